import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ID, MAX_IDS_PER_REQUEST } from './common.ts';
import type { Endpoint } from './contract.ts';
import { unboundedInputs } from './input-limits.ts';
import { marketApi } from './market.ts';
import { zOrderSaveRequest } from './orders.ts';
import { zUnsubscribeRequest } from './subscriptions.ts';
import { boundedRecord } from './validation.ts';

/** Everything every module of the package exports (there is no barrel: each is imported by its subpath). */
const moduleFiles = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const shared: Record<string, unknown> = Object.assign(
  {},
  ...(await Promise.all(moduleFiles.map((file) => import(`./${file}`) as Promise<Record<string, unknown>>))),
);

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every request schema the package exports: `z…Request|Query|Param(s)` and each call's params, query and body. */
function requestSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (isSchema(value)) {
      if (/(Request|Query|Params?)$/.test(name)) found.push([name, value]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, endpoint] of Object.entries(value)) {
        if (!isEndpoint(endpoint)) continue;
        for (const part of ['params', 'query', 'body'] as const) {
          const schema = endpoint[part];
          if (schema) found.push([`${name}.${key}.${part}`, schema]);
        }
      }
    }
  }
  return found;
}

describe('request schemas bound every string and array (issue 9, finding 5)', () => {
  it('finds the request schemas, the calls included', () => {
    const names = requestSchemas().map(([name]) => name);
    expect(names).toContain('zOrderSaveRequest');
    expect(names).toContain('zUnsubscribeRequest');
    expect(names).toContain('cartApi.update.body');
    expect(names.length).toBeGreaterThan(30);
  });

  it('no request schema has a string or array without a maximum', () => {
    const unbounded = requestSchemas().flatMap(([name, schema]) =>
      unboundedInputs(schema).map((path) => `${name}: ${path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('the walk sees through wrappers, unions, pipes and nesting', () => {
    const schema = z.object({
      bounded: z.string().max(5),
      fixed: z.string().length(6),
      free: z.string().optional(),
      list: z.array(z.string().max(3)).max(2),
      longList: z.array(z.number()),
      nested: z.object({ deep: z.string().trim().nullable().default('') }),
      either: z.union([z.number(), z.string()]),
      piped: z.string().max(4).pipe(z.string().regex(/^a+$/)),
      preprocessed: z.preprocess((value) => value, z.string()),
      choice: z.enum(['a', 'b']),
    });
    expect(unboundedInputs(schema)).toEqual(['free', 'longList', 'nested.deep', 'either', 'preprocessed']);
  });

  it('takes a record only with an entry ceiling, and walks its keys and values', () => {
    const schema = z.object({
      free: z.record(z.string().max(5), z.number()),
      bounded: boundedRecord(z.string().max(5), z.number(), 3, '参数'),
      looseValues: boundedRecord(z.string().max(5), z.string(), 3, '参数'),
    });
    expect(unboundedInputs(schema)).toEqual(['free', 'looseValues{}']);
    const bounded = boundedRecord(z.string().max(5), z.number(), 3, '参数');
    expect(bounded.safeParse({ a: 1, b: 2, c: 3 }).success).toBe(true);
    expect(bounded.safeParse({ a: 1, b: 2, c: 3, d: 4 }).error?.issues[0]?.message).toBe('参数最多 3 个');
  });

  it('an id list is at most MAX_IDS_PER_REQUEST ids, as an array or as comma-joined text', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    const time = '2099-01-01 00:00:00';
    expect(
      zOrderSaveRequest.safeParse({ marketShoppingIds: ids(MAX_IDS_PER_REQUEST).join(',') }).success,
    ).toBe(true);
    expect(
      zOrderSaveRequest.safeParse({ marketShoppingIds: ids(MAX_IDS_PER_REQUEST + 1).join(',') }).error
        ?.issues[0]?.message,
    ).toBe('结算的应用最多 100 个');
    // Short ids fit more of them into the same length: the count is checked too.
    expect(
      zOrderSaveRequest.safeParse({
        marketShoppingIds: Array(MAX_IDS_PER_REQUEST + 1)
          .fill('1')
          .join(','),
      }).success,
    ).toBe(false);
    expect(zOrderSaveRequest.safeParse({ marketShoppingIds: '99999999999' }).success).toBe(false);
    expect(
      zUnsubscribeRequest.safeParse({ ids: ids(MAX_IDS_PER_REQUEST), unsubscribeTime: time }).success,
    ).toBe(true);
    expect(zUnsubscribeRequest.safeParse({ ids: ids(40_000), unsubscribeTime: time }).success).toBe(false);
    expect(zUnsubscribeRequest.safeParse({ ids: ids(40_000).join(','), unsubscribeTime: time }).success).toBe(
      false,
    );
  });

  it("a logo's id fits the database's integer: a larger one is refused, not sent to PostgreSQL", () => {
    const logo = marketApi.logo.params;
    expect(logo.safeParse({ kind: 'micro', file: `${MAX_ID}.svg` }).success).toBe(true);
    expect(logo.safeParse({ kind: 'micro', file: '5525825249.svg' }).success).toBe(false);
  });
});
