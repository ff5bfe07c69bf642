import { describe, expect, it } from 'vitest';
import { saturationPressureModel } from './saturation-pressure.ts';

describe('saturation-pressure model', () => {
  it('gives the Magnus values over water and over ice', () => {
    // 0.6112·exp(17.62·20/263.12) = 0.6112·3.8165 = 2.3327 kPa (steam tables: 2.339)
    const warm = saturationPressureModel.compute({ temperature: 20 });
    expect(warm.outputs[0]?.value).toBeCloseTo(2.3327, 3);
    expect(warm.outputs).toHaveLength(1);
    // Over ice at -10 °C: 0.6112·exp(22.46·(−10)/262.62) = 0.6112·0.42518 = 0.25987 kPa (tables: 0.2600)
    const cold = saturationPressureModel.compute({ temperature: -10 });
    expect(cold.outputs[1]?.value).toBeCloseTo(0.2599, 3);
    // Over ice is a gap above 0 °C.
    expect(cold.series[1]?.values.at(-1)).toBeNull();
    expect(cold.axis.values).toHaveLength(22);
  });
});
