import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { decisionOf, ROLE_MATRIX } from './role-matrix.ts';
import { urlOf } from './support/call.ts';
import { hostileCorpus } from './support/hostile-files.ts';
import { freshAddress, multipartBody, slowestHealthWhile } from './support/http.ts';
import { MatrixContext } from './support/matrix-context.ts';
import { apiOperations, openApiDocument } from './support/openapi.ts';
import { ROLES, type RoleName } from './support/roles.ts';

/** The callers tried for an upload, the ones that may upload the most first (a visitor uploads pictures only). */
const CALLER_PREFERENCE: RoleName[] = [
  'tenantAdmin',
  'developer',
  'tenantMember',
  'uncertified',
  'operator',
  'visitor',
];

const CHINESE = /[\u4e00-\u9fa5]/;

/** Every upload the API document declares: its key (`METHOD /path`) and the multipart field of its file. */
function uploadOperations(t: TestApp) {
  return apiOperations(openApiDocument(t.app)).flatMap(({ key, operation }) => {
    const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    const schema = body?.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject | undefined;
    const field = schema?.required?.[0];
    return field ? [{ key, field }] : [];
  });
}

/**
 * The hostile-file corpus on every upload endpoint of the API document (a new upload endpoint is
 * covered without editing this test): each file is answered within 2 s with a Chinese message and
 * never a 5xx, `/api/health` answers within 200 ms all the while, and the process grows by less
 * than 200 MB.
 */
describe.each(engines)('hostile uploads on every upload endpoint, on %s', (engine) => {
  let t: TestApp;
  let ctx: MatrixContext;
  const corpus = hostileCorpus();

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    // As the server does once it listens: the time limits are for the work, not a thread's start.
    await t.app.heavyWork.warm();
    ctx = await MatrixContext.create(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('finds the upload endpoints in the API document, each with its file field', () => {
    const keys = uploadOperations(t).map((upload) => upload.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/tenant/upload',
        'POST /api/portalWeb/marketOrder/receipt/{id}',
        'POST /api/microservice/idNumberIdentification',
        'POST /api/microservice/freeUsinessRecognition',
      ]),
    );
  });

  it.each(corpus.map((file) => file.name))(
    'answers %s quickly on every upload endpoint',
    async (name) => {
      const file = corpus.find((entry) => entry.name === name)?.content as Buffer;
      const uploads = uploadOperations(t);
      expect(uploads.length).toBeGreaterThan(0);
      for (const { key, field } of uploads) {
        const row = ROLE_MATRIX[key];
        if (!row) throw new Error(`${key} has no row in the role matrix`);
        const role = CALLER_PREFERENCE.find((candidate) => decisionOf(row, candidate) === 'A');
        if (!role || !ROLES.includes(role)) throw new Error(`nobody may call ${key}`);
        const sample = await row.sample(ctx, role);
        const token = ctx.token(role);
        const { payload, headers } = multipartBody([
          { name: field, value: file, filename: 'upload.bin', type: 'application/octet-stream' },
        ]);
        const memoryBefore = process.memoryUsage().rss;
        const started = performance.now();
        const answer = t.app.inject({
          method: 'POST',
          url: urlOf(row.endpoint, sample.input),
          payload,
          headers: { ...headers, ...(token ? { token } : {}) },
          remoteAddress: freshAddress(),
        });
        const slowestHealth = await slowestHealthWhile(t.app, answer);
        const res = await answer;
        const took = performance.now() - started;
        const grew = (process.memoryUsage().rss - memoryBefore) / 1024 / 1024;

        const what = `${name} → ${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        expect(res.json().msg, what).toMatch(CHINESE);
        expect(took, `${what} took ${Math.round(took)} ms`).toBeLessThan(2000);
        expect(slowestHealth, `${what}: /api/health waited ${Math.round(slowestHealth)} ms`).toBeLessThan(
          200,
        );
        expect(grew, `${what}: the process grew ${Math.round(grew)} MB`).toBeLessThan(200);
      }
    },
    60_000,
  );
});
