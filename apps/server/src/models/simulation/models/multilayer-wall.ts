import { INSIDE_COEFFICIENT, OUTSIDE_COEFFICIENT, wallHeatFlux } from '../../../builtin/wall-heat-flux.ts';
import type { ModelDefinition } from '../definition.ts';
import { linspace, num, orNull, round, viaBuiltin } from './common.ts';

/**
 * Steady conduction through a wall as thermal resistances in series (Fourier's law; Incropera,
 * Fundamentals of Heat and Mass Transfer, 7th ed., §3.1): the inside air film, the insulation
 * layer and the outside air film, R = 1/hi + δ/λ + 1/ho with hi = 8, ho = 23 W/(m²·K), as the
 * built-in panel heat-flux service computes it. The surfaces' temperatures follow from the same
 * flux: the inside surface is q/hi warmer than the room air, the outside one q/ho cooler than
 * the outdoor air. Curve: the heat flux against the insulation's thickness, from half to twice
 * the given one.
 */
const UNIT_AREA_M2 = 1;
const CURVE_POINTS = 31;
const THICKNESS = { min: 0.001, max: 1 };

export const multilayerWallModel: ModelDefinition = {
  code: 'multilayer-wall',
  inputs: [
    { name: 'thickness', label: '保温层厚度', unit: 'm', ...THICKNESS },
    { name: 'conductivity', label: '保温层导热系数', unit: 'W/(m·K)', min: 0.005, max: 5 },
    { name: 'deltaT', label: '内外温差', unit: 'K', above: 0, max: 150 },
  ],
  compute(values) {
    const thickness = num(values, 'thickness');
    const conductivity = num(values, 'conductivity');
    const deltaT = num(values, 'deltaT');
    const wall = viaBuiltin(() => wallHeatFlux({ thickness, conductivity, area: UNIT_AREA_M2, deltaT }));
    const axis = linspace(thickness / 2, thickness * 2, CURVE_POINTS).map((x) => round(x, 4));
    return {
      outputs: [
        { name: 'heatFlux', label: '热流密度', unit: 'W/m²', value: wall.heatFlux },
        { name: 'kValue', label: '传热系数', unit: 'W/(m²·K)', value: wall.kValue },
        { name: 'resistance', label: '总热阻', unit: 'm²·K/W', value: wall.resistance },
        {
          name: 'insideSurface',
          label: '内表面高于库内空气',
          unit: 'K',
          value: round(wall.heatFlux / INSIDE_COEFFICIENT, 3),
        },
        {
          name: 'outsideSurface',
          label: '外表面低于室外空气',
          unit: 'K',
          value: round(wall.heatFlux / OUTSIDE_COEFFICIENT, 3),
        },
      ],
      axis: { name: 'thickness', label: '保温层厚度', unit: 'm', values: axis },
      series: [
        {
          name: 'heatFlux',
          label: '热流密度',
          unit: 'W/m²',
          // Past the service's 1 m a thickness is a gap.
          values: axis.map((x) =>
            orNull(() => wallHeatFlux({ thickness: x, conductivity, area: UNIT_AREA_M2, deltaT }).heatFlux),
          ),
        },
      ],
    };
  },
};
