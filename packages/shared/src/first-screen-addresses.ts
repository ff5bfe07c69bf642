import type { authApi } from './accounts.ts';
import type { cartApi } from './cart.ts';
import type { microApi, modelsApi } from './catalogue.ts';
import type { contentApi } from './content.ts';
import { addressOf } from './contract.ts';
import type { marketApi } from './market.ts';
import type { captchaApi, siteApi } from './site.ts';
import type { sitePrivacyApi } from './site-settings.ts';
import type { subscriptionsApi } from './subscriptions.ts';
import type { supplyApi } from './supply.ts';
import type { supplyPublicApi } from './supply-publishing.ts';
import type { trialApi } from './trial.ts';

/**
 * The calls of the public pages' first screens (banners, news, solutions, cases and the home
 * page's microservices, the microservice and model groups, the members, the /machine apps, the
 * app market and its lists with their buttons, the details of apps, microservices and models,
 * the message form, the supply board's home, search and details;
 * the session's start and the header's logout) without their schemas, so those screens load no
 * zod; the contracts (content.ts, catalogue.ts, market.ts, subscriptions.ts, cart.ts, site.ts,
 * accounts.ts, trial.ts, supply.ts, supply-publishing.ts) are the types, which refuse any other method or path.
 */
export const firstScreenAddresses = {
  banners: addressOf<typeof contentApi.banners>({
    method: 'GET',
    path: '/api/portalWeb/banner/getListByType',
  }),
  news: addressOf<typeof contentApi.news>({ method: 'GET', path: '/api/portalWeb/news' }),
  hotNews: addressOf<typeof contentApi.hotNews>({
    method: 'GET',
    path: '/api/portalWeb/news/getPopularAdvice',
  }),
  /** The 平台公告 beside the /News list. */
  notices: addressOf<typeof contentApi.notices>({ method: 'GET', path: '/api/visualdev/Dashboard/Notice' }),
  newsDetail: addressOf<typeof contentApi.newsDetail>({ method: 'GET', path: '/api/portalWeb/news/web/:id' }),
  industryDetail: addressOf<typeof contentApi.industryDetail>({
    method: 'GET',
    path: '/api/portalWeb/industry/:id',
  }),
  caseDetail: addressOf<typeof contentApi.caseDetail>({
    method: 'GET',
    path: '/api/portalWeb/industry/case/:id',
  }),
  industries: addressOf<typeof contentApi.industries>({ method: 'GET', path: '/api/portalWeb/industry' }),
  microservices: addressOf<typeof microApi.list>({ method: 'GET', path: '/api/portalWeb/micro/selectList' }),
  members: addressOf<typeof siteApi.members>({ method: 'GET', path: '/api/portalWeb/member/list' }),
  microGroups: addressOf<typeof microApi.groups>({
    method: 'POST',
    path: '/api/portalWeb/micro/groupByIndustry',
  }),
  modelGroups: addressOf<typeof modelsApi.portal>({ method: 'GET', path: '/api/portalWeb/model/portal' }),
  appsByName: addressOf<typeof marketApi.byNames>({
    method: 'GET',
    path: '/api/portalWeb/market/selectMarketList/NoFilter',
  }),
  /** The privacy agreement (/privacy and the registration form's dialog). */
  privacy: addressOf<typeof sitePrivacyApi.privacy>({ method: 'GET', path: '/api/portalWeb/privacy' }),
  /** The header's 退出 (every page's first screen). */
  logout: addressOf<typeof authApi.logout>({ method: 'GET', path: '/api/oauth/Logout' }),
  /** The session's start on every page (shared/session/handover.ts). */
  exchange: addressOf<typeof authApi.exchange>({ method: 'GET', path: '/api/oauth/kc/login' }),
  judgment: addressOf<typeof authApi.judgment>({ method: 'POST', path: '/api/oauth/judgment' }),
  secondDomain: addressOf<typeof authApi.secondDomain>({
    method: 'GET',
    path: '/api/system/SysConfig/getSecondDomain',
  }),
  checkToken: addressOf<typeof authApi.checkToken>({ method: 'GET', path: '/api/oauth/checkToken' }),
  currentUser: addressOf<typeof authApi.currentUser>({ method: 'GET', path: '/api/oauth/CurrentUser' }),
  // The app market's /Application and /List: their reads, the catalogue filters, a tenant's
  // relation to the apps, and the subscribe and cart buttons on every card.
  marketGroups: addressOf<typeof marketApi.groups>({
    method: 'POST',
    path: '/api/portalWeb/market/groupByIndustryDesc',
  }),
  marketTypes: addressOf<typeof marketApi.types>({
    method: 'POST',
    path: '/api/portalWeb/marketType/getAllType',
  }),
  marketList: addressOf<typeof marketApi.list>({
    method: 'GET',
    path: '/api/portalWeb/market/selectMarketList',
  }),
  microTypes: addressOf<typeof microApi.types>({ method: 'POST', path: '/api/portalWeb/micro/getAllType' }),
  modelSorts: addressOf<typeof modelsApi.sorts>({
    method: 'GET',
    path: '/api/portalWeb/model/dict/getModelSortList',
  }),
  modelPage: addressOf<typeof modelsApi.page>({ method: 'GET', path: '/api/portalWeb/model/page' }),
  myApps: addressOf<typeof subscriptionsApi.mine>({
    method: 'GET',
    path: '/api/portalWeb/marketSubscribe/myApps',
  }),
  subscribe: addressOf<typeof subscriptionsApi.subscribe>({
    method: 'POST',
    path: '/api/portalWeb/market/subscribe',
  }),
  cartAdd: addressOf<typeof cartApi.add>({
    method: 'GET',
    path: '/api/portalWeb/market/shopping/:marketId/:tenantId',
  }),
  cartPreview: addressOf<typeof cartApi.preview>({
    method: 'GET',
    path: '/api/portalWeb/market/shopping/preview/:marketId/:tenantId',
  }),
  // The message form of /AboutUs and /Contact, and its image captcha.
  saveMessage: addressOf<typeof siteApi.saveMessage>({ method: 'POST', path: '/api/portalWeb/message/save' }),
  captchaImage: addressOf<typeof captchaApi.image>({ method: 'POST', path: '/api/portalWeb/captcha/image' }),
  // /AppdetailInfo: an app, a microservice (with its 安装 button's package) or a model.
  appDetail: addressOf<typeof marketApi.detail>({ method: 'GET', path: '/api/portalWeb/market/:id' }),
  microDetail: addressOf<typeof microApi.detail>({ method: 'GET', path: '/api/portalWeb/micro/:id' }),
  modelInfo: addressOf<typeof modelsApi.info>({ method: 'GET', path: '/api/portalWeb/model/info/:id' }),
  installLink: addressOf<typeof trialApi.installLink>({
    method: 'GET',
    path: '/api/portalWeb/micro/installLink/:id',
  }),
  installPackage: addressOf<typeof trialApi.installPackage>({
    method: 'GET',
    path: '/api/portalWeb/micro/installPackage/:id',
  }),
  // The supply board: /supply, /supplySearch and /supplyDetail.
  supplyTypes: addressOf<typeof supplyApi.types>({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/getAllType',
  }),
  supplyPage: addressOf<typeof supplyApi.supplyPage>({
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/front/supplyPage',
  }),
  demandPage: addressOf<typeof supplyApi.demandPage>({
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/front/demandPage',
  }),
  supplyDetail: addressOf<typeof supplyApi.supplyDetail>({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/SupplyComById/:id',
  }),
  demandDetail: addressOf<typeof supplyApi.demandDetail>({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/demComById/:id',
  }),
  supplyFloors: addressOf<typeof supplyApi.floors>({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/getAll',
  }),
  recommendedSuppliers: addressOf<typeof supplyApi.recommended>({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/recommendCompanies',
  }),
  demandMatches: addressOf<typeof supplyPublicApi.demandMatches>({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/demandMatches/:id',
  }),
};
