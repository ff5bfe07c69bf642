import { describe, expect, it } from 'vitest';
import { freezingTime } from './freezing-time.ts';
import { BuiltinInputError } from './input.ts';
import { refrigerantSaturation } from './refrigerants.ts';
import { respirationHeat } from './respiration-heat.ts';
import { convertUnit } from './units.ts';

/**
 * A name the caller types is looked up in the service's own tables only: the names every
 * JavaScript object inherits are refused like any unknown name, never a 500 (found by the fuzzer).
 */
describe.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('the name %s', (name) => {
  it('is an unknown product, shape, unit and refrigerant', () => {
    const calls = [
      () => respirationHeat({ product: name, mass: 1, temperature: 2 }),
      () =>
        freezingTime({
          shape: name,
          thickness: 0.05,
          density: 1050,
          latentHeat: 250,
          conductivity: 1.6,
          heatTransfer: 25,
          freezingPoint: -1,
          airTemp: -35,
        }),
      () => convertUnit({ value: 1, from: name, to: 'kPa' }),
      () => refrigerantSaturation({ refrigerant: name, temperature: -10 }),
    ];
    for (const call of calls) {
      expect(call).toThrow(BuiltinInputError);
      expect(call).toThrow(/^不支持的/);
    }
  });
});
