/**
 * Every address of the portal (spec 002 §2.1, 000 §2.1) in one place, so links are typed
 * and a renamed route breaks the build instead of a link. Matching is case-insensitive,
 * so `/supply` (the navigation's spelling) and `/Supply` (the route table's) are one route.
 */
export const paths = {
  home: '/',
  minddle: '/minddle',
  news: '/News',
  newsDetail: '/NewsDetail',
  register: '/Register',
  forget: '/forget',
  workLogin: '/WorkLogin',
  layout: '/Layout',
  default: '/Default',
  application: '/Application',
  microservice: '/Microservice',
  aboutUs: '/AboutUs',
  contact: '/Contact',
  login: '/Login',
  solution: '/Solution',
  mechanism: '/Mechanism',
  internet: '/Internet',
  addMessage: '/AddMessage',
  platformMembers: '/PlatformMembers',
  maps: '/Maps',
  product: '/Product',
  appDetail: '/AppdetailInfo',
  list: '/List',
  case: '/Case',
  trial: '/Trial',
  supply: '/supply',
  supplyDetail: '/supplyDetail',
  supplySearch: '/supplySearch',
  machine: '/machine',
  preViewPdf: '/preViewPdf',
  privacy: '/privacy',
  /** The public check of a signed PDF (issue 21). */
  verifySignature: '/verifySignature',
  developer: '/Developer',
  /** The built-in sites the console hands over to (DESIGN.md; second-domain defaults). */
  workbench: '/workbench',
  supplyPublish: '/supplyPublish',
  community: '/community',
  /** The community's form to submit or correct a microservice (`?id=` edits one). */
  communitySubmit: '/community/submit',
  /** The community's form to submit or correct a mechanism model (`?id=` edits one). */
  communityModel: '/community/model',
  system: '/system',
  /** The console's first page, 工作台 (issue 22 item 7). */
  systemDashboard: '/system/dashboard',
  /** 留言管理: the contact form's messages. */
  systemMessages: '/system/messages',
  /** The operator console's review desk (a child of /system). */
  systemReview: '/system/review',
  /** The operator console's payment desk (收款确认). */
  systemPayment: '/system/payment',
  /** The board's moderation queue (供需审核) and its product types (产品类型). */
  systemSupplyModeration: '/system/supplyModeration',
  systemSupplyTypes: '/system/supplyTypes',
  /** 用户管理 and 操作日志 (issue 22 items 5 and 6). */
  systemUsers: '/system/users',
  systemAudit: '/system/audit',
  /** 公告管理 (issue 22). */
  systemNotices: '/system/notices',
  /** The console's 新闻管理. */
  systemNews: '/system/news',
  /** The console's 轮播图管理 and 站点设置 (privacy agreement, second-domain addresses). */
  systemBanners: '/system/banners',
  systemSettings: '/system/settings',
  /** The console's 解决方案管理 (solutions and their cases). */
  systemSolutions: '/system/solutions',
  /** The console's 会员与地图 (platform members, map markers). */
  systemMembers: '/system/members',
  /** The console's 订单管理 and 订阅管理. */
  systemOrders: '/system/orders',
  systemSubscriptions: '/system/subscriptions',
  /** 开发者提交: the developer community's review queue (issue 22 item 3). */
  systemSubmissions: '/system/submissions',
  /** The console's 应用管理 (issue 22 item 2). */
  systemApps: '/system/apps',
  /** The console's 微服务管理 (issue 22 item 2). */
  systemMicros: '/system/micros',
  /** 机理模型管理: every mechanism model, its request definition and fields (issue 22 item 2). */
  systemModels: '/system/models',
  /** 行业分类: the market's industries. */
  systemIndustries: '/system/industries',
  /** 模型分类: the mechanism models' sorts. */
  systemModelSorts: '/system/modelSorts',
  admin: {
    root: '/admin',
    personTent: '/admin/personTent',
    personDev: '/admin/personDev',
    appList: '/admin/appList',
    appMarket: '/admin/appMarket',
    /** 我的订单 and one order (ours: the spec shows no order pages). */
    orderList: '/admin/orderList',
    orderDetail: '/admin/orderDetail',
    /** 数据配置 (spec 002 §2.11; issue 21 part 5). */
    dataSource: '/admin/dataSource',
    /** 电子签章: the signature and seal tool and the signed documents (issue 21). */
    signing: '/admin/signing',
  },
} as const;

/** The catalogue kinds of /List and /AppdetailInfo (spec 000 §2.9, §2.10). */
export type CataloguePage = 'app' | 'micr' | 'jlmx';
/** The detail-page title codes (spec 000 §2.10). */
export type CatalogueTitle = 'yysc' | 'gywfwzj' | 'jlmx';

type QueryValue = string | number | boolean | null | undefined;

/** Appends the defined query values to a path; values are URL-encoded. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Links that carry a query (spec 000 §2.4–§2.11). */
export const links = {
  /** The news list at a page; the default size (10) is left out of the address. */
  news: (currentPage?: number, pageSize?: number) =>
    withQuery(paths.news, { currentPage, pageSize: pageSize === 10 ? undefined : pageSize }),
  newsDetail: (
    id: string | number,
    options: { currentPage?: number; pageSize?: number; hot?: boolean } = {},
  ) =>
    withQuery(paths.newsDetail, {
      id,
      currentPage: options.currentPage,
      pageSize: options.pageSize === 10 ? undefined : options.pageSize,
      type: options.hot ? 'hot' : undefined,
    }),
  solution: (id?: string | number) => withQuery(paths.solution, { id }),
  list: (type: string, page: CataloguePage) => withQuery(paths.list, { type, page }),
  appDetail: (title: CatalogueTitle, catalogue: string | number, page: CataloguePage) =>
    withQuery(paths.appDetail, { title, catalogue, page }),
  case: (id: string | number) => withQuery(paths.case, { title: 'hyfa', id }),
  trial: (page: CataloguePage, title: CatalogueTitle, catalogue: string | number) =>
    withQuery(paths.trial, { page, title, catalogue }),
  preViewPdf: (type: string | number) => withQuery(paths.preViewPdf, { type }),
  orderDetail: (id: number) => withQuery(paths.admin.orderDetail, { id }),
};
