import { describe, expect, it } from 'vitest';
import { reeferDriftModel } from './reefer-drift.ts';

describe('reefer-drift model', () => {
  it('drifts towards the ambient with τ = C/UA', () => {
    const r = reeferDriftModel.compute({
      ua: 45,
      capacity: 9000,
      initialTemp: -18,
      ambientTemp: 32,
      hours: 12,
    });
    // τ = 9 000 000/45/3600 = 55.56 h; T(12) = 32 − 50·e^(−0.216) = 32 − 40.287 = −8.29 °C
    expect(r.outputs[0]?.value).toBeCloseTo(-8.29, 1);
    expect(r.outputs[1]?.value).toBeCloseTo(55.56, 2);
    expect(r.series[0]?.values[0]).toBe(-18);
    expect(r.series[0]?.values.at(-1)).toBe(r.outputs[0]?.value);
  });
});
