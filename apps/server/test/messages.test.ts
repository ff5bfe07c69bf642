import { messagesAdminApi } from '@portal/shared/messages-admin';
import { captchaApi, siteApi } from '@portal/shared/site';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

describe.each(engines)('contact messages on %s', (engine) => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh address per test keeps the per-address limits out of tests that are not about them. */
  const freshIp = () => `10.5.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** A new image captcha and its answer (read from the table, as only the server knows it). */
  async function captcha(): Promise<{ captchaId: string; captcha: string }> {
    const res = await callAs(t, 'visitor', captchaApi.image, {}, { remoteAddress: freshIp() });
    const { id } = res.body.data;
    const row = await t.database.db
      .selectFrom('captchaChallenge')
      .select('answer')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { captchaId: id, captcha: row.answer as string };
  }
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: '刘先生',
    tel: '13812345678',
    email: 'liu@example.com',
    content: '想了解冷库温度监控方案的报价。',
    source: 'AboutUs',
    ...overrides,
  });
  /** Sent as given: some tests send what the contract refuses. */
  const send = async (payload: Record<string, unknown>, ip = freshIp()) =>
    (await callAs(t, 'visitor', siteApi.saveMessage, malformed({ body: payload }), { remoteAddress: ip }))
      .response;
  const messageCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('contactMessage')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a complete message with the right captcha', async () => {
    const before = await messageCount();
    const res = await send(
      { ...form({ name: '  刘先生 ', source: 'Contact' }), ...(await captcha()) },
      '10.4.4.4',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('留言成功，我们会尽快与您联系');
    expect(body.data.id).toEqual(expect.any(Number));
    expect(await messageCount()).toBe(before + 1);
    const row = await t.database.db
      .selectFrom('contactMessage')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: '刘先生',
      tel: '13812345678',
      email: 'liu@example.com',
      content: '想了解冷库温度监控方案的报价。',
      source: 'Contact',
      ip: '10.4.4.4',
    });
  });

  it('accepts a landline and a lowercase captcha answer', async () => {
    const { captchaId, captcha: answer } = await captcha();
    const res = await send({ ...form({ tel: '0371-65432100' }), captchaId, captcha: answer.toLowerCase() });
    expect(res.statusCode).toBe(200);
  });

  // Spec 000 §5, in its order; each refusal names its field and stores nothing.
  it.each([
    ['name', { name: '' }, '请添加姓名'],
    ['name', { name: '   ' }, '请添加姓名'],
    ['tel', { tel: '' }, '请添加电话'],
    ['tel', { tel: '14712345678' }, '电话格式错误！'],
    ['tel', { tel: '138-1234' }, '电话格式错误！'],
    ['email', { email: '' }, '请添加邮箱！'],
    ['email', { email: 'liu@example' }, '邮箱格式错误！'],
    ['content', { content: '' }, '请添加留言内容'],
    ['content', { content: '字'.repeat(501) }, '留言内容不能超过500个字'],
    ['captcha', { captcha: '' }, '请添加验证码'],
  ])('refuses an invalid %s (%o) with the spec text and stores nothing', async (field, change, text) => {
    const before = await messageCount();
    const challenge = await captcha();
    const res = await send({ ...form(), ...challenge, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: text,
      data: { fieldErrors: { [field]: text } },
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await messageCount()).toBe(before);
    // Nothing changed: the captcha was not used up and still lets the corrected form through.
    expect((await send({ ...form(), ...challenge })).statusCode).toBe(200);
  });

  it('checks in the spec order: the first missing field is the one named', async () => {
    const res = await send({});
    expect(res.json()).toEqual({
      code: 400,
      msg: '请添加姓名',
      data: { fieldErrors: { name: '请添加姓名' } },
      errorCode: 'VALIDATION_FAILED',
    });
    const noTel = await send({ name: '刘先生', email: 'bad', content: '' });
    expect(noTel.json().msg).toBe('请添加电话');
    const badEmailNoContent = await send({ name: '刘先生', tel: '13812345678', email: 'bad', content: '' });
    expect(badEmailNoContent.json().msg).toBe('邮箱格式错误！');
  });

  it('refuses a wrong captcha answer, and that captcha cannot be tried again', async () => {
    const before = await messageCount();
    const { captchaId, captcha: answer } = await captcha();
    const wrong = answer === 'AAAA' ? 'BBBB' : 'AAAA';
    const res = await send({ ...form(), captchaId, captcha: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: '验证码错误，请重新输入',
      data: { fieldErrors: { captcha: '验证码错误，请重新输入' } },
      errorCode: 'VALIDATION_FAILED',
    });
    const retry = await send({ ...form(), captchaId, captcha: answer });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().msg).toBe('验证码已失效，请刷新验证码后重试');
    expect(await messageCount()).toBe(before);
  });

  it('refuses a captcha used before', async () => {
    const challenge = await captcha();
    expect((await send({ ...form(), ...challenge })).statusCode).toBe(200);
    const before = await messageCount();
    const again = await send({ ...form(), ...challenge });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fieldErrors).toEqual({ captcha: '验证码已失效，请刷新验证码后重试' });
    expect(await messageCount()).toBe(before);
  });

  it('refuses an expired captcha and an unknown one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const challenge = await captcha();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const expired = await send({ ...form(), ...challenge });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().msg).toBe('验证码已失效，请刷新验证码后重试');
    const unknown = await send({ ...form(), captchaId: 'made-up', captcha: 'ABCD' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('验证码已失效，请刷新验证码后重试');
  });

  it('limits messages per address', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < 10; i++)
      expect((await send({ ...form(), ...(await captcha()) }, ip)).statusCode).toBe(200);
    const before = await messageCount();
    const blocked = await send({ ...form(), ...(await captcha()) }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      msg: '留言过于频繁，请稍后再试',
      data: null,
      errorCode: 'RATE_LIMITED',
    });
    expect(await messageCount()).toBe(before);
    expect((await send({ ...form(), ...(await captcha()) }, '10.3.3.4')).statusCode).toBe(200);
  });

  it('checks sizes and types of the body', async () => {
    const res = await send({ ...form(), name: 5, source: 'Home' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fieldErrors)).toEqual(expect.arrayContaining(['name', 'source']));
  });

  describe('list for operators', () => {
    it('shows messages newest first to an operator, without the sender address', async () => {
      await send({ ...form({ name: '较早留言人' }), ...(await captcha()) });
      await send({ ...form({ name: '最新留言人' }), ...(await captcha()) });
      const token = await loginAs(t.app, 'operator', 'operate');
      const { response: res } = await callAs(t, { token }, messagesAdminApi.list, {
        query: { currentPage: 1, pageSize: 2 },
      });
      expect(res.statusCode).toBe(200);
      const { list, pagination } = res.json().data;
      expect(list).toHaveLength(2);
      expect(list[0].name).toBe('最新留言人');
      expect(list[0].id).toBeGreaterThan(list[1].id);
      expect(list[0]).not.toHaveProperty('ip');
      expect(pagination).toEqual({ currentPage: 1, pageSize: 2, total: await messageCount() });
    });

    it('is closed to visitors and tenants', async () => {
      const { response: visitor } = await callAs(t, 'visitor', messagesAdminApi.list, { query: {} });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe(600);
      const token = await loginAs(t.app, '13800000001', 'tenant');
      const { response: tenant } = await callAs(t, { token }, messagesAdminApi.list, { query: {} });
      expect(tenant.statusCode).toBe(403);
    });
  });
});
