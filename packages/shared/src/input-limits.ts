import type { z } from 'zod';
import { BOUNDED_RECORDS } from './validation.ts';

/**
 * Finds the strings and arrays an input schema accepts without a maximum length. Every request
 * schema must bound them, so that a crafted body (40,000 ids, a megabyte of text) is answered 400
 * by validation rather than reaching the database. Used by the tests over every request schema
 * and every registered route; not part of the package index.
 */

type Schema = z.core.$ZodType;

interface LooseDef {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  [key: string]: unknown;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as LooseDef;

/** Checks that put a ceiling on a string's or an array's length. */
const CEILINGS = new Set(['max_length', 'length_equals']);

function hasCeiling(def: LooseDef): boolean {
  return (def.checks ?? []).some((check) => CEILINGS.has(check._zod.def.check));
}

/** Types that hold no string or array to bound. */
const SCALARS = new Set([
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'enum',
  'literal',
  'nan',
  'file',
  'transform',
  'custom',
  'function',
  'promise',
]);

/** Paths (`body.ids`, `trail[]`) of unbounded strings and arrays in `schema`; empty when all are bounded. */
export function unboundedInputs(schema: Schema, path = '', seen = new Set<Schema>()): string[] {
  const def = defOf(schema);
  const walk = (inner: unknown, at: string) => unboundedInputs(inner as Schema, at, seen);
  const here = path || '(根)';
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return hasCeiling(def) ? [] : [here];
    case 'array':
      return [...(hasCeiling(def) ? [] : [here]), ...walk(def.element, `${path}[]`)];
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const found = Object.entries(shape).flatMap(([key, value]) =>
        walk(value, path ? `${path}.${key}` : key),
      );
      // Unknown keys checked against a schema could carry anything that schema allows.
      const catchall = def.catchall as Schema | undefined;
      return catchall ? [...found, ...walk(catchall, `${path}.*`)] : found;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return walk(def.innerType, path);
    case 'pipe': {
      // The raw input meets `in`; `out` sees it only when `in` is a transform (z.preprocess).
      const input = def.in as Schema;
      return defOf(input).type === 'transform' ? walk(def.out, path) : walk(input, path);
    }
    case 'union':
      return (def.options as Schema[]).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'tuple':
      return [
        ...(def.items as Schema[]).flatMap((item, index) => walk(item, `${path}[${index}]`)),
        ...(def.rest ? walk(def.rest, `${path}[]`) : []),
      ];
    case 'record':
      // Only a record with an entry ceiling (boundedRecord); its keys and values as any input.
      if (!BOUNDED_RECORDS.has(schema)) return [here];
      return [...walk(def.keyType, `${path}{键}`), ...walk(def.valueType, `${path}{}`)];
    case 'lazy': {
      // A recursive schema is walked once.
      if (seen.has(schema)) return [];
      seen.add(schema);
      return walk((def.getter as () => Schema)(), path);
    }
    default:
      // Maps and sets have no item ceiling in zod: a request must not use them.
      return SCALARS.has(def.type) ? [] : [here];
  }
}
