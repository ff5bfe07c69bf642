import { MODEL_STATUS_PUBLISHED } from '@portal/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { DEMO_MODELS } from '../../../market/catalogue.seed.ts';
import type { ModelDefinition } from '../definition.ts';
import { IOT_READINGS } from '../definition.ts';
import { MODEL_DEFINITIONS } from './index.ts';

const published = DEMO_MODELS.filter(
  (model) => (model.status ?? MODEL_STATUS_PUBLISHED) === MODEL_STATUS_PUBLISHED,
);

/** The seed's defaults as the service would pass them: numbers, or the chosen text. */
function defaults(definition: ModelDefinition, fields: (typeof DEMO_MODELS)[number]['fields']) {
  return Object.fromEntries(
    definition.inputs.map((input, i) => {
      const raw = fields[i]?.requestDefaultValue ?? '';
      return [input.name, input.choices ? raw : Number(raw)];
    }),
  );
}

describe('built-in model definitions against the catalogue seed', () => {
  it('has exactly one definition for every published model, and none for another', () => {
    expect([...MODEL_DEFINITIONS.keys()].sort()).toEqual(published.map((model) => model.code).sort());
    expect(published).toHaveLength(18);
  });

  for (const seed of published) {
    describe(seed.code, () => {
      const definition = MODEL_DEFINITIONS.get(seed.code) as ModelDefinition;

      it('declares the seed’s fields: names, order, labels, units', () => {
        expect(definition.inputs.map((input) => [input.name, input.label, input.unit])).toEqual(
          seed.fields.map((field) => [field.requestName, field.requestDescribes, field.unit ?? '']),
        );
      });

      it('keeps every default within its bounds and among its choices', () => {
        const values = defaults(definition, seed.fields);
        for (const input of definition.inputs) {
          const value = values[input.name];
          if (input.choices) {
            expect(input.choices).toContain(value);
            continue;
          }
          expect(Number.isFinite(value)).toBe(true);
          if (input.min !== undefined) expect(value).toBeGreaterThanOrEqual(input.min);
          if (input.max !== undefined) expect(value).toBeLessThanOrEqual(input.max);
          if (input.above !== undefined) expect(value).toBeGreaterThan(input.above);
        }
      });

      it('computes the defaults into finite outputs and a curve of 11 to 61 points', () => {
        const result = definition.compute(defaults(definition, seed.fields));
        expect(result.outputs.length).toBeGreaterThan(0);
        for (const output of result.outputs) expect(Number.isFinite(output.value)).toBe(true);
        expect(result.axis.values.length).toBeGreaterThanOrEqual(11);
        expect(result.axis.values.length).toBeLessThanOrEqual(61);
        expect(result.axis.values.every(Number.isFinite)).toBe(true);
        expect(result.series.length).toBeGreaterThan(0);
        for (const series of result.series) {
          expect(series.values).toHaveLength(result.axis.values.length);
          expect(series.values.every((value) => value === null || Number.isFinite(value))).toBe(true);
        }
      });

      it('feeds IoT readings only into its own inputs, and only when the seed asks for IoT data', () => {
        const names = definition.inputs.map((input) => input.name);
        for (const [reading, input] of Object.entries(definition.iot ?? {})) {
          expect(Object.keys(IOT_READINGS)).toContain(reading);
          expect(names).toContain(input);
        }
        if (seed.isRequestData === 1) expect(Object.keys(definition.iot ?? {}).length).toBeGreaterThan(0);
      });
    });
  }
});
