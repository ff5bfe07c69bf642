import { freezingTime } from '../../../builtin/freezing-time.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, orNull, str, viaBuiltin } from './common.ts';

/**
 * Freezing time by Plank's equation t = ρL/(Tf − Ta)·(P·a/h + R·a²/k) (ASHRAE Handbook—
 * Refrigeration (2018) ch. 20; Singh & Heldman, Introduction to Food Engineering, 5th ed.,
 * ch. 7), as the built-in freezing-time service computes it. Curve: the freezing time against
 * the thickness (or diameter), from a fifth to twice the given one.
 */
const SHAPES = ['平板', '圆柱', '球'] as const;
const CURVE_POINTS = 28;
const THICKNESS = { min: 0.001, max: 2 };

export const plankFreezingModel: ModelDefinition = {
  code: 'plank-freezing',
  inputs: [
    { name: 'shape', label: '形状（平板、圆柱、球）', unit: '', choices: SHAPES },
    { name: 'thickness', label: '厚度或直径', unit: 'm', ...THICKNESS },
    { name: 'density', label: '密度', unit: 'kg/m³', min: 100, max: 3000 },
    { name: 'latentHeat', label: '冻结潜热', unit: 'kJ/kg', min: 1, max: 400 },
    { name: 'conductivity', label: '冻结后导热系数', unit: 'W/(m·K)', min: 0.01, max: 10 },
    { name: 'heatTransfer', label: '表面换热系数', unit: 'W/(m²·K)', min: 1, max: 10_000 },
    { name: 'freezingPoint', label: '初始冻结点', unit: '°C', min: -30, max: 5 },
    { name: 'airTemp', label: '冷风温度', unit: '°C', min: -200, max: 5 },
  ],
  compute(values) {
    const input = {
      shape: str(values, 'shape'),
      thickness: num(values, 'thickness'),
      density: num(values, 'density'),
      latentHeat: num(values, 'latentHeat'),
      conductivity: num(values, 'conductivity'),
      heatTransfer: num(values, 'heatTransfer'),
      freezingPoint: num(values, 'freezingPoint'),
      airTemp: num(values, 'airTemp'),
    };
    if (input.freezingPoint <= input.airTemp) throw new ModelInputError('初始冻结点必须高于冷风温度');
    const answer = viaBuiltin(() => freezingTime(input));
    const axis = linspace(input.thickness / 5, input.thickness * 2, CURVE_POINTS).map(
      (x) => Math.round(x * 1e5) / 1e5,
    );
    return {
      outputs: [
        { name: 'hours', label: '冻结时间', unit: 'h', value: answer.hours },
        {
          name: 'minutes',
          label: '冻结时间（分钟）',
          unit: 'min',
          value: Math.round((answer.seconds / 60) * 10) / 10,
        },
        { name: 'shapeFactorP', label: '形状系数 P', unit: '', value: answer.shapeFactorP },
        { name: 'shapeFactorR', label: '形状系数 R', unit: '', value: answer.shapeFactorR },
      ],
      axis: { name: 'thickness', label: '厚度或直径', unit: 'm', values: axis },
      series: [
        {
          name: 'hours',
          label: '冻结时间',
          unit: 'h',
          // Outside the service's 0.001–2 m a thickness is a gap.
          values: axis.map((a) => orNull(() => freezingTime({ ...input, thickness: a }).hours)),
        },
      ],
    };
  },
};
