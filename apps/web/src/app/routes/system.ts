import { SITE_ACCESS } from '@portal/shared/access';
import { paths } from '../../config/paths';
import type { AppRoute } from './types';

/** The operator console (DESIGN.md): its own layout and side menu; it lands the handover itself. */
export const systemRoutes: readonly AppRoute[] = [
  {
    path: paths.system,
    access: SITE_ACCESS.system,
    handover: true,
    title: '运营管理系统',
    layout: 'empty',
    page: () => import('../../features/system/SystemConsole'),
    sideMenu: true,
    indexRedirectTo: paths.systemReview,
    children: [
      {
        path: 'review',
        access: 'operator',
        handover: true,
        title: '认证审核',
        page: () => import('../../features/system/ReviewDeskPage'),
      },
      {
        path: 'payment',
        access: 'operator',
        handover: true,
        title: '收款确认',
        page: () => import('../../features/system/PaymentDeskPage'),
      },
      {
        path: 'supplyModeration',
        access: 'operator',
        handover: true,
        title: '供需审核',
        page: () => import('../../features/system/SupplyModerationPage'),
      },
      {
        path: 'supplyTypes',
        access: 'operator',
        handover: true,
        title: '产品类型',
        page: () => import('../../features/system/SupplyTypesPage'),
      },
    ],
  },
];
