import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { ABSOLUTE_ZERO_C, linspace, num, round } from './common.ts';

/**
 * A counterflow heat exchanger by the effectiveness–NTU method (Incropera, Fundamentals of Heat
 * and Mass Transfer, 7th ed., §11.4, eqs. 11.29a and 11.30; Table 11.3):
 *
 *   NTU = UA/Cmin,  Cr = Cmin/Cmax
 *   ε = (1 − e^(−NTU(1−Cr))) / (1 − Cr·e^(−NTU(1−Cr)))   (Cr < 1)
 *   ε = NTU / (1 + NTU)                                    (Cr = 1)
 *   q = ε·Cmin·(Th,i − Tc,i),  Th,o = Th,i − q/Ch,  Tc,o = Tc,i + q/Cc
 *
 * Curve: ε against NTU at the given Cr, from 0 to 5 (or to the given NTU when larger, at most 50).
 */
const CURVE_POINTS = 26;
const CURVE_MIN_NTU = 5;
/** Past this ε differs from its limit by less than the display's 4 decimals. */
const CURVE_MAX_NTU = 50;
/** Within this of 1 the Cr < 1 form divides 0 by 0: use its limit. */
const BALANCED = 1e-9;

export function counterflowEffectiveness(ntu: number, cr: number): number {
  if (1 - cr < BALANCED) return ntu / (1 + ntu);
  const e = Math.exp(-ntu * (1 - cr));
  return (1 - e) / (1 - cr * e);
}

const TEMPERATURE = { above: ABSOLUTE_ZERO_C, max: 1000 };
const CAPACITY = { min: 0.001, max: 1e8 };

export const heatExchangerNtuModel: ModelDefinition = {
  code: 'heat-exchanger-ntu',
  inputs: [
    { name: 'hotInletTemp', label: '热流体进口温度', unit: '°C', ...TEMPERATURE },
    { name: 'coldInletTemp', label: '冷流体进口温度', unit: '°C', ...TEMPERATURE },
    { name: 'hotCapacity', label: '热流体热容流量', unit: 'W/K', ...CAPACITY },
    { name: 'coldCapacity', label: '冷流体热容流量', unit: 'W/K', ...CAPACITY },
    { name: 'ua', label: '传热系数与面积之积 UA', unit: 'W/K', ...CAPACITY },
  ],
  compute(values) {
    const hotIn = num(values, 'hotInletTemp');
    const coldIn = num(values, 'coldInletTemp');
    const ch = num(values, 'hotCapacity');
    const cc = num(values, 'coldCapacity');
    if (hotIn <= coldIn) throw new ModelInputError('热流体进口温度必须高于冷流体进口温度');
    const cmin = Math.min(ch, cc);
    const cr = cmin / Math.max(ch, cc);
    const ntu = num(values, 'ua') / cmin;
    const effectiveness = counterflowEffectiveness(ntu, cr);
    const duty = effectiveness * cmin * (hotIn - coldIn);
    const axis = linspace(0, Math.min(CURVE_MAX_NTU, Math.max(CURVE_MIN_NTU, ntu)), CURVE_POINTS).map((x) =>
      round(x, 4),
    );
    return {
      outputs: [
        { name: 'effectiveness', label: '换热效能 ε', unit: '', value: round(effectiveness, 4) },
        { name: 'duty', label: '换热量', unit: 'kW', value: round(duty / 1000, 3) },
        { name: 'hotOutletTemp', label: '热流体出口温度', unit: '°C', value: round(hotIn - duty / ch, 2) },
        { name: 'coldOutletTemp', label: '冷流体出口温度', unit: '°C', value: round(coldIn + duty / cc, 2) },
        { name: 'ntu', label: '传热单元数 NTU', unit: '', value: round(ntu, 4) },
        { name: 'capacityRatio', label: '热容流量比 Cr', unit: '', value: round(cr, 4) },
      ],
      axis: { name: 'ntu', label: '传热单元数 NTU', unit: '', values: axis },
      series: [
        {
          name: 'effectiveness',
          label: `逆流换热效能（Cr=${round(cr, 3)}）`,
          unit: '',
          values: axis.map((x) => round(counterflowEffectiveness(x, cr), 4)),
        },
      ],
    };
  },
};
