import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServingTestApp, engines, type TestApp } from './helpers.ts';
import { type Decision, decisionOf, ROLE_MATRIX } from './role-matrix.ts';
import { urlOf } from './support/call.ts';
import { freshAddress } from './support/http.ts';
import { MatrixContext } from './support/matrix-context.ts';
import { apiOperations, openApiDocument, urlMatchesPath } from './support/openapi.ts';
import { ROLES, type RoleName } from './support/roles.ts';

const DECISION_TEXT: Record<Decision, string> = {
  A: 'allowed (2xx)',
  D: 'refused (401 for a visitor, 403 for a signed-in caller)',
  H: 'refused as not found (404)',
};

/** What a status means for the matrix; null when it is none of its answers (a sample gone wrong, or 5xx). */
function decisionFor(role: RoleName, status: number): Decision | null {
  if (status >= 200 && status < 300) return 'A';
  if (status === (role === 'visitor' ? 401 : 403)) return 'D';
  if (status === 404) return 'H';
  return null;
}

describe.each(engines)('role matrix on %s', (engine) => {
  let t: TestApp;
  let ctx: MatrixContext;

  beforeAll(async () => {
    // Listening, so that a trial of a built-in microservice is forwarded for real.
    t = await createServingTestApp(engine, { seed: true });
    ctx = await MatrixContext.create(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('has one row for every route of the OpenAPI document, and none for a route that does not exist', () => {
    const routes = apiOperations(openApiDocument(t.app)).map((operation) => operation.key);
    const rows = Object.keys(ROLE_MATRIX);
    expect(
      routes.filter((key) => !rows.includes(key)),
      'routes without a row in test/role-matrix.ts',
    ).toEqual([]);
    expect(
      rows.filter((key) => !routes.includes(key)),
      'rows of test/role-matrix.ts naming no route',
    ).toEqual([]);
  });

  it.each(Object.keys(ROLE_MATRIX))('%s', async (key) => {
    const row = ROLE_MATRIX[key];
    if (!row) throw new Error(`no row ${key}`);
    const [method, path] = key.split(' ') as [string, string];
    // Refused callers first: a call that wrongly gets through then shows, and consumes nothing an allowed one needs.
    const order = [...ROLES].sort(
      (a, b) => Number(decisionOf(row, a) === 'A') - Number(decisionOf(row, b) === 'A'),
    );
    const wrong: string[] = [];
    for (const role of order) {
      const sample = await row.sample(ctx, role);
      const url = urlOf(row.endpoint, sample.input);
      expect(urlMatchesPath(url, path), `the sample ${url} is not ${path}`).toBe(true);
      const payload = sample.payload ?? (sample.input as { body?: unknown }).body;
      const token =
        role === 'visitor' ? null : row.freshSession ? await ctx.freshToken(role) : ctx.token(role);
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        headers: { ...sample.headers, ...(token ? { token } : {}) },
        remoteAddress: sample.remoteAddress ?? freshAddress(),
      });
      const expected = decisionOf(row, role);
      const actual = decisionFor(role, res.statusCode);
      const msg = res.headers['content-type']?.toString().includes('json') ? res.json().msg : '';
      // An uncertified administrator whom the role alone would let through is told why it is not.
      const certificationRefusal =
        role === 'uncertified' && expected === 'D' && decisionOf(row, 'tenantAdmin') === 'A';
      if (actual !== expected) {
        wrong.push(`${role}: expected ${DECISION_TEXT[expected]}, got ${res.statusCode} ${msg}`);
      } else if (certificationRefusal && msg !== ACCOUNT_TEXTS.certificationIncomplete) {
        wrong.push(`${role}: refused with "${msg}", expected "${ACCOUNT_TEXTS.certificationIncomplete}"`);
      }
    }
    expect(wrong, `${key}\n${wrong.join('\n')}`).toEqual([]);
  });
});
