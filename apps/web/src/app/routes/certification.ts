import { paths } from '../../config/paths';
import type { AppRoute, ChildRoute } from './types';

/** Certification documents outside the account area (the PDF preview). */
export const certificationRoutes: readonly AppRoute[] = [
  {
    path: paths.preViewPdf,
    access: 'visitor',
    title: '文件预览',
    layout: 'empty',
    page: () => import('../../features/certification/PreviewPdfPage'),
  },
];

/** The certification centres of the account area: the only pages an uncertified account may open. */
export const certificationAccountPages: readonly ChildRoute[] = [
  {
    path: 'personTent',
    access: 'user',
    title: '租户中心',
    page: () => import('../../features/certification/PersonTentPage'),
  },
  {
    path: 'personDev',
    access: 'user',
    title: '开发者中心',
    page: () => import('../../features/certification/PersonDevPage'),
  },
];
