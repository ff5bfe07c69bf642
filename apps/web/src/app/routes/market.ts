import { paths } from '../../config/paths';
import type { AppRoute, ChildRoute } from './types';

/** The catalogue: apps, microservices and models, their lists, details and trial (spec 000 §2.5–§2.10). */
export const marketRoutes: readonly AppRoute[] = [
  {
    path: paths.application,
    access: 'visitor',
    title: '应用市场',
    summary: '精选冷链行业工业应用，免费试用、按年订阅',
    layout: 'default',
    page: () => import('../../features/market/pages/ApplicationPage'),
    withoutAntd: true,
    nav: { catalogue: 'app' },
  },
  {
    path: paths.microservice,
    access: 'visitor',
    title: '工业微服务',
    summary: '可复用的工业计算与数据服务组件，在线调试',
    layout: 'default',
    page: () => import('../../features/market/pages/MicroservicePage'),
    withoutAntd: true,
    nav: { catalogue: 'micr' },
  },
  {
    path: paths.mechanism,
    access: 'visitor',
    title: '机理模型',
    summary: '基于热工与制冷原理的机理模型，在线仿真',
    layout: 'default',
    page: () => import('../../features/market/pages/MechanismPage'),
    withoutAntd: true,
    nav: { catalogue: 'jlmx' },
  },
  {
    path: paths.appDetail,
    access: 'visitor',
    title: '详情',
    layout: 'default',
    page: () => import('../../features/market/pages/DetailPage'),
    withoutAntd: true,
  },
  {
    path: paths.list,
    access: 'visitor',
    title: '列表',
    layout: 'default',
    page: () => import('../../features/market/pages/ListPage'),
    withoutAntd: true,
  },
  {
    path: paths.trial,
    access: 'visitor',
    title: '在线试用',
    summary: '在线试用工业应用与模型',
    layout: 'default',
    page: () => import('../../features/market/pages/TrialPage'),
  },
];

/** The tenant's apps and orders in the account area (spec 002 §2.1, §6). */
export const marketAccountPages: readonly ChildRoute[] = [
  {
    path: 'appList',
    access: 'tenant',
    title: '应用列表',
    page: () => import('../../features/market/account/AppListPage'),
  },
  {
    path: 'appMarket',
    access: 'tenant',
    title: '应用市场',
    page: () => import('../../features/market/account/AppMarketPage'),
  },
  // Orders are bought, paid and cancelled by the tenant's administrator (issue 11).
  {
    path: 'orderList',
    access: 'tenantAdmin',
    title: '我的订单',
    page: () => import('../../features/market/account/OrderListPage'),
  },
  {
    path: 'orderDetail',
    access: 'tenantAdmin',
    title: '订单详情',
    page: () => import('../../features/market/account/OrderDetailPage'),
  },
];
