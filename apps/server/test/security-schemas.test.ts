import { cartApi } from '@portal/shared/cart';
import { microApi, usageApi } from '@portal/shared/catalogue';
import type { Endpoint, EndpointInput } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { userOf } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';

/**
 * Every string and array a route accepts has a maximum (issue 9, finding 5): read from the API's
 * own OpenAPI document, so a route added later is held to it too; and crafted id lists answer
 * 400 instead of reaching the database.
 */

interface JsonSchema {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Paths of strings without maxLength and arrays without maxItems in a JSON schema. */
function unbounded(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  path: string,
  seen: Set<string>,
): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    const name = schema.$ref.split('/').at(-1) as string;
    return unbounded(doc, doc.components?.schemas?.[name], path, seen);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  const found: string[] = [];
  if (types.includes('string') && !fixed && schema.maxLength === undefined) found.push(path);
  if (types.includes('array') && schema.maxItems === undefined) found.push(path);
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    found.push(...unbounded(doc, value, `${path}.${key}`, seen));
  if (typeof schema.additionalProperties === 'object')
    found.push(...unbounded(doc, schema.additionalProperties, `${path}.*`, seen));
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) found.push(...unbounded(doc, item, `${path}[]`, seen));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unbounded(doc, part, path, seen));
  return found;
}

describe('every request string and array has a maximum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('in the parameters, queries and bodies of every route', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const found: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${url}`;
        for (const parameter of operation.parameters ?? [])
          found.push(
            ...unbounded(doc, parameter.schema, `${at} ${parameter.in}.${parameter.name}`, new Set()),
          );
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          found.push(...unbounded(doc, content.schema, `${at} body(${type})`, new Set()));
      }
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('the walk finds an unbounded string and array', () => {
    const doc: OpenApiDocument = { paths: {} };
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        bounded: { type: 'string', maxLength: 5 },
        free: { type: 'string' },
        list: { type: 'array', maxItems: 2, items: { type: 'string' } },
        choice: { type: 'string', enum: ['a', 'b'] },
      },
    };
    expect(unbounded(doc, schema, 'body', new Set())).toEqual(['body.free', 'body.list[]']);
  });
});

describe.each(engines)('crafted id lists on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const manyIds = Array.from({ length: 40_000 }, (_, index) => index + 1);

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    admin = await loginAs(t.app, '13800000001', 'tenant');
  });
  afterAll(() => t.close());

  /** A call as the tenant administrator (a visitor's when told), answered as the raw response. */
  const as = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, visitor = false) =>
    (await callAs(t, visitor ? 'visitor' : { token: admin }, endpoint, input)).response;

  it('40,000 cart item ids to order answer 400 naming the field, and no order is made', async () => {
    const res = await as(ordersApi.save, malformed({ body: { marketShoppingIds: manyIds.join(',') } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('marketShoppingIds');
    expect(res.json().msg).toContain('最多 100 个');
    expect(await t.database.db.selectFrom('marketOrder').select('id').execute()).toEqual([]);
  });

  it('40,000 subscription ids to unsubscribe answer 400, as a list and as comma-joined text', async () => {
    for (const ids of [manyIds, manyIds.join(',')]) {
      const res = await as(
        subscriptionsApi.unsubscribe,
        malformed({ body: { ids, unsubscribeTime: '2099-01-01 00:00:00' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('ids');
    }
  });

  it('ids beyond the database integers answer 400 or 404, never 500', async () => {
    const huge = 99_999_999_999;
    const demo = await userOf(t, '13800000001');
    const answers = await Promise.all([
      as(marketApi.detail, { params: { id: huge } }, true),
      as(subscriptionsApi.subscribe, { body: { id: huge, data: { type: 1 } } }),
      as(ordersApi.save, { body: { marketShoppingIds: `${huge}` } }),
      as(ordersApi.place, { body: { id: huge } }),
      as(ordersApi.purchase, { body: { marketId: huge, duration: 1 } }),
      as(cartApi.update, { body: { id: huge, duration: 1 } }),
      as(subscriptionsApi.unsubscribe, { body: { ids: [huge], unsubscribeTime: '2099-01-01 00:00:00' } }),
      as(usageApi.count, { body: { meMiType: 1, mid: huge } }),
      as(cartApi.add, { params: { marketId: huge, tenantId: demo.tenantId } }),
      as(marketApi.list, malformed({ query: { industry: huge } }), true),
      as(microApi.list, malformed({ query: { industry: huge } }), true),
    ]);
    for (const res of answers) expect([400, 404]).toContain(res.statusCode);
  });
});
