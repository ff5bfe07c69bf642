import { dewPoint, MAGNUS_MAX_C, MAGNUS_MIN_C } from '../../../builtin/psychrometrics.ts';
import type { ModelDefinition } from '../definition.ts';
import { linspace, num, orNull, viaBuiltin } from './common.ts';

/**
 * Dew point by the Magnus formula (Sonntag 1990 coefficients; WMO-No. 8, annex 4.B), as the
 * built-in dew-point service computes it. Curve: the dew point against relative humidity at the
 * given temperature; below the formula's -45 °C the point is a gap.
 */
const CURVE_HUMIDITIES = linspace(5, 100, 20);

export const dewPointModel: ModelDefinition = {
  code: 'dew-point',
  inputs: [
    { name: 'temperature', label: '干球温度', unit: '°C', min: MAGNUS_MIN_C, max: MAGNUS_MAX_C },
    { name: 'relativeHumidity', label: '相对湿度', unit: '%', above: 0, max: 100 },
  ],
  iot: { insideTemp: 'temperature', insideHumidity: 'relativeHumidity' },
  compute(values) {
    const temperature = num(values, 'temperature');
    const answer = viaBuiltin(() =>
      dewPoint({ temperature, relativeHumidity: num(values, 'relativeHumidity') }),
    );
    return {
      outputs: [
        { name: 'dewPoint', label: '露点温度', unit: '°C', value: answer.dewPoint },
        {
          name: 'depression',
          label: '露点差',
          unit: 'K',
          value: Math.round((temperature - answer.dewPoint) * 100) / 100,
        },
        { name: 'vapourPressure', label: '水蒸气分压力', unit: 'kPa', value: answer.vapourPressure },
        {
          name: 'saturationPressure',
          label: '饱和水蒸气压力',
          unit: 'kPa',
          value: answer.saturationPressure,
        },
      ],
      axis: { name: 'relativeHumidity', label: '相对湿度', unit: '%', values: CURVE_HUMIDITIES },
      series: [
        {
          name: 'dewPoint',
          label: `露点温度（${temperature}°C）`,
          unit: '°C',
          values: CURVE_HUMIDITIES.map((rh) =>
            orNull(() => dewPoint({ temperature, relativeHumidity: rh }).dewPoint),
          ),
        },
      ],
    };
  },
};
