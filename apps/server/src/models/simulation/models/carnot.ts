import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';

const KELVIN = 273.15;

/** Reversed Carnot cycle: COPc = Tl / (Th − Tl), temperatures in kelvin (Çengel, Thermodynamics, ch. 6). */
export const carnot: ModelDefinition = {
  code: 'carnot',
  inputs: [
    { name: 'coldTemp', label: '低温热源温度', unit: '°C', min: -273.15, max: 200 },
    { name: 'hotTemp', label: '高温热源温度', unit: '°C', min: -273.15, max: 200 },
  ],
  compute(values) {
    const cold = Number(values.coldTemp) + KELVIN;
    const hot = Number(values.hotTemp) + KELVIN;
    if (hot <= cold) throw new ModelInputError('参数高温热源温度必须高于低温热源温度');
    const cop = (value: number) => Math.round((cold / (value - cold)) * 100) / 100;
    const hots = Array.from(
      { length: 11 },
      (_, index) => Math.round((hot - KELVIN + (index - 5) * 2) * 10) / 10,
    );
    return {
      outputs: [{ name: 'cop', label: '逆卡诺制冷系数', unit: '', value: cop(hot) }],
      axis: { name: 'hotTemp', label: '高温热源温度', unit: '°C', values: hots },
      series: [
        {
          name: 'cop',
          label: '逆卡诺制冷系数',
          unit: '',
          values: hots.map((value) => (value + KELVIN > cold ? cop(value + KELVIN) : null)),
        },
      ],
    };
  },
};
