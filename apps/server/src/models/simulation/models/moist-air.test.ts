import { describe, expect, it } from 'vitest';
import { moistAirModel } from './moist-air.ts';

describe('moist-air model', () => {
  it('matches ASHRAE Fundamentals ch. 1 by hand at 30 °C, 70 %', () => {
    const r = moistAirModel.compute({ temperature: 30, relativeHumidity: 70, pressure: 101.325 });
    const out = (name: string) => r.outputs.find((o) => o.name === name)?.value;
    // ps = 0.6112·exp(17.62·30/273.12) = 4.2336 kPa; pw = 0.7·ps = 2.9635 kPa
    expect(out('vapourPressure')).toBeCloseTo(2.9635, 3);
    // W = 0.621945·2.9635/(101.325 − 2.9635) = 0.018738 kg/kg → 18.74 g/kg
    expect(out('humidityRatio')).toBeCloseTo(18.74, 1);
    // h = 1.006·30 + 0.018738·(2501 + 1.86·30) = 30.18 + 47.91 = 78.09 kJ/kg
    expect(out('enthalpy')).toBeCloseTo(78.09, 1);
    // Dry air (RH 0): W = 0, h = 1.006·30 = 30.18
    expect(r.series[0]?.values[0]).toBe(0);
    expect(r.series[1]?.values[0]).toBeCloseTo(30.18, 2);
  });
});
