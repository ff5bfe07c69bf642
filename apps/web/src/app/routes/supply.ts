import { paths } from '../../config/paths';
import { type AppRoute, underConstruction } from './types';

/** The supply and demand board (spec 001 §1–§2). */
export const supplyRoutes: readonly AppRoute[] = [
  {
    path: '/Supply',
    access: 'visitor',
    title: '行业供需',
    summary: '冷链行业供应与需求信息发布和对接',
    layout: 'default',
    page: underConstruction,
    nav: { to: paths.supply },
  },
  {
    path: paths.supplyDetail,
    access: 'visitor',
    title: '供需详情',
    summary: '冷链行业供应与需求信息',
    layout: 'default',
    page: underConstruction,
  },
  {
    path: paths.supplySearch,
    access: 'visitor',
    title: '供需搜索',
    summary: '按关键词与分类查找供需信息',
    layout: 'default',
    page: underConstruction,
  },
];
