import { describe, expect, it } from 'vitest';
import { frictionFactor, pipePressureDropModel } from './pipe-pressure-drop.ts';

describe('pipe-pressure-drop model', () => {
  it('solves Colebrook for water in a steel pipe', () => {
    const r = pipePressureDropModel.compute({
      diameter: 0.1,
      length: 100,
      velocity: 2,
      roughness: 0.045,
      density: 998,
      viscosity: 1.002,
    });
    const out = (name: string) => r.outputs.find((o) => o.name === name)?.value as number;
    // Re = 998·2·0.1/0.001002 = 199 202
    expect(out('reynolds')).toBe(199_202);
    // Swamee–Jain (within 1 % of Colebrook): 0.25/[log10(0.00045/3.7 + 5.74/Re^0.9)]² = 0.01867
    expect(Math.abs(out('frictionFactor') / 0.01867 - 1)).toBeLessThan(0.01);
    // Δp = f·(L/D)·ρv²/2 ≈ 0.0187·1000·1996 ≈ 37.3 kPa
    expect(Math.abs(out('pressureDrop') / 37.3 - 1)).toBeLessThan(0.01);
    // The iterated f satisfies Colebrook itself.
    const f = frictionFactor(199_202, 0.00045);
    expect(1 / Math.sqrt(f)).toBeCloseTo(-2 * Math.log10(0.00045 / 3.7 + 2.51 / (199_202 * Math.sqrt(f))), 9);
  });

  it('uses 64/Re for laminar flow', () => {
    // Oil: Re = 900·0.5·0.05/0.1 = 225: f = 64/225 = 0.28444; Δp = 0.28444·(10/0.05)·900·0.25/2 = 6400 Pa
    const r = pipePressureDropModel.compute({
      diameter: 0.05,
      length: 10,
      velocity: 0.5,
      roughness: 0.045,
      density: 900,
      viscosity: 100,
    });
    expect(r.outputs[0]?.value).toBeCloseTo(6.4, 6);
    expect(r.outputs.find((o) => o.name === 'frictionFactor')?.value).toBeCloseTo(0.28444, 5);
  });

  it('refuses a roughness of half the diameter', () => {
    expect(() =>
      pipePressureDropModel.compute({
        diameter: 0.01,
        length: 1,
        velocity: 1,
        roughness: 5,
        density: 1000,
        viscosity: 1,
      }),
    ).toThrow('管壁绝对粗糙度必须小于管道内径的一半');
  });
});
