import { describe, expect, it } from 'vitest';
import { plankFreezingModel } from './plank-freezing.ts';

const slab = {
  shape: '平板',
  thickness: 0.05,
  density: 1050,
  latentHeat: 250,
  conductivity: 1.6,
  heatTransfer: 25,
  freezingPoint: -1,
  airTemp: -35,
};

describe('plank-freezing model', () => {
  it('gives Plank’s time for a slab by hand', () => {
    const r = plankFreezingModel.compute(slab);
    // ρL/ΔT = 1050·250 000/34 = 7 720 588; P·a/h + R·a²/k = 0.001 + 0.125·0.0025/1.6 = 0.00119531
    // t = 9228.5 s = 2.563 h
    expect(r.outputs[0]?.value).toBeCloseTo(2.563, 3);
    // A sphere of the same diameter freezes in a third of the slab's time (P and R are a third).
    const sphere = plankFreezingModel.compute({ ...slab, shape: '球' });
    expect(sphere.outputs[0]?.value).toBeCloseTo(2.563 / 3, 2);
  });

  it('refuses a freezing point not above the air', () => {
    expect(() => plankFreezingModel.compute({ ...slab, airTemp: -1 })).toThrow('初始冻结点必须高于冷风温度');
  });
});
