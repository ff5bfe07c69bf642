import { authApi, type LoginResult } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request';
import { storage } from '../api/storage';
import { type HandoverDeps, openConsole } from './console';
import {
  exchangeHandoverCode,
  isSameSitePath,
  mayOpenCommunity,
  safeRedirect,
  startSession,
} from './handover';
import { readSession } from './useSession';

const result: LoginResult = {
  token: 'tok-1',
  account: '13800000001',
  realName: '王建国',
  user: {
    userId: 1,
    account: '13800000001',
    realName: '王建国',
    userAccount: '13800000001',
    role: 'tenant',
    tenantId: 4,
    tenantName: '演示冷链科技有限公司',
    isAdministrator: true,
  },
};

const ok = (data: unknown) => ({ code: 200, msg: '成功', data });

describe('safe redirect of /minddle', () => {
  it.each([
    ['/News', '/News'],
    ['/AppdetailInfo?title=yysc&catalogue=3', '/AppdetailInfo?title=yysc&catalogue=3'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['News', '/'],
  ])('%j leads to %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('accepts only paths of this site', () => {
    expect(isSameSitePath('/workbench?code=a')).toBe(true);
    expect(isSameSitePath('//x')).toBe(false);
  });
});

describe('exchangeHandoverCode', () => {
  it('stores the session and shares one exchange between repeated calls for the same code', async () => {
    const get = vi.fn().mockResolvedValue(ok(result));
    const deps = { request: { get } as never, storage };

    const [first, second] = await Promise.all([
      exchangeHandoverCode('code-shared-by-two-calls', deps),
      exchangeHandoverCode('code-shared-by-two-calls', deps),
    ]);

    expect(first).toBe(second);
    expect(get).toHaveBeenCalledOnce();
    expect(get).toHaveBeenCalledWith(
      authApi.exchange.path,
      { code: 'code-shared-by-two-calls' },
      { silent: false },
    );
    expect(storage.get(STORAGE_KEYS.token)).toBe('tok-1');
    expect(storage.get(STORAGE_KEYS.role)).toBe('tenant');
    expect(storage.get(STORAGE_KEYS.tenantId)).toBe('4');
  });
});

describe('console handover (spec 000 §6)', () => {
  // The 控制台 button is there only for a stored session.
  beforeEach(() => storage.set(STORAGE_KEYS.token, 'tok'));

  function deps(post: HandoverDeps['request']['post']) {
    return {
      request: { post },
      storage,
      assign: vi.fn<(url: string) => void>(),
      navigate: vi.fn<(to: string) => unknown>(),
    };
  }

  it.each([
    ['operate', 'system'],
    ['develop', 'community'],
    ['tenant', 'workbench'],
  ])('takes a %s session to the %s site', async (role, target) => {
    storage.set(STORAGE_KEYS.role, role);
    const post = vi.fn().mockResolvedValue(ok(`/${target}?code=xyz`));
    const d = deps(post);

    expect(await openConsole(d)).toBe(true);

    expect(post).toHaveBeenCalledWith('/api/oauth/judgment', { target });
    expect(d.assign).toHaveBeenCalledWith(`/${target}?code=xyz`);
  });

  it('takes an account still to be certified to its certification page', async () => {
    storage.set(STORAGE_KEYS.role, 'tenant');
    const post = vi.fn().mockRejectedValue(
      new RequestError({
        code: 403,
        msg: '请先完善认证信息',
        data: null,
        httpStatus: 403,
        errorCode: 'CERTIFICATION_INCOMPLETE',
      }),
    );
    const d = deps(post);

    expect(await openConsole(d)).toBe(false);

    expect(d.assign).not.toHaveBeenCalled();
    expect(d.navigate).toHaveBeenCalledWith('/admin/personTent');
  });

  it('sends a session without a stored role to the account area', async () => {
    const d = deps(vi.fn());
    expect(await openConsole(d)).toBe(false);
    expect(d.navigate).toHaveBeenCalledWith('/admin');
  });

  it('lets developers and tenant administrators into the community, not tenant members', () => {
    storage.set(STORAGE_KEYS.role, 'develop');
    expect(mayOpenCommunity(readSession())).toBe(true);
    storage.set(STORAGE_KEYS.role, 'tenant');
    storage.setJson(STORAGE_KEYS.userInfo, result.user);
    expect(mayOpenCommunity(readSession())).toBe(true);
    storage.setJson(STORAGE_KEYS.userInfo, { ...result.user, isAdministrator: false });
    expect(mayOpenCommunity(readSession())).toBe(false);
    storage.set(STORAGE_KEYS.role, 'operate');
    expect(mayOpenCommunity(readSession())).toBe(false);
  });
});

describe('startSession (spec 002 §2.3)', () => {
  const domain = {
    system: '/system',
    community: '/community',
    workbench: '/workbench',
    clubsys: '/community',
    b2b: '/supplyPublish',
  };

  it('keeps the second-domain hosts and checks a stored token quietly', async () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    const get = vi.fn(async (url: string) => ok(url.includes('SecondDomain') ? domain : { valid: true }));

    await startSession({ request: { get } as never, storage });

    expect(get).toHaveBeenCalledWith('/api/system/SysConfig/getSecondDomain', undefined, { silent: true });
    expect(get).toHaveBeenCalledWith('/api/oauth/checkToken', undefined, { silent: true });
    expect(storage.getJson(STORAGE_KEYS.domain)).toEqual(domain);
  });

  it('asks a session still to be certified for the current status, so an approval opens the portal', async () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.set(STORAGE_KEYS.role, 'tenant');
    storage.setJson(STORAGE_KEYS.registerInfo, {
      id: 7,
      status: 1,
      type: 0,
      isTenantUser: false,
      account: 'a',
    });
    expect(readSession().certified).toBe(false);
    const get = vi.fn(async (url: string) =>
      ok(url.includes('SecondDomain') ? domain : { registration: { id: 7, status: 2, type: 0 } }),
    );

    await startSession({ request: { get } as never, storage });

    expect(get).toHaveBeenCalledWith('/api/oauth/CurrentUser', undefined, { silent: true });
    expect(readSession().certified).toBe(true);
  });

  it('checks no token for a visitor and survives failures', async () => {
    const get = vi.fn().mockRejectedValue(new Error('网络错误'));

    await startSession({ request: { get } as never, storage });

    expect(get).toHaveBeenCalledOnce();
    expect(storage.get(STORAGE_KEYS.domain)).toBeNull();
  });
});
