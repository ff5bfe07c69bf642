import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { ABSOLUTE_ZERO_C, linspace, num, round } from './common.ts';

/**
 * Electric defrost of an evaporator coil: the heat that must reach the coil is
 *
 *   Q1 = (mf·c_ice + mc·cm)·(0 − Ts)    frost and metal warmed to 0 °C
 *   Q2 = mf·L                           frost melted at 0 °C
 *   Q3 = mc·cm·(Te − 0)                 metal warmed to the termination temperature
 *   E  = (Q1 + Q2 + Q3) / η             electricity, η the defrost efficiency (the share of the
 *                                       heater's energy that reaches frost and metal, the rest
 *                                       warms the room air and is radiated away)
 *
 * (ASHRAE Handbook—Refrigeration (2018) ch. 14, "Forced-Circulation Air Coolers", defrosting;
 * latent heat of fusion 333.5 kJ/kg and ice 2.05 kJ/(kg·K) near 0 °C, ASHRAE Handbook—
 * Fundamentals (2017) ch. 1 / CRC Handbook). The melt water drains off and is not heated.
 * With the heater at constant power the three stages follow one another; the curve shows the
 * frost left and the electricity used over the defrost time.
 */
const ICE_LATENT_KJ_PER_KG = 333.5;
const ICE_SPECIFIC_HEAT = 2.05;
const CURVE_POINTS = 41;

export const defrostEnergyModel: ModelDefinition = {
  code: 'defrost-energy',
  inputs: [
    { name: 'frostMass', label: '结霜质量', unit: 'kg', min: 0, max: 10_000 },
    { name: 'coilMass', label: '盘管金属质量', unit: 'kg', min: 0, max: 100_000 },
    { name: 'metalSpecificHeat', label: '金属比热容', unit: 'kJ/(kg·K)', above: 0, max: 5 },
    { name: 'startTemp', label: '除霜开始温度', unit: '°C', above: ABSOLUTE_ZERO_C, max: 0 },
    { name: 'endTemp', label: '除霜终止温度', unit: '°C', min: 0, max: 50 },
    { name: 'efficiency', label: '除霜效率', unit: '', above: 0, max: 1 },
    { name: 'heaterPower', label: '电加热功率', unit: 'kW', above: 0, max: 10_000 },
  ],
  compute(values) {
    const frost = num(values, 'frostMass');
    const metal = num(values, 'coilMass') * num(values, 'metalSpecificHeat');
    const start = num(values, 'startTemp');
    const end = num(values, 'endTemp');
    const efficiency = num(values, 'efficiency');
    const power = num(values, 'heaterPower');
    if (frost === 0 && metal === 0) throw new ModelInputError('结霜质量与盘管金属质量不能同时为 0');
    const warmUp = (frost * ICE_SPECIFIC_HEAT + metal) * (0 - start);
    const melt = frost * ICE_LATENT_KJ_PER_KG;
    const afterMelt = metal * end;
    const useful = warmUp + melt + afterMelt;
    if (useful === 0) throw new ModelInputError('除霜开始温度与除霜终止温度均为 0°C 且无结霜，无需除霜');
    const electricKj = useful / efficiency;
    const seconds = electricKj / power;
    const usefulRate = power * efficiency;
    const minutes = linspace(0, seconds / 60, CURVE_POINTS);
    const frostLeft = (minute: number) => {
      const delivered = usefulRate * minute * 60 - warmUp;
      if (delivered <= 0) return frost;
      return Math.max(0, frost - delivered / ICE_LATENT_KJ_PER_KG);
    };
    return {
      outputs: [
        { name: 'electricEnergy', label: '除霜耗电量', unit: 'kWh', value: round(electricKj / 3600, 3) },
        { name: 'duration', label: '除霜时间', unit: 'min', value: round(seconds / 60, 2) },
        { name: 'usefulHeat', label: '有效热量', unit: 'kJ', value: round(useful, 1) },
        { name: 'meltHeat', label: '融霜潜热', unit: 'kJ', value: round(melt, 1) },
        { name: 'lostHeat', label: '散失到库内的热量', unit: 'kJ', value: round(electricKj - useful, 1) },
      ],
      axis: { name: 'time', label: '除霜时间', unit: 'min', values: minutes.map((m) => round(m, 3)) },
      series: [
        {
          name: 'frostLeft',
          label: '剩余霜量',
          unit: 'kg',
          values: minutes.map((m) => round(frostLeft(m), 3)),
        },
        {
          name: 'energy',
          label: '累计耗电量',
          unit: 'kWh',
          values: minutes.map((m) => round((power * m * 60) / 3600, 4)),
        },
      ],
    };
  },
};
