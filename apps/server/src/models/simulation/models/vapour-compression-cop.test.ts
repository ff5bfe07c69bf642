import { describe, expect, it } from 'vitest';
import { vapourCompressionCopModel } from './vapour-compression-cop.ts';

describe('vapour-compression-cop model', () => {
  it('scales the Carnot COP by the isentropic efficiency', () => {
    const r = vapourCompressionCopModel.compute({
      evaporatingTemp: -25,
      condensingTemp: 40,
      isentropicEfficiency: 0.7,
    });
    // Carnot 248.15/65 = 3.8177; COP = 0.7·3.8177 = 2.672
    expect(r.outputs[0]?.value).toBeCloseTo(2.672, 3);
    expect(r.outputs[1]?.value).toBeCloseTo(3.818, 3);
    expect(r.axis.values).toHaveLength(31);
  });

  it('leaves a gap where the evaporating temperature reaches the condensing one', () => {
    const r = vapourCompressionCopModel.compute({
      evaporatingTemp: 5,
      condensingTemp: 10,
      isentropicEfficiency: 0.7,
    });
    // The axis runs to 15 °C: 10 °C and above have no cycle.
    expect(r.series[0]?.values.at(-1)).toBeNull();
  });

  it('refuses a condensing temperature not above the evaporating one', () => {
    expect(() =>
      vapourCompressionCopModel.compute({
        evaporatingTemp: 10,
        condensingTemp: 10,
        isentropicEfficiency: 0.7,
      }),
    ).toThrow('冷凝温度必须高于蒸发温度');
  });
});
