import { paths } from '../../config/paths';
import type { AppRoute } from './types';

/** News, solutions and cases (spec 000 §2.2–§2.4). */
export const contentRoutes: readonly AppRoute[] = [
  {
    path: paths.solution,
    access: 'visitor',
    title: '行业解决方案',
    summary: '面向冷库、冷链物流与食品加工的数字化解决方案',
    layout: 'default',
    page: () => import('../../features/solution/SolutionPage'),
    withoutAntd: true,
    nav: { activeFor: [paths.case] },
  },
  {
    path: paths.news,
    access: 'visitor',
    title: '新闻资讯',
    summary: '行业动态、政策解读与平台公告',
    layout: 'default',
    page: () => import('../../features/news/NewsPage'),
    withoutAntd: true,
    nav: {},
  },
  {
    path: paths.newsDetail,
    access: 'visitor',
    title: '新闻详情',
    summary: '行业动态、政策解读与平台公告',
    layout: 'default',
    page: () => import('../../features/news/NewsDetailPage'),
    withoutAntd: true,
  },
  {
    path: paths.case,
    access: 'visitor',
    title: '行业案例',
    summary: '冷链行业数字化落地案例',
    layout: 'default',
    page: () => import('../../features/solution/CasePage'),
    withoutAntd: true,
  },
];
