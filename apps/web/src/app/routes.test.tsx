import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPageHandle } from '../shared/components/page-handle';
import { appRoutes } from './router';
import { APP_ROUTES, NAV_ITEMS } from './routes';

function titleAt(pathname: string): string | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const handles = matches.map((match) => match.route.handle).filter(isPageHandle);
  return handles.at(-1)?.title;
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route table', () => {
  it("derives the console's side menu from its child routes, in table order", () => {
    const consoleRoute = (matchRoutes(appRoutes, '/system/review') ?? [])
      .map((match) => match.route.handle)
      .find((handle) => isPageHandle(handle) && handle.menu);
    expect(isPageHandle(consoleRoute) ? consoleRoute.menu : undefined).toEqual([
      { to: '/system/dashboard', label: '工作台' },
      { to: '/system/review', label: '认证审核' },
      { to: '/system/payment', label: '收款确认' },
      { to: '/system/orders', label: '订单管理' },
      { to: '/system/subscriptions', label: '订阅管理' },
      { to: '/system/supplyModeration', label: '供需审核' },
      { to: '/system/supplyTypes', label: '产品类型' },
      { to: '/system/users', label: '用户管理' },
      { to: '/system/audit', label: '操作日志' },
      { to: '/system/notices', label: '公告管理' },
      { to: '/system/messages', label: '留言管理' },
      { to: '/system/news', label: '新闻管理' },
      { to: '/system/submissions', label: '开发者提交' },
      { to: '/system/apps', label: '应用管理' },
      { to: '/system/micros', label: '微服务管理' },
      { to: '/system/models', label: '机理模型管理' },
      { to: '/system/industries', label: '行业分类' },
      { to: '/system/modelSorts', label: '模型分类' },
      { to: '/system/banners', label: '轮播图管理' },
      { to: '/system/solutions', label: '解决方案管理' },
      { to: '/system/members', label: '会员与地图' },
      { to: '/system/settings', label: '站点设置' },
    ]);
  });

  it('declares the top navigation of spec 000 §2.1 in order', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['首页', '/'],
      ['行业解决方案', '/Solution'],
      ['新闻资讯', '/News'],
      ['应用市场', '/Application'],
      ['工业微服务', '/Microservice'],
      ['机理模型', '/Mechanism'],
      ['物联网平台', '/Internet'],
      ['开发者社区', '/Developer'],
      ['行业供需', '/supply'],
      ['关于我们', '/AboutUs'],
    ]);
    // A route marked for the navigation that NAV_ORDER does not place would be missing from it.
    expect(APP_ROUTES.filter((route) => route.nav)).toHaveLength(NAV_ITEMS.length);
  });

  it.each([
    ['/', '首页'],
    ['/minddle', '登录中转'],
    ['/News', '新闻资讯'],
    ['/Register', '注册'],
    ['/forget', '忘记密码'],
    ['/WorkLogin', '工作台登录'],
    ['/Application', '应用市场'],
    ['/Microservice', '工业微服务'],
    ['/AboutUs', '关于我们'],
    ['/Contact', '联系我们'],
    ['/Login', '登录'],
    ['/Solution', '行业解决方案'],
    ['/Mechanism', '机理模型'],
    ['/Internet', '物联网平台'],
    ['/AddMessage', '留言结果'],
    ['/PlatformMembers', '平台会员'],
    ['/Maps', '客户地图'],
    ['/Product', '产品展示'],
    ['/AppdetailInfo', '详情'],
    ['/NewsDetail', '新闻详情'],
    ['/List', '列表'],
    ['/Case', '行业案例'],
    ['/Trial', '在线试用'],
    ['/Supply', '行业供需'],
    ['/supply', '行业供需'],
    ['/supplyDetail', '供需详情'],
    ['/supplySearch', '供需搜索'],
    ['/machine', '设备物联网'],
    ['/preViewPdf', '文件预览'],
    ['/privacy', '隐私协议'],
    ['/Developer', '开发者社区'],
    ['/admin/personTent', '租户中心'],
    ['/admin/personDev', '开发者中心'],
    ['/admin/appList', '应用列表'],
    ['/admin/appMarket', '应用市场'],
    ['/workbench', '租户工作台'],
    ['/community', '开发者社区'],
    ['/system', '运营管理系统'],
  ])('routes %s to the page titled %s', (pathname, title) => {
    expect(titleAt(pathname)).toBe(title);
  });

  it('sends an unknown address to the fallback route', () => {
    expect(titleAt('/no-such-page')).toBe('页面不存在');
  });

  it('gives /preViewPdf, /privacy and the built-in sites the empty layout, everything else the default one', () => {
    const empty = APP_ROUTES.filter((route) => route.layout === 'empty').map((route) => route.path);
    // The table is one file per domain: which routes, not their order.
    expect(empty.toSorted()).toEqual([
      '/community',
      '/community/model',
      '/community/submit',
      '/preViewPdf',
      '/privacy',
      '/supplyPublish',
      '/system',
      '/workbench',
    ]);
  });

  it('loads every page lazily: no route carries its page code up front', () => {
    const pages = allRoutes(appRoutes).filter(
      (route) => isPageHandle(route.handle) && route.path !== '*' && !route.loader,
    );
    expect(pages.length).toBeGreaterThan(30);
    for (const route of pages) {
      expect(route.element, route.path).toBeUndefined();
      expect(route.Component, route.path).toBeUndefined();
      expect(typeof route.lazy, route.path).toBe('function');
    }
  });

  it('loads antd with every page but the public pages that draw none', () => {
    expect(APP_ROUTES.filter((route) => route.withoutAntd).map((route) => route.path)).toEqual([
      '/',
      '/Internet',
      '/AboutUs',
      '/Contact',
      '/PlatformMembers',
      '/Product',
      '/machine',
      '/privacy',
      '/Solution',
      '/News',
      '/NewsDetail',
      '/Case',
      '/Application',
      '/Microservice',
      '/Mechanism',
      '/AppdetailInfo',
      '/List',
      '/Supply',
      '/supplyDetail',
      '/supplySearch',
    ]);
  });
});
