import { truckKValue } from '../../../builtin/cold-chain.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, round, viaBuiltin } from './common.ts';

/**
 * K of a refrigerated body by the internal heating method of the ATP agreement (Annex 1,
 * Appendix 2, §1): K = W/(S·ΔT), S = √(Si·Se), as the built-in cold-chain service computes it.
 * Curve: the heating power the body needs against the temperature difference, at its K and at
 * ATP's class limits (IR ≤ 0.40, IN ≤ 0.70 W/(m²·K)) for the same mean surface.
 */
const IR_LIMIT = 0.4;
const IN_LIMIT = 0.7;
/** ATP's test runs with at least this difference; the service reads temperatures up to 80 °C. */
const DELTA_T = { min: 5, max: 80 };
const CURVE_DELTAS = linspace(DELTA_T.min, 50, 46);

export const truckKValueModel: ModelDefinition = {
  code: 'truck-k-value',
  inputs: [
    { name: 'heatingPower', label: '加热功率', unit: 'W', min: 1, max: 100_000 },
    { name: 'deltaT', label: '内外温差', unit: 'K', ...DELTA_T },
    { name: 'innerArea', label: '内表面积', unit: 'm²', min: 1, max: 1000 },
    { name: 'outerArea', label: '外表面积', unit: 'm²', min: 1, max: 1000 },
  ],
  compute(values) {
    const innerArea = num(values, 'innerArea');
    const outerArea = num(values, 'outerArea');
    if (outerArea < innerArea) throw new ModelInputError('外表面积不能小于内表面积');
    // Only the difference counts: the outside is put at 0 °C.
    const answer = viaBuiltin(() =>
      truckKValue({
        heatingPower: num(values, 'heatingPower'),
        insideTemp: num(values, 'deltaT'),
        outsideTemp: 0,
        innerArea,
        outerArea,
      }),
    );
    const power = (k: number) => CURVE_DELTAS.map((dt) => round(k * answer.meanArea * dt, 1));
    return {
      outputs: [
        { name: 'kValue', label: '厢体传热系数 K', unit: 'W/(m²·K)', value: answer.kValue },
        { name: 'meanArea', label: '平均传热面积', unit: 'm²', value: answer.meanArea },
        {
          name: 'irMargin',
          label: 'K 值与强隔热（IR）限值之比',
          unit: '',
          value: round(answer.kValue / IR_LIMIT, 3),
        },
      ],
      axis: { name: 'deltaT', label: '内外温差', unit: 'K', values: CURVE_DELTAS },
      series: [
        { name: 'power', label: '本厢体所需加热功率', unit: 'W', values: power(answer.kValue) },
        { name: 'irPower', label: '强隔热（IR）限值', unit: 'W', values: power(IR_LIMIT) },
        { name: 'inPower', label: '普通隔热（IN）限值', unit: 'W', values: power(IN_LIMIT) },
      ],
    };
  },
};
