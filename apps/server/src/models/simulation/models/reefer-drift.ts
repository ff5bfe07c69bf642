import { lumpedTemperature, REEFER_MAX_HOURS, reeferDrift } from '../../../builtin/reefer-drift.ts';
import type { ModelDefinition } from '../definition.ts';
import { linspace, num, round, viaBuiltin } from './common.ts';

/**
 * A reefer's temperature after its power fails, as one lumped body (Newton's law of cooling;
 * Incropera, Fundamentals of Heat and Mass Transfer, 7th ed., §5.2): T(t) = Ta + (T0 − Ta)·
 * e^(−UA·t/C), the built-in reefer-drift service. Curve: the temperature over the given hours.
 */
const CURVE_POINTS = 49;
const TEMPERATURE = { min: -60, max: 60 };

export const reeferDriftModel: ModelDefinition = {
  code: 'reefer-drift',
  inputs: [
    { name: 'ua', label: '箱体漏热系数 UA', unit: 'W/K', min: 0.1, max: 10_000 },
    { name: 'capacity', label: '总热容', unit: 'kJ/K', min: 1, max: 1_000_000 },
    { name: 'initialTemp', label: '初始箱温', unit: '°C', ...TEMPERATURE },
    { name: 'ambientTemp', label: '环境温度', unit: '°C', ...TEMPERATURE },
    { name: 'hours', label: '时长', unit: 'h', min: 0.1, max: REEFER_MAX_HOURS },
  ],
  compute(values) {
    const input = {
      ua: num(values, 'ua'),
      capacity: num(values, 'capacity'),
      initialTemp: num(values, 'initialTemp'),
      ambientTemp: num(values, 'ambientTemp'),
      hours: num(values, 'hours'),
    };
    const answer = viaBuiltin(() => reeferDrift(input));
    // The exact τ, not the answer's rounded one, so the curve ends on the answer's final temperature.
    const tauHours = (input.capacity * 1000) / input.ua / 3600;
    const axis = linspace(0, input.hours, CURVE_POINTS).map((h) => round(h, 4));
    return {
      outputs: [
        { name: 'finalTemp', label: '结束时箱温', unit: '°C', value: answer.finalTemp },
        { name: 'timeConstant', label: '时间常数', unit: 'h', value: answer.timeConstantHours },
        { name: 'rise', label: '温升', unit: 'K', value: round(answer.finalTemp - input.initialTemp, 2) },
      ],
      axis: { name: 'time', label: '断电后时间', unit: 'h', values: axis },
      series: [
        {
          name: 'temperature',
          label: '箱内温度',
          unit: '°C',
          values: axis.map((h) =>
            round(lumpedTemperature(input.initialTemp, input.ambientTemp, tauHours, h), 2),
          ),
        },
      ],
    };
  },
};
