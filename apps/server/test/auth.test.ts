import { authApi, GUARD_CODES } from '@portal/shared/accounts';
import type { HandoverTarget } from '@portal/shared/accounts-constants';
import type { Endpoint } from '@portal/shared/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, engines, loginAs, md5, type TestApp } from './helpers.ts';
import { later, solveCaptcha } from './security-support.ts';
import { callAs, malformed } from './support/call.ts';

/** A sign-in call from `ip`, its body sent as given: some tests send what the contract refuses. */
const login = async (t: TestApp, endpoint: Endpoint, payload: Record<string, unknown>, ip = '127.0.0.1') =>
  (await callAs(t, 'visitor', endpoint, malformed({ body: payload }), { remoteAddress: ip })).response;

describe.each(engines)('authentication on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const currentUser = async (token: string) => (await callAs(t, { token }, authApi.currentUser, {})).response;
  const exchange = async (code: string) =>
    (await callAs(t, 'visitor', authApi.exchange, { query: { code } })).response;

  describe('password login (POST /api/oauth/Login)', () => {
    it.each([
      ['13800000001', 'tenant', '王建国', true],
      ['13800000002', 'develop', '陈开发', false],
      ['operator', 'operate', '平台运营', false],
    ] as const)('logs %s in as %s and CurrentUser knows them', async (account, role, realName, admin) => {
      const res = await login(t, authApi.login, {
        account: ` ${account} `,
        password: DEMO_PASSWORD_MD5,
        role,
      });
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json().data;
      expect(res.json().data).toMatchObject({ account, realName });
      expect(user).toMatchObject({ account, role, isAdministrator: admin });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await currentUser(token);
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ account, realName, role });
      expect(me.body).not.toContain('passwordHash');
      // Authorization carries the same token (spec 002 §7.1).
      const { response: viaAuthorization } = await callAs(
        t,
        'visitor',
        authApi.currentUser,
        {},
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(viaAuthorization.statusCode).toBe(200);
    });

    it('accepts a form-encoded body as the spec client sends it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: authApi.login.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `account=operator&password=${DEMO_PASSWORD_MD5}&role=operate&origin=password`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.account).toBe('operator');
    });

    it('refuses a wrong password, an unknown account and a wrong role with their messages', async () => {
      const wrong = await login(t, authApi.login, { account: '13800000002', password: md5('nope1234') });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe('账号或密码错误');
      const unknown = await login(t, authApi.login, {
        account: '13899999999',
        password: DEMO_PASSWORD_MD5,
      });
      expect(unknown.json().msg).toBe('账号或密码错误');
      const role = await login(t, authApi.login, {
        account: '13800000002',
        password: DEMO_PASSWORD_MD5,
        role: 'tenant',
      });
      expect(role.statusCode).toBe(400);
      expect(role.json().msg).toBe('账号或角色有误,请重新登录');
    });

    it('validates the fields with the spec texts', async () => {
      const res = await login(t, authApi.login, { account: '  ', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fieldErrors).toMatchObject({
        account: '「account」请输入账户',
        password: '「password」请输入密码',
      });
    });

    it('asks for the image captcha after 3 wrong passwords for an account, and lets the owner in with it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const ip = '10.1.1.1';
      for (let i = 0; i < 3; i++) {
        await later(2_000);
        const res = await login(
          t,
          authApi.login,
          { account: '13800000003', password: md5(`guess${i}x`) },
          ip,
        );
        expect(res.json().msg).toBe('账号或密码错误');
        // The third wrong password says that the captcha comes next.
        expect(res.json().code).toBe(i < 2 ? 400 : GUARD_CODES.captchaRequired);
      }
      await later(2_000);
      const withoutCaptcha = await login(
        t,
        authApi.login,
        { account: '13800000003', password: DEMO_PASSWORD_MD5 },
        ip,
      );
      expect(withoutCaptcha.statusCode).toBe(400);
      expect(withoutCaptcha.json()).toMatchObject({
        code: GUARD_CODES.captchaRequired,
        msg: '请输入图片验证码',
      });
      await later(5_000);
      const back = await login(
        t,
        authApi.login,
        { account: '13800000003', password: DEMO_PASSWORD_MD5, ...(await solveCaptcha(t.app)) },
        ip,
      );
      expect(back.statusCode).toBe(200);
    });

    it('asks one address that tries many accounts for the captcha, and no other address', async () => {
      const ip = '10.2.2.2';
      for (let i = 0; i < 20; i++) {
        await login(
          t,
          authApi.login,
          { account: `1390000${String(i).padStart(4, '0')}`, password: md5('x1') },
          ip,
        );
      }
      const operator = { account: 'operator', password: DEMO_PASSWORD_MD5, role: 'operate' };
      const asked = await login(t, authApi.login, operator, ip);
      expect(asked.statusCode).toBe(400);
      expect(asked.json().code).toBe(GUARD_CODES.captchaRequired);
      const elsewhere = await login(t, authApi.login, operator, '10.3.3.3');
      expect(elsewhere.statusCode).toBe(200);
      const solved = await login(t, authApi.login, { ...operator, ...(await solveCaptcha(t.app)) }, ip);
      expect(solved.statusCode).toBe(200);
    });
  });

  describe('registration lookup (POST /api/developer/Login/check)', () => {
    it.each([
      ['13800000001', { status: 2, type: 0, isTenantUser: false }],
      ['13800000004', { status: 0, type: 0, isTenantUser: false }],
      ['13800000002', { status: 2, type: 1, isTenantUser: false }],
      ['13800000005', { id: null, status: 2, type: 0, isTenantUser: true }],
    ] as const)('answers the registration info of %s', async (account, info) => {
      const res = await login(t, authApi.lookup, {
        account,
        password: DEMO_PASSWORD_MD5,
        type: '0',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ ...info, account });
    });

    it('needs the right password and is not for operators', async () => {
      const wrong = await login(t, authApi.lookup, {
        account: '13800000004',
        password: md5('bad12345'),
      });
      expect(wrong.json().msg).toBe('账号或密码错误');
      const operator = await login(t, authApi.lookup, {
        account: 'operator',
        password: DEMO_PASSWORD_MD5,
      });
      expect(operator.json().msg).toBe('账号或角色有误,请重新登录');
    });
  });

  describe('single sign-on with single-use codes', () => {
    const codeOf = (address: string) => new URL(address, 'http://x').searchParams.get('code') as string;

    it('gives a certified tenant an address whose code opens a session exactly once', async () => {
      const res = await login(t, authApi.tenantPortalLogin, {
        account: '13800000001',
        password: DEMO_PASSWORD_MD5,
        origin: 'password',
        code: null,
      });
      expect(res.statusCode).toBe(200);
      const address: string = res.json().data;
      expect(address).toMatch(/^\/minddle\?code=[A-Za-z0-9_-]{43}$/);
      expect(address).not.toContain(DEMO_PASSWORD_MD5);

      const exchanged = await exchange(codeOf(address));
      expect(exchanged.statusCode).toBe(200);
      expect(exchanged.json().data.user).toMatchObject({
        account: '13800000001',
        role: 'tenant',
        tenantName: '演示冷链科技有限公司',
      });
      expect((await currentUser(exchanged.json().data.token)).statusCode).toBe(200);

      const again = await exchange(codeOf(address));
      expect(again.statusCode).toBe(401);
      expect(again.json().msg).toBe('登录凭证无效或已过期，请重新登录');
    });

    it('lets a code expire after 60 seconds', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const res = await login(t, authApi.tenantPortalLogin, {
        account: '13800000003',
        password: DEMO_PASSWORD_MD5,
      });
      expect(res.statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 59_000);
      const before = await login(t, authApi.tenantPortalLogin, {
        account: '13800000003',
        password: DEMO_PASSWORD_MD5,
      });
      const inTime = await exchange(codeOf(before.json().data));
      expect(inTime.statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      const late = await exchange(codeOf(res.json().data));
      expect(late.statusCode).toBe(401);
    });

    it('sends an uncertified tenant to certification and refuses the wrong role', async () => {
      const uncertified = await login(t, authApi.tenantPortalLogin, {
        account: '13800000004',
        password: DEMO_PASSWORD_MD5,
      });
      expect(uncertified.statusCode).toBe(403);
      expect(uncertified.json().msg).toBe('请先完善认证信息');
      const developer = await login(t, authApi.tenantPortalLogin, {
        account: '13800000002',
        password: DEMO_PASSWORD_MD5,
      });
      expect(developer.json().msg).toBe('账号或角色有误,请重新登录');
    });

    it('logs a developer in by the role-tagged account', async () => {
      const res = await login(t, authApi.developerPortalLogin, {
        account: 'develop@13800000002',
        password: DEMO_PASSWORD_MD5,
      });
      expect(res.statusCode).toBe(200);
      const exchanged = await exchange(codeOf(res.json().data));
      expect(exchanged.json().data.user.role).toBe('develop');
      const tenant = await login(t, authApi.developerPortalLogin, {
        account: 'develop@13800000001',
        password: DEMO_PASSWORD_MD5,
      });
      expect(tenant.json().msg).toBe('账号或角色有误,请重新登录');
    });

    it('sends the workbench login to the workbench with a code', async () => {
      const res = await login(t, authApi.workbenchLogin, {
        account: '13800000001',
        password: DEMO_PASSWORD_MD5,
      });
      expect(res.json().data).toMatch(/^\/workbench\?code=/);
    });

    it('hands over to the site of each role, and only to it', async () => {
      const handover = async (token: string | null, target: HandoverTarget) =>
        (await callAs(t, token ? { token } : 'visitor', authApi.judgment, { body: { target } })).response;
      const operator = await loginAs(t.app, 'operator', 'operate');
      const developer = await loginAs(t.app, '13800000002', 'develop');
      const admin = await loginAs(t.app, '13800000001', 'tenant');
      const member = await loginAs(t.app, '13800000005', 'tenant');

      expect((await handover(operator, 'system')).json().data).toMatch(/^\/system\?code=/);
      expect((await handover(developer, 'community')).json().data).toMatch(/^\/community\?code=/);
      expect((await handover(admin, 'workbench')).json().data).toMatch(/^\/workbench\?code=/);
      expect((await handover(admin, 'community')).json().data).toMatch(/^\/community\?code=/);
      // 我要发布 (001 §6): tenants (members too) and developers publish; an operator may not.
      expect((await handover(member, 'b2b')).json().data).toMatch(/^\/supplyPublish\?code=/);
      expect((await handover(developer, 'b2b')).json().data).toMatch(/^\/supplyPublish\?code=/);
      const publishGate = await handover(operator, 'b2b');
      expect(publishGate.statusCode).toBe(403);
      expect(publishGate.json().msg).toBe('请登录【租户、开发者】角色账号');

      const gate = await handover(member, 'community');
      expect(gate.statusCode).toBe(403);
      expect(gate.json().msg).toBe('请登录【开发者】账号或【租户管理员】账号');
      expect((await handover(developer, 'system')).statusCode).toBe(403);
      expect((await handover(operator, 'workbench')).statusCode).toBe(403);
      const anonymous = await handover(null, 'workbench');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe(600);
    });

    it('publishes the second-domain hosts, pointing at the built-in pages', async () => {
      const { response: res } = await callAs(t, 'visitor', authApi.secondDomain, {});
      expect(res.json().data).toEqual({
        system: '/system',
        community: '/community',
        workbench: '/workbench',
        clubsys: '/community',
        b2b: '/supplyPublish',
      });
    });
  });

  describe('sessions', () => {
    it('answers code 600 for a missing, unknown or expired token', async () => {
      for (const who of ['visitor', { token: 'not-a-real-token' }] as const) {
        const { response: res } = await callAs(t, who, authApi.currentUser, {});
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: 600,
          msg: '登录已过期，请重新登录',
          data: null,
          errorCode: 'NOT_LOGGED_IN',
        });
      }
      const { response: check } = await callAs(t, 'visitor', authApi.checkToken, {});
      expect(check.json().code).toBe(600);
    });

    it('renews a session while it is used and ends it after 12 idle hours', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await loginAs(t.app, '13800000002', 'develop');
      vi.setSystemTime(Date.now() + 11 * 3_600_000);
      const { response: check } = await callAs(t, { token }, authApi.checkToken, {});
      expect(check.json()).toEqual({ code: 200, msg: '成功', data: { valid: true } });
      vi.setSystemTime(Date.now() + 11 * 3_600_000);
      expect((await currentUser(token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 12 * 3_600_000 + 1000);
      expect((await currentUser(token)).json().code).toBe(600);
    });

    it('revokes the session on logout, and logout never fails', async () => {
      const token = await loginAs(t.app, 'operator', 'operate');
      const { response: out } = await callAs(t, { token }, authApi.logout, {});
      expect(out.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
      expect((await currentUser(token)).json().code).toBe(600);
      const { response: again } = await callAs(t, { token }, authApi.logout, {});
      expect(again.statusCode).toBe(200);
    });

    it('stores tokens only hashed', async () => {
      const token = await loginAs(t.app, 'operator', 'operate');
      const rows = await t.database.db.selectFrom('session').select('tokenHash').execute();
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });
  });
});
