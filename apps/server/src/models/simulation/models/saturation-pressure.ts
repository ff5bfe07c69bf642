import {
  MAGNUS_MAX_C,
  MAGNUS_MIN_C,
  saturationOverIceOrWaterKpa,
  saturationPressureKpa,
} from '../../../builtin/psychrometrics.ts';
import type { ModelDefinition } from '../definition.ts';
import { linspace, num, round } from './common.ts';

/**
 * Saturation vapour pressure of water over water and over ice by the Magnus formula with the
 * Sonntag (1990) coefficients of WMO-No. 8, annex 4.B (within 0.35 % from -45 °C to 60 °C).
 * Curve: both over the formula's range in 5 K steps; over ice only below 0 °C (a gap above).
 */
const CURVE_TEMPERATURES = linspace(MAGNUS_MIN_C, MAGNUS_MAX_C, 22);

export const saturationPressureModel: ModelDefinition = {
  code: 'saturation-pressure',
  inputs: [{ name: 'temperature', label: '温度', unit: '°C', min: MAGNUS_MIN_C, max: MAGNUS_MAX_C }],
  compute(values) {
    const t = num(values, 'temperature');
    const outputs = [
      { name: 'overWater', label: '水面饱和蒸汽压', unit: 'kPa', value: round(saturationPressureKpa(t), 4) },
    ];
    if (t < 0) {
      outputs.push({
        name: 'overIce',
        label: '冰面饱和蒸汽压',
        unit: 'kPa',
        value: round(saturationOverIceOrWaterKpa(t), 4),
      });
    }
    return {
      outputs,
      axis: { name: 'temperature', label: '温度', unit: '°C', values: CURVE_TEMPERATURES },
      series: [
        {
          name: 'overWater',
          label: '水面',
          unit: 'kPa',
          values: CURVE_TEMPERATURES.map((x) => round(saturationPressureKpa(x), 4)),
        },
        {
          name: 'overIce',
          label: '冰面',
          unit: 'kPa',
          values: CURVE_TEMPERATURES.map((x) => (x <= 0 ? round(saturationOverIceOrWaterKpa(x), 4) : null)),
        },
      ],
    };
  },
};
