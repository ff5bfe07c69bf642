import { compressorCop } from '../../../builtin/compressor-cop.ts';
import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, orNull, viaBuiltin } from './common.ts';

/**
 * COP of a single-stage vapour-compression cycle estimated as the reversed Carnot COP times the
 * isentropic efficiency (Stoecker & Jones, Refrigeration and Air Conditioning, 2nd ed., ch. 3
 * and 11), as the built-in compressor-COP service computes it. Curve: the COP against the
 * evaporating temperature from 20 K below to 10 K above the given one (a gap where the
 * evaporating temperature would reach the condensing one or leave the service's range).
 */
const CURVE_BELOW_K = 20;
const CURVE_ABOVE_K = 10;
const EVAPORATING = { min: -100, max: 30 };

export const vapourCompressionCopModel: ModelDefinition = {
  code: 'vapour-compression-cop',
  inputs: [
    { name: 'evaporatingTemp', label: '蒸发温度', unit: '°C', ...EVAPORATING },
    { name: 'condensingTemp', label: '冷凝温度', unit: '°C', min: -50, max: 80 },
    { name: 'isentropicEfficiency', label: '等熵效率', unit: '', above: 0, max: 1 },
  ],
  compute(values) {
    const te = num(values, 'evaporatingTemp');
    const tc = num(values, 'condensingTemp');
    const eta = num(values, 'isentropicEfficiency');
    if (tc <= te) throw new ModelInputError('冷凝温度必须高于蒸发温度');
    const answer = viaBuiltin(() =>
      compressorCop({ evaporatingTemp: te, condensingTemp: tc, isentropicEfficiency: eta }),
    );
    const axis = linspace(te - CURVE_BELOW_K, te + CURVE_ABOVE_K, CURVE_BELOW_K + CURVE_ABOVE_K + 1);
    const at = (t: number, key: 'cop' | 'carnotCop') =>
      orNull(() => {
        if (t < EVAPORATING.min || t > EVAPORATING.max || t >= tc) return Number.NaN;
        return compressorCop({ evaporatingTemp: t, condensingTemp: tc, isentropicEfficiency: eta })[key];
      });
    return {
      outputs: [
        { name: 'cop', label: '实际 COP', unit: '', value: answer.cop },
        { name: 'carnotCop', label: '逆卡诺 COP', unit: '', value: answer.carnotCop },
        { name: 'temperatureLift', label: '温升', unit: 'K', value: answer.temperatureLift },
      ],
      axis: { name: 'evaporatingTemp', label: '蒸发温度', unit: '°C', values: axis },
      series: [
        { name: 'cop', label: '实际 COP', unit: '', values: axis.map((t) => at(t, 'cop')) },
        { name: 'carnotCop', label: '逆卡诺 COP', unit: '', values: axis.map((t) => at(t, 'carnotCop')) },
      ],
    };
  },
};
