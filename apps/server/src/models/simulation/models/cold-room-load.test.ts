import { describe, expect, it } from 'vitest';
import { coldRoomLoadModel } from './cold-room-load.ts';

const base = {
  length: 20,
  width: 12,
  height: 6,
  uValue: 0.25,
  insideTemp: -18,
  outsideTemp: 35,
  goodsPerDay: 10_000,
  goodsTemp: -10,
  specificHeat: 1.8,
  dailyRange: 10,
  airChanges: 0,
  workers: 2,
};

describe('cold-room-load model', () => {
  it('adds the envelope, goods, lighting and workers by hand (no air changes)', () => {
    const r = coldRoomLoadModel.compute(base);
    const out = (name: string) => r.outputs.find((o) => o.name === name)?.value;
    // A = 2(240 + 120 + 72) = 864 m²; peak at 15:00 (fraction 0): 0.25·864·53 = 11 448 W
    expect(out('envelopePeak')).toBeCloseTo(11.448, 3);
    // 10 000·1.8·8/86 400 = 1.6667 kW
    expect(out('goodsLoad')).toBeCloseTo(1.667, 3);
    // 2.3·240 + 2·395 = 552 + 790 = 1342 W
    expect(out('internalLoad')).toBeCloseTo(1.342, 3);
    // 15:00 is in the shift: 11.448 + 1.667 + 1.342 = 14.457 kW
    expect(out('peakLoad')).toBeCloseTo(14.457, 2);
    // 05:00 (fraction 1): 0.25·864·43 = 9288 W, outside the shift
    expect(r.series[0]?.values[4]).toBeCloseTo(9.288 + 1.667, 2);
    // The ASHRAE profile: the design temperature at 15:00, 10 K lower at 5:00.
    const outside = r.series.find((s) => s.name === 'outsideTemp')?.values;
    expect(outside?.[14]).toBe(35);
    expect(outside?.[4]).toBe(25);
  });

  it('adds the air changes’ enthalpy load', () => {
    const r = coldRoomLoadModel.compute({ ...base, airChanges: 1 });
    // V = 1440 m³; room air -18 °C 90 % ≈ 1.38 kg/m³, h ≈ -17.5 kJ/kg; outdoor 35 °C 60 % ≈ 90 kJ/kg:
    // 1440·1.38·107.5/86 400 ≈ 2.47 kW at the peak
    const air = r.outputs.find((o) => o.name === 'airPeak')?.value as number;
    expect(air).toBeGreaterThan(2.3);
    expect(air).toBeLessThan(2.6);
  });

  it('refuses goods colder than the room and an outside not above it', () => {
    expect(() => coldRoomLoadModel.compute({ ...base, goodsTemp: -20 })).toThrow('进货温度不能低于库温');
    expect(() => coldRoomLoadModel.compute({ ...base, outsideTemp: -20 })).toThrow(
      '室外计算温度必须高于库温',
    );
  });
});
