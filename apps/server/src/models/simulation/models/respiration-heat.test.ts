import { describe, expect, it } from 'vitest';
import { respirationHeatModel } from './respiration-heat.ts';

describe('respiration-heat model', () => {
  it('matches the Becker correlation at 0 °C', () => {
    // Apples: (10.7·5.6871e-4/3600)·32^2.5977 = 1.6903e-6·8128 = 0.01374 W/kg = 13.7 mW/kg
    const apples = respirationHeatModel.compute({ product: '苹果', temperature: 0 });
    expect(apples.outputs[0]?.value).toBeCloseTo(13.7, 0);
    // Strawberries: 40.1 mW/kg (the service's check against USDA Handbook 66)
    const strawberries = respirationHeatModel.compute({ product: '草莓', temperature: 0 });
    expect(strawberries.outputs[0]?.value).toBeCloseTo(40.1, 0);
    // -2..30 °C in 1 K steps
    expect(apples.axis.values).toHaveLength(33);
  });
});
