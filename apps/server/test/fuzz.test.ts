import { randomInt } from 'node:crypto';
import { accountsApi, filesApi } from '@portal/shared/accounts';
import { usageApi } from '@portal/shared/catalogue';
import { contentApi } from '@portal/shared/content';
import { marketApi } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { captchaApi } from '@portal/shared/site';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/auth/session.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, rawPathOf } from './support/call.ts';
import {
  installWriteCounters,
  readWriteCounts,
  type WriteCounts,
  writesBetween,
} from './support/db-changes.ts';
import { problemsOf } from './support/fuzz-checks.ts';
import {
  anyRequest,
  describeRequest,
  type FuzzRequest,
  fillSlots,
  harvest,
} from './support/fuzz-requests.ts';
import { type ApiOperation, apiOperations, openApiDocument } from './support/openapi.ts';
import { ROLE_ACCOUNTS, type SignedInRole, signIn, signInAll } from './support/roles.ts';

/**
 * Property: whatever is sent to any route of the OpenAPI document, by anyone, the answer is
 * never a 5xx, never shows a stack, a path or SQL, is the envelope when it is JSON, and a
 * refused request (4xx) writes nothing, but for the refusals that must (support/fuzz-checks.ts).
 *
 * Each run draws a new sequence, so the runs together cover more than one would; the seed is
 * printed, and FUZZ_SEED replays it. FUZZ_RUNS is the number of requests (default 10,000 on
 * SQLite, 3,000 on PostgreSQL, which is slower per request).
 */
const RUN_SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const DEFAULT_RUNS = { sqlite: 10_000, postgresql: 3_000 } as const;

// Two apps per engine: the generated requests may end any role's sessions or disable its
// account, and the plain cases must not depend on whether they ran first (tests are shuffled).
describe.each(engines)('fuzzer on %s', (engine) => {
  let t: TestApp;
  let tenantAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    tenantAdminToken = await signIn(t.app, 'tenantAdmin');
    await installWriteCounters(t.database.db, engine);
  });
  afterAll(() => t.close());

  it('sees every write to the database (the check of refusals relies on it)', async () => {
    const before = await readWriteCounts(t.database.db);
    const res = await callAs(t, 'visitor', captchaApi.image, {});
    expect(res.status).toBe(200);
    expect(writesBetween(before, await readWriteCounts(t.database.db))).toEqual(['captchaChallenge:insert']);
  });

  // Found by the fuzzer; kept as plain cases.
  it.each([
    ['a URL that is not valid percent-encoding', 'GET', rawPathOf(contentApi.newsDetail, { id: '%zz' }), 400],
    [
      'a path parameter over the router limit',
      'GET',
      rawPathOf(captchaApi.devImageAnswer, { id: 'a'.repeat(150) }),
      414,
    ],
  ] as const)('answers %s with the envelope', async (_name, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      code: status,
      msg: expect.any(String),
      data: null,
      errorCode: 'BAD_REQUEST',
    });
    expect(res.body).not.toContain('FST_');
  });

  it.each([
    ['an id past an integer column', 'GET', rawPathOf(marketApi.detail, { id: '9007199254740991' })],
    ['an id list past an integer column', 'POST', ordersApi.save.path],
    ['a NUL character in a path parameter', 'GET', rawPathOf(captchaApi.devImageAnswer, { id: 'a%00b' })],
    ['a NUL character in a query', 'GET', `${accountsApi.devSmsOutbox.path}?phone=%00`],
    ['a NUL character in a body', 'POST', usageApi.log.path],
  ] as const)('answers %s with 400 on both engines', async (_name, method, url) => {
    const payload = url.endsWith('save')
      ? { marketShoppingIds: '1,4023420757' }
      : { meMiType: 1, mid: 1, status: 1, message: 'a\u0000b' };
    const res = await t.app.inject({
      method,
      url,
      headers: { token: tenantAdminToken },
      ...(method === 'POST' ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.any(String) });
  });

  it('answers a malformed multipart upload with 400, not 500', async () => {
    const boundary = 'fuzzBoundary';
    const res = await t.app.inject({
      method: 'POST',
      url: filesApi.upload.path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nnot a header\r\n\r\nxx`,
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '上传内容格式不正确' });
  });
});

describe.each(engines)('fuzzer on %s, generated requests', (engine) => {
  let t: TestApp;
  let doc: OpenAPIV3.Document;
  let operations: ApiOperation[];
  const tokens = {} as Record<SignedInRole, string>;
  const userIds = {} as Record<SignedInRole, number>;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    doc = openApiDocument(t.app);
    operations = apiOperations(doc);
    Object.assign(tokens, await signInAll(t.app));
    for (const [role, { account }] of Object.entries(ROLE_ACCOUNTS) as [
      SignedInRole,
      { account: string },
    ][]) {
      const row = await t.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      userIds[role] = row.id;
    }
    await installWriteCounters(t.database.db, engine);
  });
  afterAll(() => t.close());

  const send = (request: FuzzRequest) => {
    const headers = { ...request.headers };
    if (request.sessionOf && request.sessionOf.role !== 'visitor') {
      const token = tokens[request.sessionOf.role];
      if (request.sessionOf.header === 'token') headers.token = token;
      else headers.authorization = `Bearer ${token}`;
    }
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: request.remoteAddress,
    });
  };

  it(
    'answers every generated request without 5xx, leaks or writes on refusal',
    async () => {
      const seed = RUN_SEED;
      const numRuns = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS[engine]);
      const started = Date.now();
      let sent = 0;
      let before: WriteCounts = await readWriteCounts(t.database.db);
      const statuses = new Map<number, number>();
      const refusalWrites = new Map<string, number>();
      const harvested: string[] = [];

      const property = fc.asyncProperty(anyRequest(doc, operations), async (generated) => {
        const request = fillSlots(generated, harvested);
        const res = await send(request);
        sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const after = await readWriteCounts(t.database.db);
        const writes = writesBetween(before, after);
        before = after;
        if (res.statusCode < 300 && String(res.headers['content-type']).includes('json')) {
          harvest(res.json().data, harvested);
        }
        if (res.statusCode >= 400 && res.statusCode < 500 && writes.length > 0) {
          const key = `${request.operation.key} ${writes.join(',')}`;
          refusalWrites.set(key, (refusalWrites.get(key) ?? 0) + 1);
        }
        // A logout ends the session it was made with: the role gets a new one for what follows.
        const role = request.sessionOf?.role;
        if (role && role !== 'visitor' && writes.includes('session:delete')) {
          tokens[role] = await openSession(t.database.db, userIds[role]);
          before = await readWriteCounts(t.database.db);
        }
        const problems = problemsOf(request, res, writes);
        if (problems.length > 0) {
          throw new Error(
            `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${res.statusCode} ${res.body.slice(0, 300)}`,
          );
        }
      });
      const result = await fc.check(property, { seed, numRuns, endOnFailure: true });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = [
        `fuzzer on ${engine}: ${sent} requests in ${seconds} s, seed ${seed}`,
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
        `refusals that wrote (allowed): ${JSON.stringify(Object.fromEntries(refusalWrites))}`,
      ].join('\n  ');
      console.info(summary);
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        expect.fail(`${summary}\nFailed at request ${sent} (replay with FUZZ_SEED=${seed}):\n${error}`);
      }
      expect(sent).toBe(numRuns);
    },
    15 * 60_000,
  );
});
