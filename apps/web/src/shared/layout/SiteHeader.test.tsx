import { STORAGE_KEYS } from '@portal/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAV_ITEMS } from '../../app/routes';
import { type RenderOptions, renderRoutes } from '../../app/test-utils';
import { request } from '../api/request';
import { storage } from '../api/storage';
// Loaded up front so the lazy chunks of the dialog and the drawer resolve at once in the tests.
import '../session/LoginDialog';
import './MobileNavDrawer';
import { LoginDialogHost } from '../session/LoginDialogHost';
import { closeLoginDialog } from '../session/login-dialog';
import { SiteHeader } from './SiteHeader';
import { logout } from './session';

function renderHeader(at = '/', options: RenderOptions = {}) {
  const page = (name: string) => <p>{name}</p>;
  return renderRoutes(
    [
      {
        element: (
          <>
            <SiteHeader navItems={NAV_ITEMS} />
            <Outlet />
            <LoginDialogHost />
          </>
        ),
        children: [
          { path: '/', element: page('首页内容') },
          { path: '/Login', element: page('登录页') },
          { path: '/Register', element: page('注册页') },
          { path: '/admin', element: page('个人中心') },
          { path: '*', element: page('其他页面') },
        ],
      },
    ],
    at,
    options,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  closeLoginDialog();
});

describe('site header', () => {
  it('shows the ten navigation links as real links, the current one marked', () => {
    renderHeader('/NewsDetail?id=3');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '首页',
      '行业解决方案',
      '新闻资讯',
      '应用市场',
      '工业微服务',
      '机理模型',
      '物联网平台',
      '开发者社区',
      '行业供需',
      '关于我们',
    ]);
    expect(within(nav).getByRole('link', { name: '行业供需' }).getAttribute('href')).toBe('/supply');
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['新闻资讯']);
    expect(current[0]?.className).toContain('is-active');
  });

  it('offers login (the login dialog) and register (the page) when logged out', async () => {
    const { router } = renderHeader();
    expect(screen.queryByRole('button', { name: '控制台' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Register'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '账号密码登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Register');
  });

  it('offers the console and logout when a token is stored (no role stored: the account area)', async () => {
    storage.set(STORAGE_KEYS.token, 'token-1');
    const { router } = renderHeader();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('button', { name: '注册' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '控制台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('logs out even when the logout call fails: storage cleared, back home, login offered again', async () => {
    storage.set(STORAGE_KEYS.token, 'token-1');
    storage.set(STORAGE_KEYS.role, 'tenant');
    storage.setJson(STORAGE_KEYS.userInfo, { account: 'zhangsan' });
    const get = vi.spyOn(request, 'get').mockRejectedValue(new Error('网络错误'));
    const { router } = renderHeader('/admin');

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(get).toHaveBeenCalledWith('/api/oauth/Logout', undefined, { silent: true });
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.role)).toBeNull();
    expect(storage.get(STORAGE_KEYS.userInfo)).toBeNull();
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('opens the same links in a drawer from the menu button', async () => {
    const { router } = renderHeader('/');
    fireEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
    const drawerNav = await screen.findByRole('navigation', { name: '导航菜单' });
    const links = within(drawerNav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV_ITEMS.map((item) => item.label));
    fireEvent.click(within(drawerNav).getByRole('link', { name: '关于我们' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AboutUs'));
  });
});

describe('antd in the header', () => {
  const antdElements = () =>
    [...document.querySelectorAll('[class]')].filter((element) =>
      [...element.classList].some((name) => name.startsWith('ant-')),
    );

  it("draws none itself; the login dialog and the drawer bring antd's Chinese configuration", async () => {
    renderHeader('/', { antdScope: false });
    expect(antdElements()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });
    // Without the portal's configuration antd would write 登 录 and 关闭 would read Close.
    expect(within(dialog).getByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(dialog.closest('.ant-modal') ?? dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
    act(() => closeLoginDialog());

    fireEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
    const drawerNav = await screen.findByRole('navigation', { name: '导航菜单' });
    const drawer = drawerNav.closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});

describe('logout', () => {
  it('keeps the account remembered by remember-me, nothing else', async () => {
    storage.set(STORAGE_KEYS.accountInfo, '13800000001');
    storage.set(STORAGE_KEYS.token, 'token-1');
    const get = vi.fn().mockResolvedValue({ code: 200, msg: '成功', data: null });
    await act(() => logout({ request: { get }, storage }));
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.accountInfo)).toBe('13800000001');
  });

  it('clears the stored session after a successful call too', async () => {
    const clearAll = vi.fn();
    const get = vi.fn().mockResolvedValue({ code: 200, msg: '成功', data: null });
    await logout({ request: { get }, storage: { clearAll, get: () => null, set: vi.fn() } });
    expect(get).toHaveBeenCalledOnce();
    expect(clearAll).toHaveBeenCalledOnce();
  });

  it('clears the stored session when the call fails', async () => {
    const clearAll = vi.fn();
    const get = vi.fn().mockRejectedValue(new Error('超时'));
    await act(() => logout({ request: { get }, storage: { clearAll, get: () => null, set: vi.fn() } }));
    expect(clearAll).toHaveBeenCalledOnce();
  });
});
