import { describe, expect, it } from 'vitest';
import { coolingTimeModel } from './cooling-time.ts';

describe('cooling-time model', () => {
  it('gives τ·ln((T0 − Ta)/(T − Ta))', () => {
    const r = coolingTimeModel.compute({ initialTemp: 30, airTemp: 0, targetTemp: 4, timeConstant: 1.5 });
    // 1.5·ln(30/4) = 1.5·2.0149 = 3.022 h; half 1.5·ln 2 = 1.040 h; 7/8 1.5·ln 8 = 3.119 h
    expect(r.outputs.map((o) => o.value)).toEqual([3.022, 1.04, 3.119]);
    // The curve crosses the target at two thirds of its span (it runs to 1.5 times the time):
    // between points 26 and 27 of 0..40.
    const curve = r.series[0]?.values as number[];
    expect(curve[0]).toBe(30);
    expect(curve[26]).toBeGreaterThan(4);
    expect(curve[27]).toBeLessThan(4);
  });

  it('refuses a target the medium never brings it to', () => {
    const run = (targetTemp: number) => () =>
      coolingTimeModel.compute({ initialTemp: 30, airTemp: 0, targetTemp, timeConstant: 1 });
    expect(run(0)).toThrow('目标温度必须低于初始温度且高于冷却介质温度');
    expect(run(-2)).toThrow('目标温度必须低于初始温度且高于冷却介质温度');
    expect(() =>
      coolingTimeModel.compute({ initialTemp: 0, airTemp: 5, targetTemp: 2, timeConstant: 1 }),
    ).toThrow('初始温度必须高于冷却介质温度');
  });
});
