import { describe, expect, it } from 'vitest';
import { ModelInputError } from '../definition.ts';
import { refrigerantSaturationModel } from './refrigerant-saturation.ts';

describe('refrigerant-saturation model', () => {
  it('reads the table rows', () => {
    // NIST: R717 at -30 °C 119.4 kPa; gauge 119.4 − 101.325 = 18.08 kPa
    const r = refrigerantSaturationModel.compute({ refrigerant: 'R717', temperature: -30 });
    expect(r.outputs[0]?.value).toBe(119.4);
    expect(r.outputs[1]?.value).toBeCloseTo(18.08, 2);
    // -40..50 °C in 5 K steps: 19 points, ending on the 2033.1 kPa row
    expect(r.axis.values).toHaveLength(19);
    expect(r.series[0]?.values.at(-1)).toBe(2033.1);
  });

  it('refuses a temperature past the chosen refrigerant’s table', () => {
    // R404A's table ends at 45 °C even though R134a's reaches 60 °C.
    const run = () => refrigerantSaturationModel.compute({ refrigerant: 'R404A', temperature: 50 });
    expect(run).toThrow(ModelInputError);
    expect(run).toThrow('R404A 的饱和温度必须在 -40°C 到 45°C 之间');
  });
});
