import { respirationHeat } from '../../../builtin/respiration-heat.ts';
import type { ModelDefinition } from '../definition.ts';
import { linspace, num, str, viaBuiltin } from './common.ts';

/**
 * Heat of respiration by the correlation of Becker, Misra & Fricke (1996), W = (10.7·f/3600)·
 * (9t/5 + 32)^g W/kg, with the coefficients of ASHRAE Handbook—Refrigeration (2018) ch. 19,
 * table "Commodity Respiration Coefficients", as the built-in respiration service computes it
 * (apples and strawberries, the two it has checked). Curve: the heat over the correlation's
 * temperatures, -2 °C to 30 °C.
 */
const PRODUCTS = ['苹果', '草莓'] as const;
const TEMPERATURE = { min: -2, max: 30 };
const ONE_TONNE = 1;
const CURVE_TEMPERATURES = linspace(TEMPERATURE.min, TEMPERATURE.max, 33);

export const respirationHeatModel: ModelDefinition = {
  code: 'respiration-heat',
  inputs: [
    { name: 'product', label: '品种（苹果、草莓）', unit: '', choices: PRODUCTS },
    { name: 'temperature', label: '贮藏温度', unit: '°C', ...TEMPERATURE },
  ],
  compute(values) {
    const product = str(values, 'product');
    const answer = viaBuiltin(() =>
      respirationHeat({ product, mass: ONE_TONNE, temperature: num(values, 'temperature') }),
    );
    return {
      outputs: [
        { name: 'heatRate', label: '呼吸热', unit: 'mW/kg', value: answer.heatRate },
        { name: 'dailyEnergy', label: '每吨日发热量', unit: 'kWh/t', value: answer.dailyEnergy },
      ],
      axis: { name: 'temperature', label: '贮藏温度', unit: '°C', values: CURVE_TEMPERATURES },
      series: [
        {
          name: 'heatRate',
          label: `${product}呼吸热`,
          unit: 'mW/kg',
          values: CURVE_TEMPERATURES.map(
            (t) => respirationHeat({ product, mass: ONE_TONNE, temperature: t }).heatRate,
          ),
        },
      ],
    };
  },
};
