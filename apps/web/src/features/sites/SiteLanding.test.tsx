import type { LoginResult } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { RequestError, request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import CommunityPage from './CommunityPage';
import { roleLine } from './site-session';
import WorkbenchPage from './WorkbenchPage';

const tenant: LoginResult['user'] = {
  userId: 1,
  account: '13800000001',
  realName: '王建国',
  userAccount: '13800000001',
  role: 'tenant',
  tenantId: 4,
  tenantName: '演示冷链科技有限公司',
  isAdministrator: true,
};

let codes = 0;

/** The sites read the code from the real address bar, so the test puts it there too. */
function openSite(path: string, withCode: boolean) {
  const code = `site-code-${++codes}`;
  const url = withCode ? `${path}?code=${code}` : path;
  window.history.replaceState(null, '', url);
  const view = renderRoutes(
    [
      { path: '/workbench', element: <WorkbenchPage /> },
      { path: '/community', element: <CommunityPage /> },
      { path: '*', element: <p>门户页面</p> },
    ],
    url,
  );
  return { ...view, code };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('built-in sites', () => {
  it('/workbench exchanges its code, takes it out of the address bar and greets the tenant', async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue({
      code: 200,
      msg: '成功',
      data: { token: 'tok', account: 'a', realName: '王建国', user: tenant },
    });

    const { code } = openSite('/workbench', true);

    expect(await screen.findByRole('heading', { name: '欢迎，王建国' })).toBeTruthy();
    expect(screen.getByText('租户管理员 · 演示冷链科技有限公司')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/oauth/kc/login', { code }, { silent: true });
    expect(window.location.search).toBe('');
    expect(storage.get(STORAGE_KEYS.token)).toBe('tok');
    expect(screen.getByRole('button', { name: '返回门户' })).toBeTruthy();
  });

  it('says so clearly when the code is refused, offering 去登录', async () => {
    vi.spyOn(request, 'get').mockRejectedValue(
      new RequestError({ code: 401, msg: '登录凭证无效或已过期，请重新登录', data: null }),
    );

    const { router } = openSite('/community', true);

    expect(await screen.findByText('登录凭证无效或已过期，请重新登录')).toBeTruthy();
    screen.getByRole('button', { name: '去登录' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
  });

  it('without a code and without a fitting session asks the user to log in', async () => {
    const get = vi.spyOn(request, 'get');
    storage.setJson(STORAGE_KEYS.userInfo, { ...tenant, role: 'operate' });

    openSite('/workbench', false);

    expect(await screen.findByRole('heading', { name: '缺少登录凭证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('greets a fitting stored session again after a reload (no code any more)', async () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.setJson(STORAGE_KEYS.userInfo, tenant);

    openSite('/workbench', false);

    expect(await screen.findByRole('heading', { name: '欢迎，王建国' })).toBeTruthy();
    expect(screen.getByText('租户管理员 · 演示冷链科技有限公司')).toBeTruthy();
  });

  it("/workbench lists the tenant's apps with state and end date, opens one, and lists the latest orders", async () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.setJson(STORAGE_KEYS.userInfo, tenant);
    const subscription = {
      id: 7,
      marketId: 3,
      marketName: '冷库能耗分析',
      logo: '',
      userName: '王建国',
      charged: true,
      type: 1,
      expiration: 0,
      trailIP: '',
      duration: 1,
      timeUnit: '年',
      createTime: '2026-01-01T02:00:00.000Z',
      startTime: '2026-01-01T02:00:00.000Z',
      // 2027-01-01 in China time.
      endTime: '2026-12-31T17:00:00.000Z',
      subscriptionTime: null,
      unsubscribeTime: null,
    };
    const order = {
      id: 11,
      orderNo: 'DD202611270001',
      tenantId: 4,
      tenantName: '演示冷链科技有限公司',
      userName: '王建国',
      status: 1,
      totalPrice: 1980,
      createTime: '2026-11-27T01:30:00.000Z',
      placeTime: '2026-11-27T01:30:00.000Z',
      payTime: null,
      endTime: null,
      items: [],
      payment: null,
      receipt: null,
      cancelReason: null,
    };
    const page = (list: unknown[]) => ({
      code: 200,
      msg: '成功',
      data: { list, pagination: { currentPage: 1, pageSize: 10, total: list.length } },
    });
    vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
      if (url.includes('marketSubscribe/selectList')) return page([subscription]);
      if (url.includes('marketOrder/selectList')) return page([order]);
      return { code: 200, msg: '成功', data: { id: 3, name: '冷库能耗分析', detailsRemake: '实时能耗。' } };
    });

    const { router } = openSite('/workbench', false);

    expect(await screen.findByText('冷库能耗分析')).toBeTruthy();
    expect(screen.getByText('订阅 · 到期 2027-01-01')).toBeTruthy();
    expect(screen.getByText('未过期')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'DD202611270001' })).toBeTruthy();
    expect(screen.getByText('2026-11-27 09:30 · ¥1980.00')).toBeTruthy();
    screen.getByRole('button', { name: '打开 冷库能耗分析' }).click();
    await waitFor(() => expect(router.state.location.search).toBe('?app=3'));
  });

  it('names each role in the greeting', () => {
    expect(roleLine(tenant)).toBe('租户管理员 · 演示冷链科技有限公司');
    expect(roleLine({ ...tenant, isAdministrator: false })).toBe('租户成员 · 演示冷链科技有限公司');
    expect(roleLine({ ...tenant, role: 'develop' })).toBe('开发者');
    expect(roleLine({ ...tenant, role: 'operate' })).toBe('运营者');
  });
});
