import { checkedAir, MAGNUS_MAX_C, MAGNUS_MIN_C, moistAir } from '../../../builtin/psychrometrics.ts';
import type { ModelDefinition } from '../definition.ts';
import { linspace, num, round, viaBuiltin } from './common.ts';

/**
 * Moist air by ASHRAE Handbook—Fundamentals (2017) ch. 1 (eqs. 20, 28, 32) with the Magnus
 * saturation pressure (over ice below 0 °C), as the built-in door-infiltration service computes
 * it. The vapour pressure is eq. 20 solved for pw: pw = p·W/(0.621945 + W).
 * Curve: humidity ratio and enthalpy against relative humidity at the given temperature.
 */
const RATIO_OF_MOLAR_MASSES = 0.621945;
const CURVE_HUMIDITIES = linspace(0, 100, 21);

export const moistAirModel: ModelDefinition = {
  code: 'moist-air',
  inputs: [
    { name: 'temperature', label: '干球温度', unit: '°C', min: MAGNUS_MIN_C, max: MAGNUS_MAX_C },
    { name: 'relativeHumidity', label: '相对湿度', unit: '%', min: 0, max: 100 },
    // From a high plateau (about 5 km) to a deep mine: where the ideal-gas relations hold.
    { name: 'pressure', label: '大气压力', unit: 'kPa', min: 50, max: 110 },
  ],
  iot: { insideTemp: 'temperature', insideHumidity: 'relativeHumidity' },
  compute(values) {
    const p = num(values, 'pressure');
    const air = viaBuiltin(() =>
      checkedAir('空气', num(values, 'temperature'), num(values, 'relativeHumidity')),
    );
    const state = moistAir(air.temperature, air.relativeHumidity, p);
    const vapour = (p * state.humidityRatio) / (RATIO_OF_MOLAR_MASSES + state.humidityRatio);
    const curve = CURVE_HUMIDITIES.map((rh) => moistAir(air.temperature, rh, p));
    return {
      outputs: [
        {
          name: 'humidityRatio',
          label: '含湿量',
          unit: 'g/kg干空气',
          value: round(state.humidityRatio * 1000, 3),
        },
        { name: 'enthalpy', label: '比焓', unit: 'kJ/kg干空气', value: round(state.enthalpy, 2) },
        { name: 'vapourPressure', label: '水蒸气分压力', unit: 'kPa', value: round(vapour, 4) },
        { name: 'density', label: '干空气密度', unit: 'kg/m³', value: round(state.density, 4) },
      ],
      axis: { name: 'relativeHumidity', label: '相对湿度', unit: '%', values: CURVE_HUMIDITIES },
      series: [
        {
          name: 'humidityRatio',
          label: '含湿量',
          unit: 'g/kg干空气',
          values: curve.map((s) => round(s.humidityRatio * 1000, 3)),
        },
        {
          name: 'enthalpy',
          label: '比焓',
          unit: 'kJ/kg干空气',
          values: curve.map((s) => round(s.enthalpy, 2)),
        },
      ],
    };
  },
};
