import { SITE_ACCESS } from '@portal/shared/access';
import { paths } from '../../config/paths';
import type { AppRoute } from './types';

/** The supply and demand board (spec 001 §1–§2). */
export const supplyRoutes: readonly AppRoute[] = [
  {
    path: '/Supply',
    access: 'visitor',
    title: '行业供需',
    summary: '冷链行业供应与需求信息发布和对接',
    layout: 'default',
    page: () => import('../../features/supply/SupplyHomePage'),
    withoutAntd: true,
    nav: { to: paths.supply },
  },
  {
    path: paths.supplyDetail,
    access: 'visitor',
    title: '供需详情',
    summary: '冷链行业供应与需求信息',
    layout: 'default',
    page: () => import('../../features/supply/SupplyDetailPage'),
    withoutAntd: true,
  },
  {
    path: paths.supplySearch,
    access: 'visitor',
    title: '供需搜索',
    summary: '按关键词与分类查找供需信息',
    layout: 'default',
    page: () => import('../../features/supply/SupplySearchPage'),
    withoutAntd: true,
  },
  // 我要发布 (001 §6): the spec's separate business-to-business site, built in; it lands the
  // single-use-code handover itself.
  {
    path: paths.supplyPublish,
    access: SITE_ACCESS.b2b,
    handover: true,
    title: '供需发布专区',
    layout: 'empty',
    page: () => import('../../features/supply/publish/PublishingArea'),
  },
];
