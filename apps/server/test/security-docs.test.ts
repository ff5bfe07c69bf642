import { healthApi } from '@portal/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { API_DOCS } from './support/addresses.ts';
import { documentPath } from './support/openapi.ts';

const DOCS = [
  API_DOCS,
  `${API_DOCS}/`,
  `${API_DOCS}/json`,
  `${API_DOCS}/yaml`,
  `${API_DOCS}/static/swagger-initializer.js`,
];

describe.each(engines)('API docs on %s', (engine) => {
  describe('outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await t.app.ready();
    });
    afterAll(() => t.close());

    it('are open to anyone', async () => {
      for (const url of DOCS) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
      const doc = (await t.app.inject({ method: 'GET', url: `${API_DOCS}/json` })).json();
      expect(doc.paths[documentPath(healthApi.health.path)]).toBeDefined();
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { production: true, seed: true });
      await t.app.ready();
    });
    afterAll(() => t.close());

    it('do not exist for visitors, tenants or developers', async () => {
      const tenant = await loginAs(t.app, '13800000001', 'tenant');
      const developer = await loginAs(t.app, '13800000002', 'develop');
      for (const headers of [
        {},
        { token: tenant },
        { authorization: `Bearer ${developer}` },
        { token: 'forged' },
      ]) {
        for (const url of DOCS) {
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
          expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null, errorCode: 'NOT_FOUND' });
        }
      }
    });

    it("answer an operator's session", async () => {
      const operator = await loginAs(t.app, 'operator', 'operate');
      for (const url of DOCS) {
        const res = await t.app.inject({ method: 'GET', url, headers: { token: operator } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const doc = (
        await t.app.inject({ method: 'GET', url: `${API_DOCS}/json`, headers: { token: operator } })
      ).json();
      expect(doc.paths[documentPath(healthApi.health.path)]).toBeDefined();
    });
  });
});
