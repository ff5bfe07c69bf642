import { randomBytes } from 'node:crypto';
import { authApi, GUARD_CODES } from '@portal/shared/accounts';
import type { Endpoint } from '@portal/shared/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppInstance } from '../src/app.ts';
import { LOGIN_LIMITS } from '../src/auth/login-throttle.ts';
import { verifyPassword } from '../src/lib/crypto.ts';
import { RedisRateLimitStore } from '../src/lib/rate-limit.ts';
import { DEMO_PASSWORD_MD5, engines, md5 } from './helpers.ts';
import {
  createSecurityApp,
  legacyScryptHash,
  type SecurityTestApp,
  solveCaptcha,
} from './security-support.ts';
import { type CallOptions, callAs, malformed } from './support/call.ts';

// Every password check is counted, to see how many hashes an attacker gets to run.
vi.mock('../src/lib/crypto.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/crypto.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const hashesChecked = () => vi.mocked(verifyPassword).mock.calls.length;

type Body = Record<string, unknown>;

/** A sign-in call, its body sent as given: some leave out what the contract asks for. */
const signIn = async (
  app: AppInstance,
  body: Body,
  options: CallOptions = {},
  endpoint: Endpoint = authApi.login,
) => (await callAs({ app }, 'visitor', endpoint, malformed({ body }), options)).response;

describe.each(engines)('login throttle on %s (issue 9, finding 2)', (engine) => {
  let t: SecurityTestApp;
  let ipCounter = 0;
  const freshIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createSecurityApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  const login = (body: Body, ip: string, endpoint: Endpoint = authApi.login) =>
    signIn(t.app, body, { remoteAddress: ip }, endpoint);
  const owner = (account: string, extra: Body = {}) => ({ account, password: DEMO_PASSWORD_MD5, ...extra });
  const wrong = (account: string, i = 0) => ({ account, password: md5(`wrong-${i}`) });

  it('checks at most 3 of 200 parallel wrong passwords for one account from one address', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(wrong('13800000003', i), ip)),
    );
    expect(hashesChecked()).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterAccountFailures);
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 429)).toBe(true);
    // The owner still gets in from elsewhere, with the captcha.
    const back = await login(owner('13800000003', await solveCaptcha(t.app)), freshIp());
    expect(back.statusCode).toBe(200);
  });

  it('checks at most 3 of 200 parallel wrong passwords for one account from 200 addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(wrong('13800000002', i), freshIp())),
    );
    expect(hashesChecked()).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterAccountFailures);
    const codes = new Set(answers.map((res) => res.json().code));
    expect([...codes].every((code) => code === 400 || code === GUARD_CODES.captchaRequired)).toBe(true);
    await login(owner('13800000002', await solveCaptcha(t.app)), freshIp());
  });

  it('checks at most 20 of 200 parallel guesses from one address at many accounts', async () => {
    const ip = freshIp();
    await Promise.all(Array.from({ length: 200 }, (_, i) => login(wrong(`1395555${i}`), ip)));
    expect(hashesChecked()).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterAddressFailures);
  });

  it("never locks the owner out: after an attacker's failures the owner gets in with the captcha", async () => {
    const attacker = freshIp();
    for (let i = 0; i < 40; i++) await login(wrong('13800000001', i), attacker);
    const ownerIp = freshIp();

    const asked = await login(owner('13800000001', { role: 'tenant' }), ownerIp);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      code: GUARD_CODES.captchaRequired,
      msg: '请输入图片验证码',
      data: { fieldErrors: { captcha: '请输入图片验证码' } },
      errorCode: 'VALIDATION_FAILED',
    });
    // No password was checked for a login that lacked the captcha.
    const checkedBefore = hashesChecked();
    expect(checkedBefore).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterAccountFailures);

    // The tenant's login flow: the lookup carries the captcha, the single sign-on that follows
    // right after needs none (a correct password cleared the account's count).
    const captcha = await solveCaptcha(t.app);
    const lookup = await login(owner('13800000001', { type: '0', ...captcha }), ownerIp, authApi.lookup);
    expect(lookup.statusCode).toBe(200);
    const sso = await login(owner('13800000001', captcha), ownerIp, authApi.tenantPortalLogin);
    expect(sso.statusCode).toBe(200);
    expect(sso.json().data).toMatch(/^\/minddle\?code=/);
  });

  it('lets a login flow make its second call without a second captcha, even from a busy address', async () => {
    const shared = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterAddressFailures; i++) {
      await login(wrong(`1397777${i}`), shared);
    }
    const captcha = await solveCaptcha(t.app);
    const lookup = await login(owner('13800000001', { type: '0', ...captcha }), shared, authApi.lookup);
    expect(lookup.statusCode).toBe(200);
    const sso = await login(owner('13800000001', captcha), shared, authApi.tenantPortalLogin);
    expect(sso.statusCode).toBe(200);
    // Another account from that address still needs the captcha.
    const other = await login(owner('13800000002', { role: 'develop' }), shared);
    expect(other.json().code).toBe(GUARD_CODES.captchaRequired);
  });

  it('refuses a wrong or reused captcha without checking the password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login(wrong('13800000005', i), freshIp());
    vi.mocked(verifyPassword).mockClear();
    const captcha = await solveCaptcha(t.app);
    const wrongAnswer = await login(
      owner('13800000005', {
        captchaId: captcha.captchaId,
        captcha: captcha.captcha === 'AAAA' ? 'BBBB' : 'AAAA',
      }),
      ip,
    );
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json()).toMatchObject({
      code: GUARD_CODES.captchaRequired,
      msg: '验证码错误，请重新输入',
      data: { fieldErrors: { captcha: '验证码错误，请重新输入' } },
    });
    // A wrong answer used the challenge up.
    const reused = await login(owner('13800000005', captcha), freshIp());
    expect(reused.json()).toMatchObject({
      code: GUARD_CODES.captchaRequired,
      msg: '验证码已失效，请刷新验证码后重试',
    });
    expect(hashesChecked()).toBe(0);
    expect((await login(owner('13800000005', await solveCaptcha(t.app)), freshIp())).statusCode).toBe(200);
  });

  it('asks for no captcha before the third wrong password, and says when it is asked next', async () => {
    const ip = freshIp();
    const first = await login(wrong('operator', 1), ip);
    const second = await login(wrong('operator', 2), ip);
    expect([first.json().code, second.json().code]).toEqual([400, 400]);
    expect(hashesChecked()).toBe(2);
    const third = await login(wrong('operator', 3), freshIp());
    expect(third.json()).toMatchObject({ code: GUARD_CODES.captchaRequired, msg: '账号或密码错误' });
    const ok = await login(owner('operator', { role: 'operate', ...(await solveCaptcha(t.app)) }), freshIp());
    expect(ok.statusCode).toBe(200);
    // A correct password cleared the count: the next login needs no captcha.
    expect((await login(owner('operator', { role: 'operate' }), freshIp())).statusCode).toBe(200);
  });

  it('slows one address on one account step by step, and no other address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(wrong('13800000004', i), ip)).statusCode).toBe(400);
    // The fourth try from the same address within a second is refused before anything is checked.
    const soon = await login(owner('13800000004', await solveCaptcha(t.app)), ip);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toBe('登录尝试过于频繁，请稍后再试');
    // Elsewhere the owner is not slowed.
    const elsewhere = await login(owner('13800000004', await solveCaptcha(t.app)), freshIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('grows the pause by doubling up to a minute', async () => {
    const { pairDelayMs } = await import('../src/auth/login-throttle.ts');
    expect([1, 2, 3, 4, 5, 6, 9, 20].map(pairDelayMs)).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 60_000, 60_000,
    ]);
  });

  it('refuses an address that floods, only that address, whatever it sends', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.addressFlood; i++) await login(wrong(`flood${i}`), ip);
    expect(hashesChecked()).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterAddressFailures);
    const flooded = await login(owner('13800000002', await solveCaptcha(t.app)), ip);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().msg).toBe('密码错误次数过多，请稍后再试');
    expect((await login(owner('13800000002', { role: 'develop' }), freshIp())).statusCode).toBe(200);
  });
});

describe.each(engines)('password hashes on %s (issue 9, finding 8)', (engine) => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await createSecurityApp(engine);
  });
  afterAll(() => t.close());

  const storedHash = async (account: string) =>
    (
      await t.database.db
        .selectFrom('userAccount')
        .select('passwordHash')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).passwordHash;
  const login = (account: string, password: string, role = 'tenant') =>
    signIn(t.app, { account, password, role });

  it('seeds the demo accounts with argon2id hashes', async () => {
    expect(await storedHash('13800000001')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logs in with an old scrypt hash and replaces it with argon2id; a wrong password changes nothing', async () => {
    const legacy = legacyScryptHash(DEMO_PASSWORD_MD5);
    await t.database.db
      .updateTable('userAccount')
      .set({ passwordHash: legacy })
      .where('account', '=', '13800000003')
      .execute();
    expect((await login('13800000003', md5('not-it1'))).statusCode).toBe(400);
    expect(await storedHash('13800000003')).toBe(legacy);

    expect((await login('13800000003', DEMO_PASSWORD_MD5)).statusCode).toBe(200);
    const rehashed = await storedHash('13800000003');
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('13800000003', DEMO_PASSWORD_MD5)).statusCode).toBe(200);
    expect(await storedHash('13800000003')).toBe(rehashed);
  });

  it('takes as long for an unknown account as for a known one (a decoy hash is checked)', async () => {
    vi.mocked(verifyPassword).mockClear();
    expect((await login('13999999999', DEMO_PASSWORD_MD5)).json().msg).toBe('账号或密码错误');
    expect(vi.mocked(verifyPassword).mock.calls).toHaveLength(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[1]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('client addresses behind a reverse proxy (TRUST_PROXY)', () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await createSecurityApp('sqlite', { trustProxy: 1 });
  });
  afterAll(() => t.close());

  const throughProxy = (client: string, account: string, password: string) =>
    signIn(
      t.app,
      { account, password, role: 'operate' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } },
    );

  it("throttles each client by its own address, not the proxy's", async () => {
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterAddressFailures; i++) {
      await throughProxy('198.51.100.7', `1396666${i}`, md5('x1'));
    }
    const attacker = await throughProxy('198.51.100.7', 'operator', DEMO_PASSWORD_MD5);
    expect(attacker.json().code).toBe(GUARD_CODES.captchaRequired);
    const other = await throughProxy('203.0.113.9', 'operator', DEMO_PASSWORD_MD5);
    expect(other.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.logs.some((line) => line.ip === '203.0.113.9')).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('login counters in Redis', () => {
  const redis = redisUrl ? new Redis(redisUrl) : null;
  const prefix = `portal:test:login:${randomBytes(6).toString('hex')}:`;
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await createSecurityApp('sqlite', {
      rateLimits: () => new RedisRateLimitStore(redis as Redis, prefix),
    });
  });
  afterAll(async () => {
    await t.close();
    const keys = await (redis as Redis).keys(`${prefix}*`);
    if (keys.length > 0) await (redis as Redis).del(...keys);
    await redis?.quit();
  });

  it('keeps the failures when a new server process starts', async () => {
    for (let i = 0; i < 3; i++) {
      await signIn(
        t.app,
        { account: '13800000002', password: md5(`bad${i}x`) },
        { remoteAddress: `10.61.0.${i + 1}` },
      );
    }
    const restarted = await t.another();
    const res = await signIn(
      restarted,
      { account: '13800000002', password: DEMO_PASSWORD_MD5, role: 'develop' },
      { remoteAddress: '10.61.0.9' },
    );
    expect(res.json().code).toBe(GUARD_CODES.captchaRequired);
  });

  it('checks at most 3 of 200 wrong passwords sent in parallel to two processes', async () => {
    const second = await t.another();
    vi.mocked(verifyPassword).mockClear();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(
          i % 2 ? t.app : second,
          { account: '13800000005', password: md5(`p${i}`) },
          { remoteAddress: `10.62.0.${(i % 200) + 1}` },
        ),
      ),
    );
    expect(hashesChecked()).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterAccountFailures);
  });
});
