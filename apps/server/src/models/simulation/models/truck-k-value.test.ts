import { describe, expect, it } from 'vitest';
import { truckKValueModel } from './truck-k-value.ts';

describe('truck-k-value model', () => {
  it('gives K = W/(S·ΔT)', () => {
    const r = truckKValueModel.compute({ heatingPower: 1200, deltaT: 20, innerArea: 60, outerArea: 68 });
    // S = √(60·68) = 63.875 m²; K = 1200/(63.875·20) = 0.9393 W/(m²·K)
    expect(r.outputs[0]?.value).toBeCloseTo(0.9393, 4);
    expect(r.outputs[1]?.value).toBeCloseTo(63.875, 3);
    // The body's own curve passes its test point: 1200 W at 20 K.
    expect(r.series[0]?.values[r.axis.values.indexOf(20)]).toBeCloseTo(1200, 0);
  });

  it('refuses an outer surface smaller than the inner one', () => {
    expect(() =>
      truckKValueModel.compute({ heatingPower: 1200, deltaT: 20, innerArea: 70, outerArea: 68 }),
    ).toThrow('外表面积不能小于内表面积');
  });
});
