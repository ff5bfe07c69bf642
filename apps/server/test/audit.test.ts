import { defineEndpoint } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordAudit } from '../src/audit/audit.ts';
import { ok } from '../src/http/envelope.ts';
import { route } from '../src/http/route.ts';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';

/** Probe calls of an operator: one that logs its own entry, one that leaves it to the floor. */
const probe = {
  own: defineEndpoint({
    method: 'POST',
    path: '/api/system/probe/own/:id',
    tag: 'probe',
    summary: 'probe',
    access: 'operator',
    params: z.object({ id: z.coerce.number().int() }),
    data: z.null(),
  }),
  plain: defineEndpoint({
    method: 'POST',
    path: '/api/system/probe/plain',
    tag: 'probe',
    summary: 'probe',
    access: 'operator',
    body: z.object({ note: z.string().max(20) }),
    data: z.null(),
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/system/probe/read',
    tag: 'probe',
    summary: 'probe',
    access: 'operator',
    data: z.null(),
  }),
};

describe.each(engines)('the audit log on %s', (engine) => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    route(t.app, probe.own, async ({ params, caller }) => {
      await recordAudit(t.app.db, caller, {
        action: 'probe.change',
        targetType: 'probe',
        targetId: params.id,
        before: { value: 1 },
        after: { value: 2 },
      });
      return ok(null);
    });
    route(t.app, probe.plain, async () => ok(null));
    route(t.app, probe.read, async () => ok(null));
    await t.app.ready();
    operator = await loginAs(t.app, 'operator', 'operate');
  });
  afterAll(() => t.close());

  const entries = () => t.database.db.selectFrom('auditLog').selectAll().orderBy('id').execute();

  it('keeps who, when, what, before and after of an operator action, once', async () => {
    await t.database.db.deleteFrom('auditLog').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/probe/own/7',
      headers: { token: operator },
    });
    expect(res.statusCode).toBe(200);
    expect(await entries()).toEqual([
      expect.objectContaining({
        actorAccount: 'operator',
        action: 'probe.change',
        targetType: 'probe',
        targetId: '7',
        before: '{"value":1}',
        after: '{"value":2}',
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('logs an operator write that wrote no entry itself by its call and input; reads and refusals log nothing', async () => {
    await t.database.db.deleteFrom('auditLog').execute();
    await t.app.inject({
      method: 'POST',
      url: '/api/system/probe/plain',
      payload: { note: '确认' },
      headers: { token: operator },
    });
    await t.app.inject({ method: 'GET', url: '/api/system/probe/read', headers: { token: operator } });
    const tenant = await loginAs(t.app, '13800000001', 'tenant');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/system/probe/plain',
      payload: { note: 'x' },
      headers: { token: tenant },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/system/probe/plain',
      payload: { note: 'x'.repeat(21) },
      headers: { token: operator },
    });
    expect(bad.statusCode).toBe(400);
    expect(await entries()).toEqual([
      expect.objectContaining({ action: 'POST /api/system/probe/plain', after: '{"note":"确认"}' }),
    ]);
  });
});
