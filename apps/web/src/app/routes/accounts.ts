import { SITE_ACCESS } from '@portal/shared/access';
import { paths } from '../../config/paths';
import { certificationAccountPages } from './certification';
import { dataSourceAccountPages } from './datasource';
import { marketAccountPages } from './market';
import { signingAccountPages } from './signing';
import type { AppRoute } from './types';

/** Logging in, registering, the password reset, and the built-in sites of the console handover (spec 000 §4–§6). */
export const accountRoutes: readonly AppRoute[] = [
  {
    path: paths.minddle,
    access: 'visitor',
    title: '登录中转',
    summary: '正在完成单点登录',
    layout: 'default',
    page: () => import('../../features/login/MinddlePage'),
  },
  {
    path: paths.register,
    access: 'visitor',
    title: '注册',
    summary: '注册成为租户或开发者',
    layout: 'default',
    page: () => import('../../features/register/RegisterPage'),
  },
  {
    path: paths.forget,
    access: 'visitor',
    title: '忘记密码',
    summary: '通过手机验证码重置密码',
    layout: 'default',
    page: () => import('../../features/forget/ForgetPage'),
  },
  {
    path: paths.workLogin,
    access: 'visitor',
    title: '工作台登录',
    summary: '租户工作台账号登录',
    layout: 'default',
    page: () => import('../../features/login/WorkLoginPage'),
  },
  {
    path: paths.login,
    access: 'visitor',
    title: '登录',
    summary: '租户、开发者与运营人员登录',
    layout: 'default',
    page: () => import('../../features/login/LoginPage'),
  },
  {
    path: paths.developer,
    access: 'visitor',
    title: '开发者社区',
    summary: '开发者交流、应用开发与发布的社区',
    layout: 'default',
    page: () => import('../../features/sites/DeveloperPage'),
    nav: {},
  },
  // The built-in sites of the console handover: sites of their own, without the portal's shell.
  // Each lands the handover itself (a code in the address), then greets who fits the site.
  {
    path: paths.workbench,
    access: SITE_ACCESS.workbench,
    handover: true,
    title: '租户工作台',
    layout: 'empty',
    page: () => import('../../features/sites/WorkbenchPage'),
  },
  {
    path: paths.community,
    access: SITE_ACCESS.community,
    handover: true,
    title: '开发者社区',
    layout: 'empty',
    page: () => import('../../features/sites/CommunityPage'),
  },
  {
    path: paths.communitySubmit,
    access: 'developer',
    title: '提交微服务',
    layout: 'empty',
    page: () => import('../../features/sites/MicroSubmitPage'),
  },
  {
    path: paths.communityModel,
    access: 'developer',
    title: '提交机理模型',
    layout: 'empty',
    page: () => import('../../features/sites/ModelSubmitPage'),
  },
  {
    path: paths.admin.root,
    // Any account; each page below says more.
    access: 'user',
    title: '个人中心',
    layout: 'default',
    page: () => import('../../shared/layout/AccountLayout'),
    indexRedirectTo: paths.admin.personTent,
    children: [
      ...certificationAccountPages,
      ...marketAccountPages,
      ...dataSourceAccountPages,
      ...signingAccountPages,
    ],
  },
];
