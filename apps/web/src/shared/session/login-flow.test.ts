import { ACCOUNT_TEXTS, type LoginResult, type RegistrationInfo } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback, FeedbackType } from '../api/feedback';
import { RequestError } from '../api/request';
import { storage } from '../api/storage';
import {
  followLoginOutcome,
  type LoginFlowDeps,
  LoginRefusedError,
  returnPathFor,
  runLoginFlow,
  withReturnPath,
} from './login-flow';

const PASSWORD = 'demo1234';
const HASH = md5(PASSWORD);

const loginResult = (
  role: 'tenant' | 'develop' | 'operate',
  tenantId: number | null = null,
): LoginResult => ({
  token: `token-${role}`,
  account: 'acc',
  realName: '王建国',
  user: {
    userId: 7,
    account: 'acc',
    realName: '王建国',
    userAccount: 'acc',
    role,
    tenantId,
    tenantName: tenantId ? '演示冷链科技有限公司' : null,
    isAdministrator: tenantId !== null,
  },
});

const info = (partial: Partial<RegistrationInfo>): RegistrationInfo => ({
  id: 1,
  status: 2,
  type: 0,
  isTenantUser: false,
  account: '13800000001',
  ...partial,
});

type Answer = unknown | ((body: Record<string, unknown>) => unknown);

/** A request layer answering by path; what was posted is kept in order. */
function setup(answers: Record<string, Answer>, currentPath = '/News?id=3') {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const messages: Array<{ type: FeedbackType; text: string }> = [];
  const post = vi.fn(async (url: string, body?: unknown) => {
    const data = body as Record<string, unknown>;
    calls.push({ url, body: data });
    if (!(url in answers)) throw new Error(`unexpected call ${url}`);
    const answer = answers[url];
    const value = typeof answer === 'function' ? answer(data) : answer;
    if (value instanceof Error) throw value;
    return { code: 200, msg: '成功', data: value };
  });
  const feedback: Feedback = {
    message: (type, text) => messages.push({ type, text }),
    confirmLogout: () => {},
  };
  const deps: LoginFlowDeps = {
    request: { post } as unknown as LoginFlowDeps['request'],
    storage,
    feedback: () => feedback,
    currentPath: () => currentPath,
  };
  return { deps, calls, messages, urls: () => calls.map((call) => call.url) };
}

const CHECK = '/api/developer/Login/check';
const SSO_TENANT = '/api/oauth/kc/loginIndustrialInternet';
const SSO_DEVELOPER = '/api/oauth/kc/loginIndustrialInternet2';
const LOGIN = '/api/oauth/Login';

afterEach(() => {
  vi.useRealTimers();
});

describe('tenant path (spec 000 §4)', () => {
  it('sends the image captcha, when given, with every call of the flow', async () => {
    const { deps, calls } = setup({ [CHECK]: info({ status: 2 }), [SSO_TENANT]: '/minddle?code=abc' });
    await runLoginFlow(
      {
        account: '13800000001',
        password: PASSWORD,
        role: 'tenant',
        captcha: { id: 'c-1', answer: ' ab7k ' },
      },
      deps,
    );
    expect(calls).toEqual([
      {
        url: CHECK,
        body: { account: '13800000001', password: HASH, type: '0', captchaId: 'c-1', captcha: 'ab7k' },
      },
      {
        url: SSO_TENANT,
        body: {
          account: '13800000001',
          password: HASH,
          origin: 'password',
          code: null,
          captchaId: 'c-1',
          captcha: 'ab7k',
        },
      },
    ]);
  });

  it.each([
    ['approved', info({ status: 2 })],
    ['without a registration id', info({ id: null, status: 0 })],
    ['a tenant member', info({ id: 5, status: 1, isTenantUser: true })],
  ])('signs in %s by single sign-on and returns to the current page', async (_, registration) => {
    const { deps, calls, messages } = setup({
      [CHECK]: registration,
      [SSO_TENANT]: '/minddle?code=abc',
    });

    const outcome = await runLoginFlow(
      { account: ' 13800000001 ', password: PASSWORD, role: 'tenant' },
      deps,
    );

    expect(calls).toEqual([
      { url: CHECK, body: { account: '13800000001', password: HASH, type: '0' } },
      { url: SSO_TENANT, body: { account: '13800000001', password: HASH, origin: 'password', code: null } },
    ]);
    expect(outcome).toEqual({ kind: 'redirect', to: '/minddle?code=abc&redirect=%2FNews%3Fid%3D3' });
    expect(messages).toEqual([]);
    expect(storage.get(STORAGE_KEYS.role)).toBe('tenant');
    expect(storage.getJson(STORAGE_KEYS.registerInfo)).toEqual(registration);
  });

  it.each([0, 1, 3])(
    'warns an account with status %i, gives it a plain session and opens the tenant centre',
    async (status) => {
      const { deps, calls, messages } = setup({
        [CHECK]: info({ status }),
        [LOGIN]: loginResult('tenant', 12),
      });

      const outcome = await runLoginFlow(
        { account: '13800000004', password: PASSWORD, role: 'tenant' },
        deps,
      );

      expect(outcome).toEqual({ kind: 'certify', to: '/admin/personTent' });
      expect(messages).toEqual([{ type: 'warning', text: ACCOUNT_TEXTS.certificationIncomplete }]);
      expect(calls.map((call) => call.url)).toEqual([CHECK, LOGIN]);
      expect(calls[1]?.body).toMatchObject({ account: '13800000004', password: HASH, role: 'tenant' });
      expect(storage.get(STORAGE_KEYS.token)).toBe('token-tenant');
      expect(storage.get(STORAGE_KEYS.tenantId)).toBe('12');
      expect(storage.getJson(STORAGE_KEYS.userInfo)).toMatchObject({ realName: '王建国', role: 'tenant' });
    },
  );
});

describe('developer path (spec 000 §4, 002 §4)', () => {
  it('refuses a tenant account (type 0) with 账号或角色有误,请重新登录 and logs nothing in', async () => {
    const { deps, urls, messages } = setup({ [CHECK]: info({ type: 0 }) });

    await expect(
      runLoginFlow({ account: '13800000001', password: PASSWORD, role: 'develop' }, deps),
    ).rejects.toBeInstanceOf(LoginRefusedError);

    expect(urls()).toEqual([CHECK]);
    expect(messages).toEqual([{ type: 'error', text: '账号或角色有误,请重新登录' }]);
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.role)).toBeNull();
    expect(storage.get(STORAGE_KEYS.registerInfo)).toBeNull();
  });

  it('warns an uncertified developer (status 0), gives a plain session and opens the developer centre', async () => {
    const { deps, calls, messages } = setup({
      [CHECK]: info({ type: 1, status: 0 }),
      [LOGIN]: loginResult('develop'),
    });

    const outcome = await runLoginFlow({ account: 'dev', password: PASSWORD, role: 'develop' }, deps);

    expect(outcome).toEqual({ kind: 'certify', to: '/admin/personDev' });
    expect(messages).toEqual([{ type: 'warning', text: '请先完善认证信息' }]);
    expect(calls[0]).toEqual({ url: CHECK, body: { account: 'dev', password: HASH } });
    expect(calls[1]).toMatchObject({ url: LOGIN, body: { account: 'dev', role: 'develop' } });
    expect(storage.get(STORAGE_KEYS.role)).toBe('develop');
    expect(storage.get(STORAGE_KEYS.tenantId)).toBeNull();
  });

  it.each([1, 2])(
    'signs in a certified developer of type %i by single sign-on, account tagged develop@',
    async (type) => {
      const { deps, calls } = setup({
        [CHECK]: info({ type, status: 2 }),
        [SSO_DEVELOPER]: '/minddle?code=dev1',
      });

      const outcome = await runLoginFlow(
        { account: '13800000002', password: PASSWORD, role: 'develop' },
        deps,
      );

      expect(calls[1]).toEqual({
        url: SSO_DEVELOPER,
        body: { account: 'develop@13800000002', password: HASH, origin: 'password', code: null },
      });
      expect(outcome).toEqual({ kind: 'redirect', to: '/minddle?code=dev1&redirect=%2FNews%3Fid%3D3' });
      expect(storage.get(STORAGE_KEYS.role)).toBe('develop');
    },
  );

  it.each([1, 3])(
    'opens the developer centre without a warning while certification is at status %i',
    async (status) => {
      const { deps, urls, messages } = setup({
        [CHECK]: info({ type: 1, status }),
        [LOGIN]: loginResult('develop'),
      });

      const outcome = await runLoginFlow({ account: 'dev', password: PASSWORD, role: 'develop' }, deps);

      expect(outcome).toEqual({ kind: 'certify', to: '/admin/personDev' });
      expect(urls()).toEqual([CHECK, LOGIN]);
      expect(messages).toEqual([]);
    },
  );
});

describe('operator path', () => {
  it('logs in with role operate, stores the session and asks for a reload', async () => {
    const { deps, calls } = setup({ [LOGIN]: loginResult('operate') });

    const outcome = await runLoginFlow({ account: 'operator', password: PASSWORD, role: 'operate' }, deps);

    expect(outcome).toEqual({ kind: 'reload' });
    expect(calls).toEqual([
      {
        url: LOGIN,
        body: { account: 'operator', password: HASH, role: 'operate', origin: 'password', code: null },
      },
    ]);
    expect(storage.get(STORAGE_KEYS.token)).toBe('token-operate');
    expect(storage.get(STORAGE_KEYS.role)).toBe('operate');
  });
});

describe('remember-me, failures and repeats', () => {
  it('remembers the account only, never the password', async () => {
    const { deps } = setup({ [LOGIN]: loginResult('operate') });

    await runLoginFlow({ account: 'operator', password: PASSWORD, role: 'operate', remember: true }, deps);

    expect(storage.get(STORAGE_KEYS.accountInfo)).toBe('operator');
    for (let index = 0; index < localStorage.length; index++) {
      const value = localStorage.getItem(localStorage.key(index) ?? '') ?? '';
      expect(value).not.toContain(PASSWORD);
      expect(value).not.toContain(HASH);
    }
  });

  it('blanks a remembered account when remember-me is off, and leaves it when not offered', async () => {
    storage.set(STORAGE_KEYS.accountInfo, 'someone');
    const { deps } = setup({ [LOGIN]: loginResult('operate') });

    await runLoginFlow({ account: 'operator', password: PASSWORD, role: 'operate' }, deps);
    expect(storage.get(STORAGE_KEYS.accountInfo)).toBe('someone');

    await runLoginFlow({ account: 'operator', password: PASSWORD, role: 'operate', remember: false }, deps);
    expect(storage.get(STORAGE_KEYS.accountInfo)).toBeNull();
  });

  it('clears the stored login data when a login fails and passes the failure on', async () => {
    storage.set(STORAGE_KEYS.token, 'old-token');
    storage.set(STORAGE_KEYS.role, 'tenant');
    storage.set(STORAGE_KEYS.tenantId, '3');
    storage.setJson(STORAGE_KEYS.domain, { system: '/system' });
    const wrong = new RequestError({ code: 400, msg: '账号或密码错误', data: null });
    const { deps } = setup({ [CHECK]: wrong });

    await expect(runLoginFlow({ account: 'x', password: 'wrong123', role: 'tenant' }, deps)).rejects.toBe(
      wrong,
    );

    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.role)).toBeNull();
    expect(storage.get(STORAGE_KEYS.tenantId)).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.domain)).toEqual({ system: '/system' });
  });

  it('runs one login for a double submit', async () => {
    const { deps, urls } = setup({ [LOGIN]: loginResult('operate') });
    const input = { account: 'operator', password: PASSWORD, role: 'operate' } as const;

    const [first, second] = await Promise.all([runLoginFlow(input, deps), runLoginFlow(input, deps)]);

    expect(first).toEqual(second);
    expect(urls()).toEqual([LOGIN]);
    // Once finished, a new login may start.
    await runLoginFlow(input, deps);
    expect(urls()).toEqual([LOGIN, LOGIN]);
  });
});

describe('the return address after single sign-on', () => {
  it.each([
    ['/News?id=3', '/News?id=3'],
    ['/', '/'],
    ['/Login', '/'],
    ['/login?x=1', '/'],
    ['/WorkLogin', '/'],
    ['/Register', '/'],
    ['/minddle?code=a', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
  ])('from %s returns to %s', (path, expected) => {
    expect(returnPathFor(path)).toBe(expected);
  });

  it('appends redirect with & or ? as the address needs', () => {
    expect(withReturnPath('/minddle?code=a', '/News')).toBe('/minddle?code=a&redirect=%2FNews');
    expect(withReturnPath('https://sso.example/in', '/')).toBe('https://sso.example/in?redirect=%2F');
  });
});

describe('followLoginOutcome (500 ms, spec 000 §4)', () => {
  it('navigates inside the app to a same-site address after 500 ms', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const assign = vi.fn();
    const done = followLoginOutcome({ kind: 'redirect', to: '/minddle?code=a' }, navigate, { assign });

    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigate).toHaveBeenCalledWith('/minddle?code=a');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads another site by address, opens the certification page, reloads for operators', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const assign = vi.fn();
    const reload = vi.fn();
    const deps = { assign, reload };

    const external = followLoginOutcome(
      { kind: 'redirect', to: 'https://community.example/?code=a' },
      navigate,
      deps,
    );
    const certify = followLoginOutcome({ kind: 'certify', to: '/admin/personDev' }, navigate, deps);
    const again = followLoginOutcome({ kind: 'reload' }, navigate, deps);
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([external, certify, again]);

    expect(assign).toHaveBeenCalledWith('https://community.example/?code=a');
    expect(navigate).toHaveBeenCalledWith('/admin/personDev');
    expect(reload).toHaveBeenCalledOnce();
  });
});
