import { healthApi } from '@portal/shared/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { API_DOCS } from './support/addresses.ts';
import { callAs, malformed } from './support/call.ts';
import { documentPath } from './support/openapi.ts';

/** The health call, answered as the raw response. */
const health = async (t: TestApp, headers?: Record<string, string>) =>
  (await callAs(t, 'visitor', healthApi.health, {}, { headers })).response;

/** Probe routes of this file's own, raw Fastify routes under /api/: the envelope and error rules are global. */
const PROBE = '/api/test/probe';
const CRASH = '/api/test/crash';

describe.each(engines)('platform API on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Probe routes stand in for any domain route: the envelope and error rules are global.
    t.app.post(
      PROBE,
      {
        schema: {
          body: z.object({
            name: z.string().min(2, '请添加姓名'),
            age: z.number().int(),
          }),
          querystring: z.object({ page: z.coerce.number().int().optional() }).strict(),
        },
      },
      async (request) => ({ code: 200, msg: '成功', data: { name: request.body.name } }),
    );
    t.app.get(CRASH, async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers health with code 200 and the engine in use', async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '成功', data: { status: 'ok', database: engine } });
  });

  it('accepts the n timestamp parameter everywhere, even on a strict schema', async () => {
    const withTimestamp = await callAs(
      t,
      'visitor',
      healthApi.health,
      malformed({ query: { n: 1763800000000 } }),
    );
    expect(withTimestamp.status).toBe(200);
    const probe = await t.app.inject({
      method: 'POST',
      url: `${PROBE}?n=1763800000000&page=2`,
      payload: { name: '张三', age: 30 },
    });
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ code: 200, msg: '成功', data: { name: '张三' } });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/portalWeb/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null, errorCode: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON with 400 and a Chinese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PROBE,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "张三",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: '请求体不是合法的 JSON',
      data: null,
      errorCode: 'BAD_REQUEST',
    });
  });

  it('answers a failed schema with 400 and a Chinese message naming the field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: PROBE, payload: { name: '张三' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 400,
      msg: '缺少必填项「age」',
      data: { fieldErrors: { age: '缺少必填项「age」' } },
      errorCode: 'VALIDATION_FAILED',
    });

    const wrong = await t.app.inject({
      method: 'POST',
      url: PROBE,
      payload: { name: '张', age: 'thirty' },
    });
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    // The schema's own spec text is kept; zod's default speaks Chinese.
    expect(body.data.fieldErrors.name).toBe('「name」请添加姓名');
    expect(body.data.fieldErrors.age).toMatch(/^「age」.*[\u4e00-\u9fa5]/);
    expect(body.msg).toBe(body.data.fieldErrors.name);
  });

  it('rejects unknown query parameters on a strict schema, naming them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PROBE}?pageSize=5`,
      payload: { name: '张三', age: 30 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(res.json().msg).toContain('pageSize');
  });

  it('never lets a stack trace or internal detail reach the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: CRASH });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      msg: '服务器内部错误，请稍后重试',
      data: null,
      errorCode: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it('gives every answer a request id, keeping a sane one the caller sent', async () => {
    const fresh = await health(t);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await health(t, { 'x-request-id': 'abc-123' });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await health(t, { 'x-request-id': 'x\u0000<script>' });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: API_DOCS });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = await t.app.inject({ method: 'GET', url: `${API_DOCS}/json` });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths[documentPath(healthApi.health.path)].get.responses['200']).toBeDefined();
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with a Chinese message once the last good check is a second old', async () => {
    const t = await createTestApp('sqlite');
    await t.app.ready();
    expect((await health(t)).statusCode).toBe(200);
    await t.database.db.destroy();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_500);
    const res = await health(t);
    vi.useRealTimers();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '数据库暂不可用', data: null, errorCode: 'UNAVAILABLE' });
    await t.app.close();
  });
});
