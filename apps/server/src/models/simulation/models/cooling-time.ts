import { lumpedHoursTo, lumpedTemperature } from '../../../builtin/reefer-drift.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, round } from './common.ts';

/**
 * Cooling of a food as one lumped body (Newton's law of cooling; Incropera, Fundamentals of Heat
 * and Mass Transfer, 7th ed., §5.2): T(t) = Ta + (T0 − Ta)·e^(−t/τ), τ = ρcV/(hA), valid while
 * Bi = hL/k < 0.1. τ is given directly here (from a measured cooling curve or ρcV/(hA)), so the
 * Biot number is the user's to check. The half-cooling time is τ·ln 2 and the seven-eighths
 * cooling time τ·ln 8 (ASHRAE Handbook—Refrigeration (2018) ch. 20). The formula is the built-in
 * reefer-drift service's. Curve: the temperature from 0 to 1.5 times the time to the target.
 */
const CURVE_POINTS = 41;
const CURVE_SPAN = 1.5;
const TEMPERATURE = { min: -60, max: 150 };

export const coolingTimeModel: ModelDefinition = {
  code: 'cooling-time',
  inputs: [
    { name: 'initialTemp', label: '初始温度', unit: '°C', ...TEMPERATURE },
    { name: 'airTemp', label: '冷却介质温度', unit: '°C', ...TEMPERATURE },
    { name: 'targetTemp', label: '目标温度', unit: '°C', ...TEMPERATURE },
    { name: 'timeConstant', label: '时间常数', unit: 'h', above: 0, max: 1000 },
  ],
  compute(values) {
    const t0 = num(values, 'initialTemp');
    const ta = num(values, 'airTemp');
    const target = num(values, 'targetTemp');
    const tau = num(values, 'timeConstant');
    if (t0 <= ta) throw new ModelInputError('初始温度必须高于冷却介质温度');
    // The medium is approached but never reached: the target must lie strictly above it.
    const hours = target > ta && target < t0 ? lumpedHoursTo(t0, ta, tau, target) : null;
    if (hours === null)
      throw new ModelInputError('目标温度必须低于初始温度且高于冷却介质温度（介质温度只能无限接近）');
    const axis = linspace(0, hours * CURVE_SPAN, CURVE_POINTS).map((h) => round(h, 4));
    return {
      outputs: [
        { name: 'hoursToTarget', label: '冷却到目标温度所需时间', unit: 'h', value: round(hours, 3) },
        { name: 'halfCooling', label: '半冷却时间', unit: 'h', value: round(tau * Math.LN2, 3) },
        { name: 'sevenEighthsCooling', label: '7/8 冷却时间', unit: 'h', value: round(tau * Math.log(8), 3) },
      ],
      axis: { name: 'time', label: '时间', unit: 'h', values: axis },
      series: [
        {
          name: 'temperature',
          label: '食品温度',
          unit: '°C',
          values: axis.map((h) => round(lumpedTemperature(t0, ta, tau, h), 2)),
        },
      ],
    };
  },
};
