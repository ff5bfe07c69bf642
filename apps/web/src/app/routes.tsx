import type { AccessRule } from '@portal/shared/contract';
import { type CataloguePage, paths } from '../config/paths';
import type { NavItem } from '../shared/layout/nav';
import type { PageLoader } from './lazy';

export type LayoutKind = 'default' | 'empty';

interface RouteBase {
  path: string;
  /**
   * Who may open it (the contract's access levels), checked by the router's AccessGate:
   * a visitor is asked to log in, another account sees 无权访问, and every level above
   * `user` also needs a certified account (an uncertified one may open only `user` pages,
   * the certification centres).
   */
  access: AccessRule;
  /** The page completes a single-use-code handover: a `code` in the address lets anyone in. */
  handover?: true;
  /** Chinese page title: banner, breadcrumb and `${title} - ${SITE_NAME}` as the document title. */
  title: string;
  /** One line shown under the title in the banner. */
  summary?: string;
  /** The page, loaded only when the route is visited. */
  page?: PageLoader;
  /**
   * The page draws no antd component, so antd is not loaded with it. Set on the home page:
   * the first screen of the public site stays small.
   */
  withoutAntd?: true;
  /** A route without content of its own goes here instead (history entry replaced). */
  redirectTo?: string;
}

/** A child of a top-level route (the /admin pages); its path is relative to the parent. */
export type ChildRoute = RouteBase;

export interface AppRoute extends RouteBase {
  layout: LayoutKind;
  /** Set for the items of the top navigation, which follows the order of this table. */
  nav?: {
    /** The link's address when it differs from the route's spelling. */
    to?: string;
    activeFor?: readonly string[];
    catalogue?: CataloguePage;
  };
  children?: readonly ChildRoute[];
  /** Its children are its layout's side menu, in table order (the console). */
  sideMenu?: true;
  /** Where the route's own address (the index) goes when it has children. */
  indexRedirectTo?: string;
}

const home: PageLoader = () => import('../features/home/HomePage');
/** The one placeholder page, for every route whose feature arrives in a later issue. */
const underConstruction: PageLoader = () => import('./pages/UnderConstructionPage');
const accountLayout: PageLoader = () => import('../shared/layout/AccountLayout');
const loginPage: PageLoader = () => import('../features/login/LoginPage');
const workLoginPage: PageLoader = () => import('../features/login/WorkLoginPage');
const minddlePage: PageLoader = () => import('../features/login/MinddlePage');
const developerPage: PageLoader = () => import('../features/sites/DeveloperPage');

/**
 * Every route of the portal (spec 002 §2.1 and 000 §2.1). The ten navigation items come
 * first, in the order the top navigation shows them.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: paths.home,
    access: 'visitor',
    title: '首页',
    layout: 'default',
    page: home,
    withoutAntd: true,
    nav: {},
  },
  {
    path: paths.solution,
    access: 'visitor',
    title: '行业解决方案',
    summary: '面向冷库、冷链物流与食品加工的数字化解决方案',
    layout: 'default',
    page: () => import('../features/solution/SolutionPage'),
    nav: { activeFor: [paths.case] },
  },
  {
    path: paths.news,
    access: 'visitor',
    title: '新闻资讯',
    summary: '行业动态、政策解读与平台公告',
    layout: 'default',
    page: () => import('../features/news/NewsPage'),
    nav: {},
  },
  {
    path: paths.application,
    access: 'visitor',
    title: '应用市场',
    summary: '精选冷链行业工业应用，免费试用、按年订阅',
    layout: 'default',
    page: () => import('../features/market/pages/ApplicationPage'),
    nav: { catalogue: 'app' },
  },
  {
    path: paths.microservice,
    access: 'visitor',
    title: '工业微服务',
    summary: '可复用的工业计算与数据服务组件，在线调试',
    layout: 'default',
    page: () => import('../features/market/pages/MicroservicePage'),
    nav: { catalogue: 'micr' },
  },
  {
    path: paths.mechanism,
    access: 'visitor',
    title: '机理模型',
    summary: '基于热工与制冷原理的机理模型，在线仿真',
    layout: 'default',
    page: () => import('../features/market/pages/MechanismPage'),
    nav: { catalogue: 'jlmx' },
  },
  {
    path: paths.internet,
    access: 'visitor',
    title: '物联网平台',
    summary: '设备接入、数据采集与远程监控一站式平台',
    layout: 'default',
    page: () => import('../features/iot/InternetPage'),
    nav: {},
  },
  {
    path: paths.developer,
    access: 'visitor',
    title: '开发者社区',
    summary: '开发者交流、应用开发与发布的社区',
    layout: 'default',
    page: developerPage,
    nav: {},
  },
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
    path: paths.aboutUs,
    access: 'visitor',
    title: '关于我们',
    summary: '平台介绍、愿景与联系方式',
    layout: 'default',
    page: () => import('../features/about/AboutUsPage'),
    nav: {},
  },

  {
    path: paths.minddle,
    access: 'visitor',
    title: '登录中转',
    summary: '正在完成单点登录',
    layout: 'default',
    page: minddlePage,
  },
  {
    path: paths.newsDetail,
    access: 'visitor',
    title: '新闻详情',
    summary: '行业动态、政策解读与平台公告',
    layout: 'default',
    page: () => import('../features/news/NewsDetailPage'),
  },
  {
    path: paths.register,
    access: 'visitor',
    title: '注册',
    summary: '注册成为租户或开发者',
    layout: 'default',
    page: () => import('../features/register/RegisterPage'),
  },
  {
    path: paths.forget,
    access: 'visitor',
    title: '忘记密码',
    summary: '通过手机验证码重置密码',
    layout: 'default',
    page: () => import('../features/forget/ForgetPage'),
  },
  {
    path: paths.workLogin,
    access: 'visitor',
    title: '工作台登录',
    summary: '租户工作台账号登录',
    layout: 'default',
    page: workLoginPage,
  },
  { path: paths.layout, access: 'visitor', title: '首页', layout: 'default', redirectTo: paths.home },
  { path: paths.default, access: 'visitor', title: '首页', layout: 'default', redirectTo: paths.home },
  {
    path: paths.contact,
    access: 'visitor',
    title: '联系我们',
    summary: '各区域平台联系人与在线留言',
    layout: 'default',
    page: () => import('../features/about/ContactPage'),
  },
  {
    path: paths.login,
    access: 'visitor',
    title: '登录',
    summary: '租户、开发者与运营人员登录',
    layout: 'default',
    page: loginPage,
  },
  {
    path: paths.addMessage,
    access: 'visitor',
    title: '留言结果',
    layout: 'default',
    page: () => import('../features/about/AddMessagePage'),
  },
  {
    path: paths.platformMembers,
    access: 'visitor',
    title: '平台会员',
    summary: '加入平台的冷链企业',
    layout: 'default',
    page: () => import('../features/members/PlatformMembersPage'),
  },
  {
    path: paths.maps,
    access: 'visitor',
    title: '客户地图',
    summary: '平台客户分布',
    layout: 'default',
    page: () => import('../features/maps/MapsPage'),
  },
  {
    path: paths.product,
    access: 'visitor',
    title: '产品展示',
    summary: '平台产品与硬件展示',
    layout: 'default',
    page: () => import('../features/product/ProductPage'),
  },
  {
    path: paths.appDetail,
    access: 'visitor',
    title: '详情',
    layout: 'default',
    page: () => import('../features/market/pages/DetailPage'),
  },
  {
    path: paths.list,
    access: 'visitor',
    title: '列表',
    layout: 'default',
    page: () => import('../features/market/pages/ListPage'),
  },
  {
    path: paths.case,
    access: 'visitor',
    title: '行业案例',
    summary: '冷链行业数字化落地案例',
    layout: 'default',
    page: () => import('../features/solution/CasePage'),
  },
  {
    path: paths.trial,
    access: 'visitor',
    title: '在线试用',
    summary: '在线试用工业应用与模型',
    layout: 'default',
    page: () => import('../features/market/pages/TrialPage'),
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
  {
    path: paths.machine,
    access: 'visitor',
    title: '设备物联网',
    summary: '冷链设备接入与数据采集方案',
    layout: 'default',
    page: () => import('../features/iot/MachinePage'),
  },
  {
    path: paths.admin.root,
    // Any account; each page below says more.
    access: 'user',
    title: '个人中心',
    layout: 'default',
    page: accountLayout,
    indexRedirectTo: paths.admin.personTent,
    children: [
      // The certification centres: the only pages an uncertified account may open.
      {
        path: 'personTent',
        access: 'user',
        title: '租户中心',
        page: () => import('../features/certification/PersonTentPage'),
      },
      {
        path: 'personDev',
        access: 'user',
        title: '开发者中心',
        page: () => import('../features/certification/PersonDevPage'),
      },
      // Spec 002 §2.1, §6: the app list and market of the account area are the tenant's.
      {
        path: 'appList',
        access: 'tenant',
        title: '应用列表',
        page: () => import('../features/market/account/AppListPage'),
      },
      {
        path: 'appMarket',
        access: 'tenant',
        title: '应用市场',
        page: () => import('../features/market/account/AppMarketPage'),
      },
      // Orders are bought, paid and cancelled by the tenant's administrator (issue 11).
      {
        path: 'orderList',
        access: 'tenantAdmin',
        title: '我的订单',
        page: () => import('../features/market/account/OrderListPage'),
      },
      {
        path: 'orderDetail',
        access: 'tenantAdmin',
        title: '订单详情',
        page: () => import('../features/market/account/OrderDetailPage'),
      },
    ],
  },
  {
    path: paths.preViewPdf,
    access: 'visitor',
    title: '文件预览',
    layout: 'empty',
    page: () => import('../features/certification/PreviewPdfPage'),
  },
  {
    path: paths.privacy,
    access: 'visitor',
    title: '隐私协议',
    layout: 'empty',
    page: () => import('../features/privacy/PrivacyPage'),
  },
  // The built-in sites of the console handover: sites of their own, without the portal's shell.
  // Each lands the handover itself (a code in the address), then greets who fits the site.
  {
    path: paths.workbench,
    access: 'tenant',
    handover: true,
    title: '租户工作台',
    layout: 'empty',
    page: () => import('../features/sites/WorkbenchPage'),
  },
  {
    path: paths.community,
    // Developers or tenant administrators (no single access level): the page checks who fits.
    access: 'visitor',
    title: '开发者社区',
    layout: 'empty',
    page: () => import('../features/sites/CommunityPage'),
  },
  // The operator console (DESIGN.md): its own layout and side menu; it lands the handover itself.
  {
    path: paths.system,
    access: 'operator',
    handover: true,
    title: '运营管理系统',
    layout: 'empty',
    page: () => import('../features/system/SystemConsole'),
    sideMenu: true,
    indexRedirectTo: paths.systemReview,
    children: [
      {
        path: 'review',
        access: 'operator',
        handover: true,
        title: '认证审核',
        page: () => import('../features/system/ReviewDeskPage'),
      },
      {
        path: 'payment',
        access: 'operator',
        handover: true,
        title: '收款确认',
        page: () => import('../features/system/PaymentDeskPage'),
      },
    ],
  },
];

/** The top navigation, in table order (spec 000 §2.1). */
export const NAV_ITEMS: readonly NavItem[] = APP_ROUTES.flatMap((route) =>
  route.nav
    ? [
        {
          label: route.title,
          to: route.nav.to ?? route.path,
          activeFor: route.nav.activeFor,
          catalogue: route.nav.catalogue,
        },
      ]
    : [],
);
