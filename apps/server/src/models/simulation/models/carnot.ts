import { compressorCop } from '../../../builtin/compressor-cop.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, orNull, round, viaBuiltin } from './common.ts';

/**
 * Reversed Carnot cycle: COPc = Tl/(Th − Tl) in kelvin (Çengel & Boles, Thermodynamics: An
 * Engineering Approach, 8th ed., §6-10), the built-in compressor-COP service's bound with an
 * efficiency of 1; the heat pump's is COPc + 1 (the same section). Curve: COPc against the hot
 * source's temperature from 20 K below to 20 K above the given one (a gap where it would not
 * be above the cold source's or leaves the service's range).
 */
const COLD = { min: -100, max: 30 };
const HOT = { min: -50, max: 80 };
const CURVE_HALF_SPAN_K = 20;

function carnotCop(cold: number, hot: number): number {
  return compressorCop({ evaporatingTemp: cold, condensingTemp: hot, isentropicEfficiency: 1 }).carnotCop;
}

export const carnotModel: ModelDefinition = {
  code: 'carnot',
  inputs: [
    { name: 'coldTemp', label: '低温热源温度', unit: '°C', ...COLD },
    { name: 'hotTemp', label: '高温热源温度', unit: '°C', ...HOT },
  ],
  compute(values) {
    const cold = num(values, 'coldTemp');
    const hot = num(values, 'hotTemp');
    if (hot <= cold) throw new ModelInputError('高温热源温度必须高于低温热源温度');
    const cop = viaBuiltin(() => carnotCop(cold, hot));
    const axis = linspace(hot - CURVE_HALF_SPAN_K, hot + CURVE_HALF_SPAN_K, 2 * CURVE_HALF_SPAN_K + 1);
    return {
      outputs: [
        { name: 'carnotCop', label: '逆卡诺制冷系数', unit: '', value: cop },
        { name: 'heatPumpCop', label: '逆卡诺供热系数', unit: '', value: round(cop + 1, 3) },
        { name: 'temperatureLift', label: '冷热源温差', unit: 'K', value: round(hot - cold, 2) },
      ],
      axis: { name: 'hotTemp', label: '高温热源温度', unit: '°C', values: axis },
      series: [
        {
          name: 'carnotCop',
          label: '逆卡诺制冷系数',
          unit: '',
          values: axis.map((t) =>
            t <= cold || t < HOT.min || t > HOT.max ? null : orNull(() => carnotCop(cold, t)),
          ),
        },
      ],
    };
  },
};
