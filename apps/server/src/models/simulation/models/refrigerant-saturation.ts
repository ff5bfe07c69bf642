import {
  REFRIGERANTS,
  type RefrigerantName,
  refrigerantSaturation,
  saturationRange,
} from '../../../builtin/refrigerants.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, str, viaBuiltin } from './common.ts';

/**
 * Saturation pressure of R134a, R404A (bubble point) and R717 from the tables of the built-in
 * refrigerant service (NIST Chemistry WebBook; REFPROP for R404A), ln p interpolated in 1/T.
 * Curve: the saturation pressure over the whole table in 5 K steps.
 */
const CURVE_STEP_K = 5;

export const refrigerantSaturationModel: ModelDefinition = {
  code: 'refrigerant-saturation',
  inputs: [
    { name: 'refrigerant', label: '制冷剂（R134a、R404A、R717）', unit: '', choices: REFRIGERANTS },
    // The widest table (R134a); a narrower one is refused below with its own range.
    { name: 'temperature', label: '饱和温度', unit: '°C', min: -40, max: 60 },
  ],
  compute(values) {
    const refrigerant = str(values, 'refrigerant') as RefrigerantName;
    const temperature = num(values, 'temperature');
    const range = saturationRange(refrigerant);
    if (temperature < range.min || temperature > range.max) {
      throw new ModelInputError(`${refrigerant} 的饱和温度必须在 ${range.min}°C 到 ${range.max}°C 之间`);
    }
    const answer = viaBuiltin(() => refrigerantSaturation({ refrigerant, temperature }));
    const temperatures = linspace(range.min, range.max, (range.max - range.min) / CURVE_STEP_K + 1);
    return {
      outputs: [
        { name: 'pressure', label: '饱和压力（绝对）', unit: 'kPa', value: answer.pressure },
        { name: 'gaugePressure', label: '饱和压力（表压）', unit: 'kPa', value: answer.gaugePressure },
      ],
      axis: { name: 'temperature', label: '饱和温度', unit: '°C', values: temperatures },
      series: [
        {
          name: 'pressure',
          label: `${refrigerant} 饱和压力`,
          unit: 'kPa',
          values: temperatures.map((t) => refrigerantSaturation({ refrigerant, temperature: t }).pressure),
        },
      ],
    };
  },
};
