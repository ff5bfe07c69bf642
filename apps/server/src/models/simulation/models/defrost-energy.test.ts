import { describe, expect, it } from 'vitest';
import { defrostEnergyModel } from './defrost-energy.ts';

const base = {
  frostMass: 5,
  coilMass: 100,
  metalSpecificHeat: 0.9,
  startTemp: -25,
  endTemp: 10,
  efficiency: 0.3,
  heaterPower: 10,
};

describe('defrost-energy model', () => {
  it('adds warming, melting and the metal’s warming, over the efficiency', () => {
    const r = defrostEnergyModel.compute(base);
    const out = (name: string) => r.outputs.find((o) => o.name === name)?.value;
    // Q1 = (5·2.05 + 100·0.9)·25 = 2506.25; Q2 = 5·333.5 = 1667.5; Q3 = 90·10 = 900 → 5073.75 kJ
    expect(out('usefulHeat')).toBe(5073.8);
    // E = 5073.75/0.3 = 16 912.5 kJ = 4.698 kWh; t = 16 912.5/10 = 1691.25 s = 28.19 min
    expect(out('electricEnergy')).toBeCloseTo(4.698, 3);
    expect(out('duration')).toBeCloseTo(28.19, 2);
    // All the frost is there at the start and gone at the end; the meter ends on E.
    const frost = r.series[0]?.values;
    expect(frost?.[0]).toBe(5);
    expect(frost?.at(-1)).toBe(0);
    expect(r.series[1]?.values.at(-1)).toBeCloseTo(4.698, 3);
  });

  it('refuses nothing to defrost', () => {
    expect(() => defrostEnergyModel.compute({ ...base, frostMass: 0, coilMass: 0 })).toThrow(
      '结霜质量与盘管金属质量不能同时为 0',
    );
  });
});
