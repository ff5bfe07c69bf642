import { type AccessVerdict, levelsOf } from '@portal/shared/access';
import { CERTIFICATION_STATUS, type RegistrationInfo, type Role } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { ACCESS_LEVELS, type Access } from '@portal/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../shared/api/request';
import { storage } from '../shared/api/storage';
import { sessionVerdict } from '../shared/session/access';
import { closeLoginDialog, isLoginDialogOpen } from '../shared/session/login-dialog';
import { readSession, VISITOR_SESSION } from '../shared/session/useSession';
import { appRoutes } from './router';
import { APP_ROUTES } from './routes';
import { renderRoutes } from './test-utils';

interface Account {
  role: Role;
  isAdministrator?: boolean;
  /** The registration the login looked up; none: certified (a member, an operator). */
  registration?: Pick<RegistrationInfo, 'status'>;
}

function logIn({ role, isAdministrator = false, registration }: Account): void {
  const tenantId = role === 'tenant' ? 7 : null;
  storage.set(STORAGE_KEYS.token, 'tok');
  storage.set(STORAGE_KEYS.role, role);
  storage.setJson(STORAGE_KEYS.userInfo, {
    userId: 70,
    account: '13800000001',
    realName: '王建国',
    userAccount: '13800000001',
    role,
    tenantId,
    tenantName: tenantId ? '演示冷链科技有限公司' : null,
    isAdministrator,
  });
  if (registration) {
    storage.setJson(STORAGE_KEYS.registerInfo, {
      id: 5,
      type: role === 'tenant' ? 0 : 1,
      isTenantUser: false,
      account: '13800000001',
      ...registration,
    });
  }
}

const UNCERTIFIED = { status: CERTIFICATION_STATUS.incomplete };

const EMPTY_CERTIFICATION = {
  id: 5,
  tenantUserId: 70,
  account: '13800000001',
  type: 0,
  status: 0,
  examineRemake: '',
  adminName: '',
  adminPhone: '13800000001',
  adminIdCard: '',
  idCardFornt: '',
  idCardTail: '',
  businessLicense: '',
  applicationForm: '',
  letterCommitment: '',
  legalPersonName: '',
  legalPersonPhone: '',
  legalPersonIdCard: '',
  creditCode: '',
  enCode: '',
  companyName: '',
  email: '',
  address: '',
  submitTime: null,
  reviewTime: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  closeLoginDialog();
  window.history.replaceState(null, '', '/');
});

describe('access levels in the browser (as the server guard reads them)', () => {
  const verdicts = (account: Account | null): Record<Access, AccessVerdict> => {
    if (account) logIn(account);
    const session = account ? readSession() : VISITOR_SESSION;
    return Object.fromEntries(
      ACCESS_LEVELS.map((access) => [access, sessionVerdict(access, session)]),
    ) as Record<Access, AccessVerdict>;
  };

  it('asks a visitor to log in for everything but visitor pages', () => {
    expect(verdicts(null)).toEqual({
      visitor: 'allowed',
      user: 'login',
      certified: 'login',
      tenant: 'login',
      tenantAdmin: 'login',
      developer: 'login',
      operator: 'login',
    });
  });

  it('admits each role to its own pages', () => {
    expect(verdicts({ role: 'tenant', isAdministrator: true })).toEqual({
      visitor: 'allowed',
      user: 'allowed',
      certified: 'allowed',
      tenant: 'allowed',
      tenantAdmin: 'allowed',
      developer: 'forbidden',
      operator: 'forbidden',
    });
    localStorage.clear();
    expect(verdicts({ role: 'tenant', isAdministrator: false })).toMatchObject({
      tenant: 'allowed',
      tenantAdmin: 'forbidden',
    });
    localStorage.clear();
    expect(
      verdicts({ role: 'develop', registration: { status: CERTIFICATION_STATUS.approved } }),
    ).toMatchObject({
      developer: 'allowed',
      tenant: 'forbidden',
      operator: 'forbidden',
      certified: 'allowed',
    });
    localStorage.clear();
    expect(verdicts({ role: 'operate' })).toMatchObject({
      operator: 'allowed',
      tenant: 'forbidden',
      developer: 'forbidden',
    });
  });

  it('lets an uncertified account open only user pages (the certification centres)', () => {
    expect(verdicts({ role: 'tenant', isAdministrator: true, registration: UNCERTIFIED })).toEqual({
      visitor: 'allowed',
      user: 'allowed',
      certified: 'certify',
      tenant: 'certify',
      tenantAdmin: 'certify',
      developer: 'forbidden',
      operator: 'forbidden',
    });
    localStorage.clear();
    expect(
      verdicts({ role: 'develop', registration: { status: CERTIFICATION_STATUS.reviewing } }),
    ).toMatchObject({ user: 'allowed', developer: 'certify' });
  });
});

describe('the route table', () => {
  it('gives every route access levels of the contract', () => {
    const all = APP_ROUTES.flatMap((route) => [route, ...(route.children ?? [])]);
    for (const route of all) {
      for (const level of levelsOf(route.access)) expect(ACCESS_LEVELS, route.path).toContain(level);
    }
    const accessOf = (path: string) => APP_ROUTES.find((route) => route.path === path)?.access;
    const childAccess = (path: string) =>
      APP_ROUTES.find((route) => route.path === '/admin')?.children?.find((child) => child.path === path)
        ?.access;
    expect(accessOf('/admin')).toBe('user');
    expect([childAccess('personTent'), childAccess('personDev')]).toEqual(['user', 'user']);
    expect([childAccess('appList'), childAccess('appMarket')]).toEqual(['tenant', 'tenant']);
    expect(accessOf('/system')).toBe('operator');
    // Developers or tenant administrators: the rule the server's handover applies.
    expect(accessOf('/community')).toEqual(['developer', 'tenantAdmin']);
    expect(accessOf('/News')).toBe('visitor');
  });
});

// Pages load lazily, and slowly on a busy machine.
const LOADED = { timeout: 10_000 };

describe('the router checks access before a page shows', { timeout: 30_000 }, () => {
  it('asks a visitor opening an account page to log in, with the login dialog', async () => {
    const get = vi.spyOn(request, 'get');
    const { router } = renderRoutes(appRoutes, '/admin');

    expect(await screen.findByRole('heading', { level: 2, name: '请先登录' }, LOADED)).toBeTruthy();
    // /admin still lands on the tenant centre, titled as such.
    expect(router.state.location.pathname).toBe('/admin/personTent');
    expect(screen.getByRole('heading', { level: 1, name: '租户中心' })).toBeTruthy();
    expect(screen.queryByText('建设中')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '个人中心菜单' })).toBeNull();

    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/api/portalWeb/marketSubscribe/selectList');
  });

  it('asks a visitor to log in on /admin/appList without loading the list', async () => {
    const get = vi.spyOn(request, 'get');
    renderRoutes(appRoutes, '/admin/appList');
    expect(await screen.findByRole('heading', { level: 2, name: '请先登录' }, LOADED)).toBeTruthy();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/api/portalWeb/marketSubscribe/selectList');
  });

  it('shows 无权访问 to an account without the access, inside the account area', async () => {
    logIn({ role: 'develop' });
    renderRoutes(appRoutes, '/admin/appList');

    expect(await screen.findByRole('heading', { level: 2, name: '无权访问' }, LOADED)).toBeTruthy();
    expect(screen.getByText('此页面仅对【租户】角色账号开放，请使用租户账号登录后访问。')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '个人中心菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('sends an uncertified tenant from the app list to certification, and lets it certify', async () => {
    logIn({ role: 'tenant', isAdministrator: true, registration: UNCERTIFIED });
    vi.spyOn(request, 'get').mockImplementation(async (url: string) => ({
      code: 200,
      msg: '',
      data: url.includes('tenantExamine')
        ? { ...EMPTY_CERTIFICATION, tenantUserId: 70, status: 0 }
        : { id: 70, account: '13800000001', phone: '13800000001', type: 0, status: 0, tenantId: 7 },
    }));
    const { router } = renderRoutes(appRoutes, '/admin/appMarket');

    expect(await screen.findByRole('heading', { level: 2, name: '请先完善认证信息' }, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/personTent'));
    expect(await screen.findByText('负责人、承诺书与申请表', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: '请先完善认证信息' })).toBeNull();
  });

  it('opens a tenant page for a certified tenant', async () => {
    logIn({ role: 'tenant', isAdministrator: true, registration: { status: CERTIFICATION_STATUS.approved } });
    vi.spyOn(request, 'get').mockResolvedValue({
      code: 200,
      msg: '',
      data: { list: [], pagination: { currentPage: 1, pageSize: 24, total: 0 } },
    });
    renderRoutes(appRoutes, '/admin/appMarket');
    expect(await screen.findByRole('button', { name: '搜索' }, LOADED)).toBeTruthy();
    expect(screen.queryByText('无权访问')).toBeNull();
    expect(screen.queryByText('请先完善认证信息')).toBeNull();
  });

  it('keeps /system for operators, but lets a handover code through to be exchanged', async () => {
    logIn({ role: 'tenant', isAdministrator: true });
    const first = renderRoutes(appRoutes, '/system');
    expect(await screen.findByRole('heading', { level: 2, name: '无权访问' }, LOADED)).toBeTruthy();
    expect(screen.getByText('此页面仅对平台运营人员开放。')).toBeTruthy();
    first.unmount();

    localStorage.clear();
    logIn({ role: 'operate' });
    const list = vi.spyOn(request, 'get').mockResolvedValue({
      code: 200,
      msg: '',
      data: {
        list: [],
        pagination: { currentPage: 1, pageSize: 10, total: 0 },
        // The console opens on its 工作台.
        attention: { certifications: 0, supplyEntries: 0, unpaidOrders: 0, unreadMessages: 0 },
        days: [],
      },
    });
    const second = renderRoutes(appRoutes, '/system');
    expect(await screen.findByRole('heading', { name: '工作台' }, LOADED)).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/system/dashboard');
    second.unmount();
    list.mockRestore();

    localStorage.clear();
    const get = vi.spyOn(request, 'get').mockReturnValue(new Promise(() => {}));
    window.history.replaceState(null, '', '/system?code=one-use');
    renderRoutes(appRoutes, '/system?code=one-use');
    expect(await screen.findByText('正在进入运营管理系统…', {}, LOADED)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/oauth/kc/login', { code: 'one-use' }, { silent: true });
  });
});
