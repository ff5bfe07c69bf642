import type { ModelDefinition, ModelInput } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, round } from './common.ts';

/**
 * Steady heat flow through a cold room's envelope, Q = K·A·(to − ti)·a (GB 50072-2021 冷库设计
 * 标准, the envelope load; ASHRAE Handbook—Refrigeration (2018) ch. 24, "Transmission Load"), with
 * the temperature-difference factor a = 1: a wall against outdoor air, no sun or ground
 * correction. Curve: the heat flow against the outside temperature, 15 K either side.
 */
const CURVE_HALF_SPAN_K = 15;
const HOURS_PER_DAY = 24;

export const AREA: Omit<ModelInput, 'name' | 'label'> = { unit: 'm²', above: 0, max: 1_000_000 };
export const U_VALUE: Omit<ModelInput, 'name' | 'label'> = { unit: 'W/(m²·K)', above: 0, max: 10 };
export const OUTSIDE_TEMP: Omit<ModelInput, 'name' | 'label'> = { unit: '°C', min: -50, max: 60 };
export const ROOM_TEMP: Omit<ModelInput, 'name' | 'label'> = { unit: '°C', min: -60, max: 30 };

/** The envelope's load and its curve, shared with the IoT-fed model. */
export function envelopeLoad(
  area: number,
  uValue: number,
  outsideTemp: number,
  insideTemp: number,
  outsideLabel: string,
) {
  if (outsideTemp <= insideTemp) throw new ModelInputError(`${outsideLabel}必须高于库温`);
  const watts = (to: number) => uValue * area * (to - insideTemp);
  const axis = linspace(
    outsideTemp - CURVE_HALF_SPAN_K,
    outsideTemp + CURVE_HALF_SPAN_K,
    2 * CURVE_HALF_SPAN_K + 1,
  );
  return {
    outputs: [
      { name: 'heatFlow', label: '围护结构传热量', unit: 'kW', value: round(watts(outsideTemp) / 1000, 3) },
      { name: 'heatFlux', label: '热流密度', unit: 'W/m²', value: round(watts(outsideTemp) / area, 2) },
      {
        name: 'dailyEnergy',
        label: '日冷量',
        unit: 'kWh',
        value: round((watts(outsideTemp) * HOURS_PER_DAY) / 1000, 2),
      },
    ],
    axis: { name: 'outsideTemp', label: outsideLabel, unit: '°C', values: axis },
    series: [
      {
        name: 'heatFlow',
        label: '围护结构传热量',
        unit: 'kW',
        // Below the room's temperature heat leaves the room: no cooling load to show.
        values: axis.map((to) => (to > insideTemp ? round(watts(to) / 1000, 3) : null)),
      },
    ],
  };
}

export const envelopeHeatModel: ModelDefinition = {
  code: 'envelope-heat',
  inputs: [
    { name: 'area', label: '围护面积', ...AREA },
    { name: 'uValue', label: '传热系数', ...U_VALUE },
    { name: 'outsideTemp', label: '室外计算温度', ...OUTSIDE_TEMP },
    { name: 'insideTemp', label: '库温', ...ROOM_TEMP },
  ],
  iot: { insideTemp: 'insideTemp', outsideTemp: 'outsideTemp' },
  compute: (values) =>
    envelopeLoad(
      num(values, 'area'),
      num(values, 'uValue'),
      num(values, 'outsideTemp'),
      num(values, 'insideTemp'),
      '室外计算温度',
    ),
};
