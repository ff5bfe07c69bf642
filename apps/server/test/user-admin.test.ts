import { authApi } from '@portal/shared/accounts';
import { auditLogApi, USER_ADMIN_TEXTS, userAdminApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, engines, loginAs, type TestApp } from './helpers.ts';
import { userOf } from './market-support.ts';
import { callAs, forgetSession } from './support/call.ts';

/**
 * The console's 用户管理 and 操作日志 (issue 22 items 5 and 6): accounts searched on the server,
 * disabled (sessions end at once, login refused with a clear message) and enabled again; the last
 * enabled operator and oneself are kept; every write on the audit log with before and after.
 */
describe.each(engines)('user administration on %s', (engine) => {
  let t: TestApp;

  const disable = (id: number) => callAs(t, 'operator', userAdminApi.disable, { params: { id }, body: {} });
  const enable = (id: number) => callAs(t, 'operator', userAdminApi.enable, { params: { id }, body: {} });
  const login = (account: string, role: 'tenant' | 'develop' | 'operate') =>
    t.app.inject({
      method: 'POST',
      url: authApi.login.path,
      payload: { account, password: DEMO_PASSWORD_MD5, role },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('searches accounts by phone or name, role and certification, with their live sessions', async () => {
    await loginAs(t.app, '13800000002', 'develop');
    const { status, body } = await callAs(t, 'operator', userAdminApi.list, {
      query: { keyword: '13800000002', role: 'develop' },
    });
    expect(status).toBe(200);
    expect(body.data.pagination.total).toBe(1);
    const [developer] = body.data.list;
    expect(developer).toMatchObject({ account: '13800000002', role: 'develop', state: 0 });
    expect(developer?.activeSessions).toBeGreaterThanOrEqual(1);

    const tenants = await callAs(t, 'operator', userAdminApi.list, {
      query: { role: 'tenant', order: 'account', pageSize: 2 },
    });
    expect(tenants.body.data.list.every((user) => user.role === 'tenant')).toBe(true);
    const accounts = tenants.body.data.list.map((user) => user.account);
    expect(accounts).toEqual([...accounts].sort());
    expect(tenants.body.data.list.length).toBeLessThanOrEqual(2);

    const approved = await callAs(t, 'operator', userAdminApi.list, { query: { certification: 2 } });
    expect(approved.body.data.list.every((user) => user.certificationStatus === 2)).toBe(true);
  });

  it('a disabled developer loses the old token (600), cannot log in, and logs in again once enabled', async () => {
    const developer = await userOf(t, '13800000002');
    const token = await loginAs(t.app, '13800000002', 'develop');
    expect((await callAs(t, { token }, authApi.currentUser, {})).status).toBe(200);

    const off = await disable(developer.id);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ state: 1, activeSessions: 0 });
    try {
      const old = await callAs(t, { token }, authApi.currentUser, {});
      expect(old.status).toBe(401);
      expect(old.response.json().code).toBe(600);

      const refused = await login('13800000002', 'develop');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        msg: USER_ADMIN_TEXTS.accountDisabled,
        errorCode: 'ACCOUNT_DISABLED',
      });

      const listed = await callAs(t, 'operator', userAdminApi.list, {
        query: { keyword: '13800000002', state: 1 },
      });
      expect(listed.body.data.list.map((user) => user.account)).toEqual(['13800000002']);
    } finally {
      // The role's cached session ended with the account's: later tests sign in afresh.
      forgetSession(t.app, 'developer');
      const on = await enable(developer.id);
      expect(on.status).toBe(200);
      expect(on.body.data.state).toBe(0);
    }
    expect((await login('13800000002', 'develop')).statusCode).toBe(200);

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'user.', actor: 'operator' },
    });
    expect(audit.status).toBe(200);
    const entries = audit.body.data.list.filter((entry) => entry.targetId === String(developer.id));
    expect(entries.map((entry) => entry.action).slice(0, 2)).toEqual(['user.enable', 'user.disable']);
    const [enabled, disabled] = entries;
    expect(JSON.parse(disabled?.before ?? 'null')).toMatchObject({
      account: '13800000002',
      state: 'enabled',
    });
    expect(JSON.parse(disabled?.after ?? 'null')).toMatchObject({ state: 'disabled', activeSessions: 0 });
    expect(JSON.parse(enabled?.before ?? 'null')).toMatchObject({ state: 'disabled' });
    expect(JSON.parse(enabled?.after ?? 'null')).toMatchObject({ state: 'enabled' });
    expect(disabled?.actorAccount).toBe('operator');
  });

  it('keeps the last enabled operator and the operator’s own account', async () => {
    const operator = await userOf(t, 'operator');
    const last = await disable(operator.id);
    expect(last.status).toBe(409);
    expect(last.body.msg).toBe(USER_ADMIN_TEXTS.lastOperator);

    const { passwordHash } = await t.database.db
      .selectFrom('userAccount')
      .select('passwordHash')
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    const second = `operator-${engine}-${Date.now()}`;
    await t.database.db
      .insertInto('userAccount')
      .values({
        account: second,
        phone: null,
        realName: '第二运营',
        passwordHash,
        role: 'operate',
        tenantId: null,
        isAdministrator: 0,
        createTime: new Date().toISOString(),
      })
      .execute();
    const secondId = (await userOf(t, second)).id;
    try {
      const self = await disable(operator.id);
      expect(self.status).toBe(409);
      expect(self.body.msg).toBe(USER_ADMIN_TEXTS.notSelf);
      expect((await login('operator', 'operate')).statusCode).toBe(200);
    } finally {
      await t.database.db.deleteFrom('userAccount').where('id', '=', secondId).execute();
    }
  });

  it('refuses unknown accounts and non-operators', async () => {
    expect((await disable(2_000_000)).status).toBe(404);
    const developer = await userOf(t, '13800000002');
    for (const who of ['developer', 'tenantAdmin'] as const) {
      const refused = await callAs(t, who, userAdminApi.disable, { params: { id: developer.id }, body: {} });
      expect(refused.status).toBe(403);
      expect((await callAs(t, who, auditLogApi.list, { query: {} })).status).toBe(403);
    }
    const visitor = await callAs(t, 'visitor', userAdminApi.list, { query: {} });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
  });

  it('filters the audit log by China days', async () => {
    const chinaToday = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const today = await callAs(t, 'operator', auditLogApi.list, {
      query: { dateFrom: chinaToday, dateTo: chinaToday },
    });
    expect(today.status).toBe(200);
    const past = await callAs(t, 'operator', auditLogApi.list, { query: { dateTo: '2020-01-01' } });
    expect(past.body.data.pagination.total).toBe(0);
  });
});
