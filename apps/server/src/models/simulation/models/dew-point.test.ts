import { describe, expect, it } from 'vitest';
import { dewPointModel } from './dew-point.ts';

const out = (r: ReturnType<typeof dewPointModel.compute>, name: string) =>
  r.outputs.find((o) => o.name === name)?.value;

describe('dew-point model', () => {
  it('matches the Magnus formula by hand', () => {
    const r = dewPointModel.compute({ temperature: 25, relativeHumidity: 60 });
    // γ = ln 0.6 + 17.62·25/268.12 = −0.5108 + 1.6429 = 1.1321; Td = 243.12·1.1321/(17.62 − 1.1321) = 16.69 °C
    expect(out(r, 'dewPoint')).toBeCloseTo(16.69, 1);
    // At 100 % the dew point is the air temperature.
    const at100 = r.series[0]?.values[r.axis.values.indexOf(100)];
    expect(at100).toBeCloseTo(25, 6);
  });

  it('leaves a gap where the dew point falls below the formula’s -45 °C', () => {
    const r = dewPointModel.compute({ temperature: -40, relativeHumidity: 80 });
    // At -40 °C and 5 % the dew point is far below -45 °C: no invented figure.
    expect(r.series[0]?.values[0]).toBeNull();
  });

  it('refuses very dry air whose dew point is out of range', () => {
    expect(() => dewPointModel.compute({ temperature: -40, relativeHumidity: 1 })).toThrow('露点低于 -45°C');
  });
});
