import { accountsApi, authApi, filesApi } from '@portal/shared/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  DEMO_PASSWORD_MD5,
  engines,
  latestSmsCode,
  loginAs,
  md5,
  type TestApp,
} from './helpers.ts';
import { passSlider } from './security-support.ts';
import { callAs, malformed } from './support/call.ts';
import { TINY_PNG } from './support/http.ts';

function multipart(content: Buffer, filename: string, field = 'file') {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(engines)('accounts on %s', (engine) => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh address per test keeps the per-IP limits out of tests that are not about them. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const sendRegisterCode = async (phone: string, ip = freshIp(), ticket?: string) =>
    (
      await callAs(
        t,
        'visitor',
        accountsApi.registerCode,
        { params: { phone }, query: ticket ? { ticket } : {} },
        { remoteAddress: ip },
      )
    ).response;
  const registerForm = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
    account: phone,
    code,
    password: md5('newpass88'),
    type: 0,
    agree: true,
    ...extra,
  });
  /** Sent as given: some tests send what the contract refuses. */
  const register = async (payload: Record<string, unknown>) =>
    (await callAs(t, 'visitor', accountsApi.register, malformed({ body: payload }))).response;
  const outbox = async (phone: string) =>
    (await callAs(t, 'visitor', accountsApi.devSmsOutbox, { query: { phone } })).response;
  const userCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('userAccount')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('SMS codes', () => {
    it('sends a 6-digit code that the outbox shows, newest first', async () => {
      const res = await sendRegisterCode('13700000001');
      expect(res.json()).toEqual({ code: 200, msg: '验证码发送成功', data: null });
      const sent = await outbox('13700000001');
      const [message] = sent.json().data.list;
      expect(message).toMatchObject({ phone: '13700000001', purpose: 'register' });
      expect(message.code).toMatch(/^\d{6}$/);
    });

    it('allows one code per phone per 60 s', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await sendRegisterCode('13700000002')).statusCode).toBe(200);
      const soon = await sendRegisterCode('13700000002');
      expect(soon.statusCode).toBe(429);
      expect(soon.json().msg).toBe('验证码发送过于频繁，请60秒后再试');
      vi.setSystemTime(Date.now() + 61_000);
      expect((await sendRegisterCode('13700000002')).statusCode).toBe(200);
    });

    it('allows 10 codes per phone per day', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Spread over the day, as the hourly limits (and the slider) would stop them sooner.
      for (let i = 0; i < 10; i++) {
        expect((await sendRegisterCode('13700000003')).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 2.2 * 3_600_000);
      }
      const eleventh = await sendRegisterCode('13700000003');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().msg).toBe('该手机号今日获取验证码次数已达上限');
      vi.setSystemTime(Date.now() + 24 * 3_600_000);
      expect((await sendRegisterCode('13700000003')).statusCode).toBe(200);
    });

    it('limits codes per address', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const ip = '10.8.8.8';
      // Within the hour but slower than the lookup limit, with the slider from the third code on.
      for (let i = 0; i < 30; i++) {
        const ticket = i < 2 ? undefined : await passSlider(t.app);
        const phone = `1360000${String(i).padStart(4, '0')}`;
        expect((await sendRegisterCode(phone, ip, ticket)).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 35_000);
      }
      const blocked = await sendRegisterCode('13600009999', ip, await passSlider(t.app));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().msg).toBe('获取验证码过于频繁，请稍后再试');
    });

    it('rejects a malformed phone with the spec text', async () => {
      const res = await sendRegisterCode('12345');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('「phone」请正确输入您的手机号');
    });

    it('does not send a register code to a registered phone', async () => {
      const res = await sendRegisterCode('13800000001');
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toContain('用户名重复');
    });
  });

  describe('registration', () => {
    it('registers a tenant with the chosen password, status 0, and the code used up', async () => {
      await sendRegisterCode('13700000010');
      const code = await latestSmsCode(t.app, '13700000010');
      const res = await register(registerForm('13700000010', code));
      expect(res.json()).toEqual({ code: 200, msg: '注册成功', data: { account: '13700000010' } });

      const { response: check } = await callAs(t, 'visitor', authApi.lookup, {
        body: { account: '13700000010', password: md5('newpass88'), type: '0' },
      });
      expect(check.json().data).toMatchObject({ status: 0, type: 0, isTenantUser: false });
      const token = await loginAs(t.app, '13700000010', 'tenant', md5('newpass88'));
      const { response: me } = await callAs(t, { token }, authApi.currentUser, {});
      expect(me.json().data).toMatchObject({ role: 'tenant', isAdministrator: true });

      const again = await register(registerForm('13700000010', code));
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toContain('用户名重复');
    });

    it('registers personal and enterprise developers', async () => {
      for (const [phone, type] of [
        ['13700000011', 1],
        ['13700000012', 2],
      ] as const) {
        await sendRegisterCode(phone);
        const res = await register(registerForm(phone, await latestSmsCode(t.app, phone), { type }));
        expect(res.statusCode).toBe(200);
        const { response: check } = await callAs(t, 'visitor', authApi.lookup, {
          body: { account: phone, password: md5('newpass88') },
        });
        expect(check.json().data).toMatchObject({ status: 0, type, isTenantUser: false });
      }
    });

    it('refuses a wrong code and changes nothing; five wrong tries kill the code', async () => {
      await sendRegisterCode('13700000013');
      const code = await latestSmsCode(t.app, '13700000013');
      const wrongCode = code === '000000' ? '111111' : '000000';
      const before = await userCount();
      for (let i = 0; i < 4; i++) {
        const res = await register(registerForm('13700000013', wrongCode));
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe('验证码错误');
      }
      const fifth = await register(registerForm('13700000013', wrongCode));
      expect(fifth.json().msg).toBe('验证码错误次数过多，请重新获取');
      const right = await register(registerForm('13700000013', code));
      expect(right.json().msg).toBe('验证码错误次数过多，请重新获取');
      expect(await userCount()).toBe(before);
    });

    it('refuses an expired code', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      await sendRegisterCode('13700000014');
      const code = await latestSmsCode(t.app, '13700000014');
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      const res = await register(registerForm('13700000014', code));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('验证码已过期，请重新获取');
    });

    it('validates the form with the spec texts and changes nothing', async () => {
      const before = await userCount();
      const res = await register({
        account: '',
        code: '',
        password: DEMO_PASSWORD_MD5,
        type: 0,
        agree: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fieldErrors).toMatchObject({
        account: '「account」请输入手机号',
        code: '「code」请输入验证码',
        agree: '「agree」请阅读并同意 隐私协议',
      });
      expect(await userCount()).toBe(before);
    });

    it('checks whether an account is taken', async () => {
      const { response: taken } = await callAs(t, 'visitor', accountsApi.checkAccount, {
        params: { account: '13800000001' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().msg).toContain('用户名重复');
      const { response: free } = await callAs(t, 'visitor', accountsApi.checkAccount, {
        params: { account: '13799999999' },
      });
      expect(free.json().data).toEqual({ exists: false });
    });
  });

  describe('forgot password', () => {
    const sendForgetCode = async (phone: string) =>
      (
        await callAs(
          t,
          'visitor',
          accountsApi.forgetCode,
          { params: { phone }, query: {} },
          { remoteAddress: freshIp() },
        )
      ).response;
    const checkCode = async (phone: string, code: string) =>
      (await callAs(t, 'visitor', accountsApi.checkCode, { body: { phone, code } })).response;
    const reset = async (id: string, password: string, confirm = password) =>
      (
        await callAs(t, 'visitor', accountsApi.resetPassword, {
          params: { id },
          body: { userPassword: md5(password), validatePassword: md5(confirm) },
        })
      ).response;

    it('resets the password with a verified code and ends the old sessions', async () => {
      const oldToken = await loginAs(t.app, '13800000002', 'develop');
      expect((await sendForgetCode('13800000002')).json().msg).toBe('验证码发送成功');
      const code = await latestSmsCode(t.app, '13800000002');
      const verified = await checkCode('13800000002', code);
      expect(verified.statusCode).toBe(200);
      const { id } = verified.json().data;
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await checkCode('13800000002', code)).json().msg).toBe('验证码错误');

      const differ = await reset(id, 'fresh2026', 'other2026');
      expect(differ.statusCode).toBe(400);
      expect(differ.json().msg).toBe('两次密码不一样,请重新输入');

      const done = await reset(id, 'fresh2026');
      expect(done.json()).toEqual({ code: 200, msg: '密码修改成功，请重新登录', data: null });
      const { response: oldSession } = await callAs(t, { token: oldToken }, authApi.currentUser, {});
      expect(oldSession.json().code).toBe(600);
      await expect(loginAs(t.app, '13800000002', 'develop')).rejects.toThrow();
      expect(await loginAs(t.app, '13800000002', 'develop', md5('fresh2026'))).toBeTruthy();
      expect((await reset(id, 'again2026')).json().msg).toBe('验证已失效，请重新获取验证码');
    });

    it('refuses unknown phones', async () => {
      const res = await sendForgetCode('13711111111');
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('该手机号未注册');
    });
  });

  describe('uploads', () => {
    const upload = (content: Buffer, filename: string, token?: string) => {
      const { payload, headers } = multipart(content, filename);
      return t.app.inject({
        method: 'POST',
        url: filesApi.upload.path,
        payload,
        headers: token ? { ...headers, token } : headers,
        remoteAddress: freshIp(),
      });
    };

    it('accepts a PNG by its content and keeps it private to owner and operators', async () => {
      const res = await upload(TINY_PNG, 'card.png');
      expect(res.statusCode).toBe(200);
      const path: string = res.json().data;
      expect(path).toMatch(/^\/api\/tenant\/upload\/files\/[A-Za-z0-9_-]+\.png$/);

      await sendRegisterCode('13700000020');
      const code = await latestSmsCode(t.app, '13700000020');
      expect((await register(registerForm('13700000020', code, { idCardFornt: path }))).statusCode).toBe(200);

      const owner = await loginAs(t.app, '13700000020', 'tenant', md5('newpass88'));
      const operator = await loginAs(t.app, 'operator', 'operate');
      const stranger = await loginAs(t.app, '13800000001', 'tenant');
      const fetchAs = (token?: string) =>
        t.app.inject({ method: 'GET', url: path, headers: token ? { token } : {} });
      const own = await fetchAs(owner);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.rawPayload.equals(TINY_PNG)).toBe(true);
      expect((await fetchAs(operator)).statusCode).toBe(200);
      expect((await fetchAs(stranger)).statusCode).toBe(404);
      expect((await fetchAs()).json().code).toBe(600);
    });

    it('refuses a file that is not JPG or PNG whatever its name says', async () => {
      const res = await upload(Buffer.from('%PDF-1.7 not an image'), 'fake.png');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('上传头像图片只能是 .JPG .JPEG .PNG 格式!');
    });

    it('refuses an image over 3 MB', async () => {
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
      const res = await upload(big, 'big.png');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('上传图片大小不能超过 3MB!');
    });
  });
});

describe('in production', () => {
  it('has no SMS outbox route', async () => {
    const t = await createTestApp('sqlite', { production: true });
    await t.app.ready();
    const { response: res } = await callAs(t, 'visitor', accountsApi.devSmsOutbox, {
      query: { phone: '13800000001' },
    });
    expect(res.statusCode).toBe(404);
    await t.close();
  });
});
