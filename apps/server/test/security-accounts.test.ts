import { createHash } from 'node:crypto';
import { accountsApi, GUARD_CODES } from '@portal/shared/accounts';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines, latestSmsCode, md5 } from './helpers.ts';
import { createSecurityApp, logsSettled, passSlider, type SecurityTestApp } from './security-support.ts';
import { callAs } from './support/call.ts';

const HOUR = 3_600_000;

describe.each(engines)('accounts security on %s (issue 9, findings 6, 7, 8)', (engine) => {
  let t: SecurityTestApp;
  let ipCounter = 0;
  const freshIp = () => `10.70.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  let phoneCounter = 0;
  const freshPhone = () => `1357${String(++phoneCounter).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createSecurityApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** A raw address (one no contract matches), from a fresh address unless told. */
  const get = (url: string, ip = freshIp()) => t.app.inject({ method: 'GET', url, remoteAddress: ip });
  const registerCode = async (phone: string, ip = freshIp(), ticket?: string) =>
    (
      await callAs(
        t,
        'visitor',
        accountsApi.registerCode,
        { params: { phone }, query: ticket ? { ticket } : {} },
        { remoteAddress: ip },
      )
    ).response;
  const forgetCode = async (phone: string, ip = freshIp()) =>
    (
      await callAs(
        t,
        'visitor',
        accountsApi.forgetCode,
        { params: { phone }, query: {} },
        { remoteAddress: ip },
      )
    ).response;
  const checkAccount = async (account: string, ip = freshIp()) =>
    (await callAs(t, 'visitor', accountsApi.checkAccount, { params: { account } }, { remoteAddress: ip }))
      .response;
  const outboxCount = async (phone: string) =>
    (await callAs(t, 'visitor', accountsApi.devSmsOutbox, { query: { phone } })).body.data.list.length;
  /** How the request log writes a path whose parameters it hides. */
  const hidden = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, '***');
  const completedLines = () => t.logs.filter((line) => line.msg === 'request completed');

  describe('the password-reset ticket (finding 6)', () => {
    const ticketFor = async (phone: string) => {
      expect((await forgetCode(phone)).statusCode).toBe(200);
      const code = await latestSmsCode(t.app, phone);
      const res = await callAs(t, 'visitor', accountsApi.checkCode, { body: { phone, code } });
      return res.body.data.id as string;
    };
    const reset = async (ticket: string, password: string, confirm = password) =>
      (
        await callAs(t, 'visitor', accountsApi.resetPassword, {
          params: { id: ticket },
          body: { userPassword: md5(password), validatePassword: md5(confirm) },
        })
      ).response;

    it('is stored only as its SHA-256 hash, and still works once', async () => {
      const ticket = await ticketFor('13800000004');
      const rows = await t.database.db.selectFrom('passwordResetTicket').selectAll().execute();
      expect(rows.some((row) => Object.values(row).includes(ticket))).toBe(false);
      expect(rows.map((row) => row.ticketHash)).toContain(createHash('sha256').update(ticket).digest('hex'));
      expect((await reset(ticket, 'fresh2026')).statusCode).toBe(200);
      expect((await reset(ticket, 'again2026')).json().msg).toBe('验证已失效，请重新获取验证码');
    });

    it('never reaches a log line, not even after a failed attempt', async () => {
      const ticket = await ticketFor('13800000005');
      await logsSettled();
      const earlier = completedLines().length;
      const failed = await reset(ticket, 'fresh2026', 'other2026');
      expect(failed.statusCode).toBe(400);
      expect((await reset(`${ticket}x`, 'fresh2026')).statusCode).toBe(400);
      // Too long for a path parameter: refused before any route matches, and not logged either.
      expect((await reset(`${ticket}`.repeat(3), 'fresh2026')).statusCode).toBe(414);
      await logsSettled();
      const lines = completedLines().slice(earlier);
      expect(lines.map((line) => line.url)).toEqual([
        hidden(accountsApi.resetPassword.path),
        hidden(accountsApi.resetPassword.path),
      ]);
      expect(JSON.stringify(t.logs)).not.toContain(ticket);
      // The ticket is still good for its owner.
      expect((await reset(ticket, 'fresh2026')).statusCode).toBe(200);
    });
  });

  describe('phone numbers and accounts in paths (finding 8)', () => {
    it('are logged as *** on every route that carries them, matched or not', async () => {
      const phone = freshPhone();
      await registerCode(phone);
      await checkAccount(phone);
      await forgetCode(phone);
      await checkAccount('someone@example.com');
      await registerCode(`${phone}9`);
      await get(`${pathWith(accountsApi.registerCode.path, { phone })}/extra`);
      await get(`${pathWith(accountsApi.forgetCode.path, { phone })}?n=1`);
      await logsSettled();
      const everything = JSON.stringify(t.logs);
      expect(everything).not.toContain(phone);
      expect(everything).not.toContain('someone@example.com');
      const urls = completedLines().map((line) => line.url);
      expect(urls).toEqual(
        expect.arrayContaining([
          hidden(accountsApi.registerCode.path),
          hidden(accountsApi.checkAccount.path),
          hidden(accountsApi.forgetCode.path),
        ]),
      );
      // Other addresses are logged as they are, without their query.
      await callAs(t, 'visitor', contentApi.newsDetail, { params: { id: 1 }, query: { isClick: 'false' } });
      await logsSettled();
      expect(completedLines().at(-1)?.url).toBe(pathWith(contentApi.newsDetail.path, { id: 1 }));
    });
  });

  describe('account lookups (finding 7)', () => {
    it('allows an address 20 lookups in 10 minutes across the three calls, then 429', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const ip = freshIp();
      for (let i = 0; i < 8; i++) expect((await checkAccount(freshPhone(), ip)).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) expect((await forgetCode(freshPhone(), ip)).statusCode).toBe(404);
      for (let i = 0; i < 6; i++) {
        expect([200, 400]).toContain((await registerCode(freshPhone(), ip)).statusCode);
      }
      for (const call of [checkAccount, forgetCode, registerCode]) {
        const refused = await call(freshPhone(), ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().msg).toBe('操作过于频繁，请稍后再试');
      }
      expect((await checkAccount(freshPhone(), freshIp())).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
      expect((await checkAccount(freshPhone(), ip)).statusCode).toBe(200);
    });
  });

  describe('SMS codes (finding 7)', () => {
    it('sends at most 5 codes an hour to one phone', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const phone = freshPhone();
      for (let i = 0; i < 5; i++) {
        const ticket = i < 2 ? undefined : await passSlider(t.app);
        expect((await registerCode(phone, freshIp(), ticket)).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 61_000);
      }
      const sixth = await registerCode(phone, freshIp(), await passSlider(t.app));
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toBe('该手机号获取验证码过于频繁，请1小时后再试');
      expect(await outboxCount(phone)).toBe(5);
      vi.setSystemTime(Date.now() + HOUR);
      expect((await registerCode(phone, freshIp())).statusCode).toBe(200);
    });

    it("asks for the slider from a phone's third code in an hour, and sends with its ticket", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const phone = freshPhone();
      // The first two codes: the spec's call exactly, no ticket.
      for (let i = 0; i < 2; i++) {
        expect((await registerCode(phone)).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 61_000);
      }
      const asked = await registerCode(phone);
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual({
        code: GUARD_CODES.sliderRequired,
        msg: '请先拖动滑块完成验证',
        data: { fieldErrors: { ticket: '请先拖动滑块完成验证' } },
        errorCode: 'VALIDATION_FAILED',
      });
      expect(await outboxCount(phone)).toBe(2);
      // The refusal did not use up the minute: the retry with a ticket goes at once.
      const ticket = await passSlider(t.app);
      expect((await registerCode(phone, freshIp(), ticket)).statusCode).toBe(200);
      expect(await outboxCount(phone)).toBe(3);

      vi.setSystemTime(Date.now() + 61_000);
      const reused = await registerCode(phone, freshIp(), ticket);
      expect(reused.json()).toMatchObject({
        code: GUARD_CODES.sliderRequired,
        msg: '滑块验证已失效，请重新拖动滑块',
      });
      const bogus = await registerCode(phone, freshIp(), 'no-such-ticket');
      expect(bogus.json().code).toBe(GUARD_CODES.sliderRequired);
      // An hour after, the spec's call works again.
      vi.setSystemTime(Date.now() + HOUR);
      expect((await registerCode(phone)).statusCode).toBe(200);
    });

    it("asks for the slider from an address's third code in an hour, whatever the phones", async () => {
      const ip = freshIp();
      expect((await registerCode(freshPhone(), ip)).statusCode).toBe(200);
      expect((await forgetCode('13800000001', ip)).statusCode).toBe(200);
      const phone = freshPhone();
      const asked = await registerCode(phone, ip);
      expect(asked.json().code).toBe(GUARD_CODES.sliderRequired);
      expect(await outboxCount(phone)).toBe(0);
      expect((await registerCode(phone, ip, await passSlider(t.app))).statusCode).toBe(200);
    });

    it('sends one code for parallel requests for one phone', async () => {
      const phone = freshPhone();
      const answers = await Promise.all(Array.from({ length: 20 }, () => registerCode(phone)));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(19);
      expect(await outboxCount(phone)).toBe(1);
    });

    it('sends two codes for parallel requests from one address without the slider', async () => {
      const ip = freshIp();
      const phones = Array.from({ length: 15 }, freshPhone);
      const answers = await Promise.all(phones.map((phone) => registerCode(phone, ip)));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((res) => res.json().code === GUARD_CODES.sliderRequired)).toHaveLength(13);
      const sent = await Promise.all(phones.map(outboxCount));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    });
  });
});
