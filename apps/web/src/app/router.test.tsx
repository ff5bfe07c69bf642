import { STORAGE_KEYS } from '@portal/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Empty } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../shared/api/storage';
import { PageLoading } from '../shared/components/PageLoading';
import { lazyPage } from './lazy';
import { RouteError } from './RouteError';
import { appRoutes } from './router';
import { APP_ROUTES } from './routes';
import { renderRoutes, renderWithProviders } from './test-utils';
import { hasPreviousEntry } from './UnknownRoute';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.history.replaceState(null, '', '/');
});

describe('pages', () => {
  it('shows a later page as a full frame with a clear 建设中 state, and titles the document', async () => {
    renderRoutes(appRoutes, '/Trial');
    expect(await screen.findByRole('heading', { level: 1, name: '在线试用' })).toBeTruthy();
    expect(screen.getByText('建设中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(breadcrumb).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByText('在线试用').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('在线试用 - 冷链工业互联网平台'));
  });

  it('updates the document title on navigation and marks the active navigation item', async () => {
    const { router } = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(document.title).toBe('首页 - 冷链工业互联网平台'));
    await act(() => router.navigate('/supplySearch?keyword=冷库'));
    await screen.findByRole('heading', { level: 1, name: '供需搜索' });
    expect(document.title).toBe('供需搜索 - 冷链工业互联网平台');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '行业供需' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('describes every page by its route summary unless the page describes itself', async () => {
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
    const summary = (path: string) => APP_ROUTES.find((route) => route.path === path)?.summary;
    const { router } = renderRoutes(appRoutes, '/Trial');
    await screen.findByRole('heading', { level: 1, name: '在线试用' });
    await waitFor(() => expect(description()).toBe(summary('/Trial')));

    await act(() => router.navigate('/News'));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(description()).toMatch(/^冷链行业动态、政策解读/));

    await act(() => router.navigate('/Register'));
    await screen.findByRole('heading', { level: 1, name: '注册' });
    await waitFor(() => expect(description()).toBe(summary('/Register')));
  });

  it('redirects /admin to the tenant centre inside the account area', async () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.set(STORAGE_KEYS.role, 'tenant');
    const { router } = renderRoutes(appRoutes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '租户中心' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/personTent');
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '认证信息' })).toBeTruthy();
    // A frame inside the account frame adds no second banner.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends /Layout and /Default to the home page', async () => {
    const { router } = renderRoutes(appRoutes, '/Layout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders /privacy without the header and footer', async () => {
    renderRoutes(appRoutes, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: '隐私协议' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('has the footer on default pages', async () => {
    renderRoutes(appRoutes, '/Contact');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('400-036-5858')).toBeTruthy();
    expect(within(footer).getByText(/河南省郑州市/)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '隐私协议' }).getAttribute('href')).toBe('/privacy');
  });
});

describe('an unknown address', () => {
  it('knows whether the visit has a previous entry', () => {
    expect(hasPreviousEntry({ idx: 2 })).toBe(true);
    expect(hasPreviousEntry({ idx: 0 })).toBe(false);
    expect(hasPreviousEntry(null)).toBe(false);
  });

  it('replaces itself with the home page when it is the first page of the visit', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const router = createBrowserRouter(appRoutes);
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.history.state?.idx).toBe(0);
    router.dispose();
  });

  it('goes back to the previous page when there is one', async () => {
    window.history.replaceState(null, '', '/News');
    const router = createBrowserRouter(appRoutes);
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: '新闻资讯' });
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/News'));
    expect(router.state.historyAction).toBe('POP');
    router.dispose();
  });
});

describe('a page whose code fails to load', () => {
  it('shows a Chinese error with a reload button instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    renderRoutes(
      [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageLoading />,
          children: [{ path: '/', lazy: lazyPage(failing) }],
        },
      ],
      '/',
    );
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});

describe('Ant Design only where it is drawn', () => {
  /** Elements antd rendered (its classes start with ant-; the inline icons' anticon does not). */
  const antdElements = () =>
    [...document.querySelectorAll('[class]')].filter((element) =>
      [...element.classList].some((name) => name.startsWith('ant-')),
    );
  const emptyPage = () => Promise.resolve({ default: () => <Empty /> });

  it('draws the shell and the home page, loading and failed states included, without antd', async () => {
    renderRoutes(appRoutes, '/', { antdScope: false });
    // The page's code on its way.
    expect(screen.getByText('页面加载中…')).toBeTruthy();
    expect(antdElements()).toEqual([]);

    await screen.findByRole('region', { name: '平台能力' });
    expect(screen.getAllByRole('status', { busy: true }).length).toBeGreaterThan(0);
    expect(antdElements()).toEqual([]);

    // The test has no server: the sections fail and offer 重新加载.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重新加载' })).toHaveLength(3));
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(antdElements()).toEqual([]);
  });

  it("renders every other page inside antd's Chinese configuration, fetched with the page", async () => {
    renderRoutes([{ path: '/', lazy: lazyPage(emptyPage) }], '/', { antdScope: false });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('does not load that configuration for a page marked as drawing no antd', async () => {
    renderRoutes([{ path: '/', lazy: lazyPage(emptyPage, { antd: false }) }], '/', { antdScope: false });
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('scrolling', () => {
  it('scrolls to the top after a navigation', async () => {
    const { router } = renderRoutes(appRoutes, '/News');
    await screen.findByRole('heading', { level: 1, name: '新闻资讯' });
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // Frames 500 ms apart: the 800 ms animation ends on its third frame.
    let now = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      now += 500;
      const at = now;
      setTimeout(() => callback(at), 0);
      return at;
    });
    await act(() => router.navigate('/Solution'));
    await screen.findByRole('heading', { level: 1, name: '行业解决方案' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));
    expect(scrollTo.mock.calls.length).toBeGreaterThan(1);
  });
});
