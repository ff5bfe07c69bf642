import { accountsApi, authApi } from '@portal/shared/accounts';
import {
  auditLogApi,
  type CreateOperatorRequest,
  USER_ADMIN_TEXTS,
  userAdminApi,
} from '@portal/shared/user-admin';
import { md5 } from 'js-md5';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, latestSmsCode, loginAs, type TestApp } from './helpers.ts';
import { userOf } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';

/**
 * Issue 22 item 5's remainder: operators create further operator accounts, send a password-reset
 * SMS code (used on the 忘记密码 flow), and cannot disable the last enabled operator even when two
 * of them try at the same moment. Its own app: the operator accounts made here would change the
 * last-operator rule for user-admin.test.ts.
 */
describe.each(engines)('operator accounts on %s', (engine) => {
  let t: TestApp;
  let counter = 0;
  const password = md5('Start2026');
  /** A phone no account has: 1392 + pid + counter. */
  const freshPhone = () => {
    counter += 1;
    return `1392${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  };
  const freshAccount = () => `op${engine.slice(0, 2)}${Date.now() % 1_000_000}${++counter}`;
  const create = (body: CreateOperatorRequest) =>
    callAs(t, 'operator', userAdminApi.createOperator, { body });

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates an operator account that logs in as 运营者; the audit entry has no password', async () => {
    const account = freshAccount();
    const phone = freshPhone();
    const created = await create({ account, realName: '新运营', phone, password });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(USER_ADMIN_TEXTS.operatorCreated);
    expect(created.body.data).toMatchObject({
      account,
      phone,
      role: 'operate',
      state: 0,
      realName: '新运营',
    });

    const token = await loginAs(t.app, account, 'operate', password);
    const me = await callAs(t, { token }, authApi.currentUser, {});
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ account, role: 'operate' });
    // The new operator works the console.
    expect((await callAs(t, { token }, userAdminApi.list, { query: { keyword: account } })).status).toBe(200);

    const stored = await t.database.db
      .selectFrom('userAccount')
      .select('passwordHash')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(stored.passwordHash).not.toContain(password);

    const audit = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'user.createOperator' } });
    const entry = audit.body.data.list.find((e) => e.targetId === String(created.body.data.id));
    expect(entry?.actorAccount).toBe('operator');
    expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({ account, role: 'operate', phone });
    expect(JSON.stringify(entry)).not.toContain(password);
    await t.database.db
      .updateTable('userAccount')
      .set({ disabled: 1 })
      .where('account', '=', account)
      .execute();
  });

  it('refuses a duplicate account or phone, a weak password and a bad phone, creating nothing', async () => {
    const before = await t.database.db
      .selectFrom('userAccount')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    const duplicate = await create({ account: 'operator', realName: '重复', password });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.msg).toBe(USER_ADMIN_TEXTS.accountTaken);
    expect(duplicate.body.errorCode).toBe('ACCOUNT_TAKEN');

    const takenPhone = await create({
      account: freshAccount(),
      realName: '重复手机',
      phone: '13800000002',
      password,
    });
    expect(takenPhone.status).toBe(409);
    expect(takenPhone.body.msg).toBe(USER_ADMIN_TEXTS.phoneTaken);

    // The password travels as md5 (the browser checks the shared rule before hashing): a plain one is refused.
    const weak = await callAs(
      t,
      'operator',
      userAdminApi.createOperator,
      malformed({ body: { account: freshAccount(), realName: '弱密码', password: '123456' } }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toContain('密码格式不正确');

    const badPhone = await create({ account: freshAccount(), realName: '坏手机', phone: '12345', password });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.msg).toContain('请正确输入您的手机号');

    const badAccount = await create({ account: '运营 一号', realName: '坏账号', password });
    expect(badAccount.status).toBe(400);

    const after = await t.database.db
      .selectFrom('userAccount')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('sends a reset code the user sets a new password with once; old sessions end', async () => {
    const account = freshAccount();
    const phone = freshPhone();
    const created = await create({ account, realName: '待重置', phone, password });
    const id = created.body.data.id;
    const oldToken = await loginAs(t.app, account, 'operate', password);

    const sent = await callAs(t, 'operator', userAdminApi.sendResetCode, { params: { id }, body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe(USER_ADMIN_TEXTS.resetCodeSent);
    const code = await latestSmsCode(t.app, phone);

    // The 忘记密码 flow: the code becomes a single-use ticket, the ticket sets the password.
    const checked = await callAs(t, 'visitor', accountsApi.checkCode, { body: { phone, code } });
    expect(checked.status).toBe(200);
    const again = await callAs(t, 'visitor', accountsApi.checkCode, { body: { phone, code } });
    expect(again.status).toBe(400);

    const newPassword = md5('Renewed2026');
    const reset = await callAs(t, 'visitor', accountsApi.resetPassword, {
      params: { id: checked.body.data.id },
      body: { userPassword: newPassword, validatePassword: newPassword },
    });
    expect(reset.status).toBe(200);
    const old = await callAs(t, { token: oldToken }, authApi.currentUser, {});
    expect(old.status).toBe(401);
    await expect(loginAs(t.app, account, 'operate', password)).rejects.toThrow();
    await loginAs(t.app, account, 'operate', newPassword);

    // The audit log names the account and phone, never the code.
    const audit = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'user.resetCode' } });
    const entry = audit.body.data.list.find((e) => e.targetId === String(id));
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({ account, phone });
    expect(JSON.stringify(audit.body.data.list)).not.toContain(code);

    // One code a minute per phone, as for the public flow.
    const tooSoon = await callAs(t, 'operator', userAdminApi.sendResetCode, { params: { id }, body: {} });
    expect(tooSoon.status).toBe(429);
    await t.database.db.updateTable('userAccount').set({ disabled: 1 }).where('id', '=', id).execute();
  });

  it('refuses an expired reset code and an account without a phone', async () => {
    const phone = freshPhone();
    const created = await create({ account: freshAccount(), realName: '过期', phone, password });
    const id = created.body.data.id;
    await t.database.db.updateTable('userAccount').set({ disabled: 1 }).where('id', '=', id).execute();
    expect(
      (await callAs(t, 'operator', userAdminApi.sendResetCode, { params: { id }, body: {} })).status,
    ).toBe(200);
    const code = await latestSmsCode(t.app, phone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const expired = await callAs(t, 'visitor', accountsApi.checkCode, { body: { phone, code } });
    vi.useRealTimers();
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toContain('验证码');

    const operator = await userOf(t, 'operator');
    const noPhone = await callAs(t, 'operator', userAdminApi.sendResetCode, {
      params: { id: operator.id },
      body: {},
    });
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.msg).toBe(USER_ADMIN_TEXTS.noPhone);

    // A later account sharing an older one's phone: 忘记密码 would reach the older one.
    const shared = await t.database.db
      .insertInto('userAccount')
      .values({
        account: freshAccount(),
        phone: '13800000002',
        realName: '共用手机',
        passwordHash: 'unusable',
        role: 'develop',
        tenantId: null,
        isAdministrator: 0,
        disabled: 1,
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await callAs(t, 'operator', userAdminApi.sendResetCode, {
      params: { id: shared.id },
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(USER_ADMIN_TEXTS.phoneShared);
    expect(
      (await callAs(t, 'operator', userAdminApi.sendResetCode, { params: { id: 2_000_000 }, body: {} }))
        .status,
    ).toBe(404);
  });

  it('asks an operator for no slider from the third code on; the per-phone hourly cap still holds', async () => {
    const phone = freshPhone();
    const created = await create({ account: freshAccount(), realName: '多次重置', phone, password });
    const id = created.body.data.id;
    await t.database.db.updateTable('userAccount').set({ disabled: 1 }).where('id', '=', id).execute();
    const send = () => callAs(t, 'operator', userAdminApi.sendResetCode, { params: { id }, body: {} });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      vi.setSystemTime(start + i * 61_000);
      statuses.push((await send()).status);
    }
    vi.useRealTimers();
    // Five codes an hour per phone (SMS_LIMITS.perPhonePerHour), none of them behind the slider.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('two operators disabling the last two operators at once: one wins, one is refused', async () => {
    const operator = await userOf(t, 'operator');
    const [a, b] = [freshAccount(), freshAccount()];
    const idA = (await create({ account: a, realName: '甲运营', password })).body.data.id;
    const idB = (await create({ account: b, realName: '乙运营', password })).body.data.id;
    const tokenA = await loginAs(t.app, a, 'operate', password);
    const tokenB = await loginAs(t.app, b, 'operate', password);
    // Only A and B stay enabled among the operators.
    const others = await t.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('role', '=', 'operate')
      .where('disabled', '=', 0)
      .where('id', 'not in', [idA, idB])
      .execute();
    const otherIds = others.map((row) => row.id);
    if (otherIds.length) {
      await t.database.db
        .updateTable('userAccount')
        .set({ disabled: 1 })
        .where('id', 'in', otherIds)
        .execute();
    }
    try {
      const self = await callAs(t, { token: tokenA }, userAdminApi.disable, {
        params: { id: idA },
        body: {},
      });
      expect(self.status).toBe(409);
      expect(self.body.msg).toBe(USER_ADMIN_TEXTS.notSelf);

      const [byA, byB] = await Promise.all([
        callAs(t, { token: tokenA }, userAdminApi.disable, { params: { id: idB }, body: {} }),
        callAs(t, { token: tokenB }, userAdminApi.disable, { params: { id: idA }, body: {} }),
      ]);
      const statuses = [byA.status, byB.status].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = byA.status === 409 ? byA : byB;
      expect(refused.body.msg).toBe(USER_ADMIN_TEXTS.lastOperator);
      const enabled = await t.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('role', '=', 'operate')
        .where('disabled', '=', 0)
        .execute();
      expect(enabled).toHaveLength(1);
    } finally {
      await t.database.db
        .updateTable('userAccount')
        .set({ disabled: 1 })
        .where('id', 'in', [idA, idB])
        .execute();
      await t.database.db
        .updateTable('userAccount')
        .set({ disabled: 0 })
        .where('id', 'in', [...otherIds, operator.id])
        .execute();
    }
  });

  it('refuses visitors, tenants and developers', async () => {
    const body = { account: freshAccount(), realName: '越权', password };
    for (const who of ['tenantAdmin', 'developer'] as const) {
      expect((await callAs(t, who, userAdminApi.createOperator, { body })).status).toBe(403);
      expect((await callAs(t, who, userAdminApi.sendResetCode, { params: { id: 1 }, body: {} })).status).toBe(
        403,
      );
    }
    const visitor = await callAs(t, 'visitor', userAdminApi.createOperator, { body });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
    expect((await userOf(t, body.account).catch(() => null)) === null).toBe(true);
  });
});
