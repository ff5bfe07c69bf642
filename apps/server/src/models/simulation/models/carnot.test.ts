import { describe, expect, it } from 'vitest';
import { carnotModel } from './carnot.ts';

describe('carnot model', () => {
  it('gives Tl/(Th − Tl)', () => {
    const r = carnotModel.compute({ coldTemp: -20, hotTemp: 35 });
    // 253.15/55 = 4.6027; heat pump 5.6027
    expect(r.outputs[0]?.value).toBeCloseTo(4.603, 3);
    expect(r.outputs[1]?.value).toBeCloseTo(5.603, 3);
    // The hot source's curve point at 35 °C is the answer itself.
    expect(r.series[0]?.values[r.axis.values.indexOf(35)]).toBeCloseTo(4.603, 3);
  });

  it('refuses a hot source not above the cold one', () => {
    expect(() => carnotModel.compute({ coldTemp: 0, hotTemp: -10 })).toThrow(
      '高温热源温度必须高于低温热源温度',
    );
  });
});
