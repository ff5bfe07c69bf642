import { describe, expect, it } from 'vitest';
import { counterflowEffectiveness, heatExchangerNtuModel } from './heat-exchanger-ntu.ts';

describe('heat-exchanger-ntu model', () => {
  it('gives the counterflow ε by hand', () => {
    const r = heatExchangerNtuModel.compute({
      hotInletTemp: 80,
      coldInletTemp: 20,
      hotCapacity: 2000,
      coldCapacity: 4000,
      ua: 3000,
    });
    const out = (name: string) => r.outputs.find((o) => o.name === name)?.value;
    // NTU = 1.5, Cr = 0.5: ε = (1 − e^−0.75)/(1 − 0.5·e^−0.75) = 0.52763/0.76382 = 0.6908
    expect(out('effectiveness')).toBeCloseTo(0.6908, 4);
    // q = 0.6908·2000·60 = 82 894 W; Th,o = 80 − 41.45 = 38.55; Tc,o = 20 + 20.72 = 40.72
    expect(out('duty')).toBeCloseTo(82.894, 1);
    expect(out('hotOutletTemp')).toBeCloseTo(38.55, 1);
    expect(out('coldOutletTemp')).toBeCloseTo(40.72, 1);
  });

  it('takes the balanced limit NTU/(1 + NTU) and ε → 1 − e^−NTU at Cr = 0', () => {
    expect(counterflowEffectiveness(2, 1)).toBeCloseTo(2 / 3, 10);
    // Just below Cr = 1 the general form tends to the same limit.
    expect(counterflowEffectiveness(2, 1 - 1e-6)).toBeCloseTo(2 / 3, 5);
    expect(counterflowEffectiveness(2, 0)).toBeCloseTo(1 - Math.exp(-2), 10);
  });

  it('refuses a hot inlet not above the cold one', () => {
    expect(() =>
      heatExchangerNtuModel.compute({
        hotInletTemp: 20,
        coldInletTemp: 20,
        hotCapacity: 1,
        coldCapacity: 1,
        ua: 1,
      }),
    ).toThrow('热流体进口温度必须高于冷流体进口温度');
  });
});
