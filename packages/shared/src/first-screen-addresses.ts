import type { authApi } from './accounts.ts';
import type { microApi } from './catalogue.ts';
import type { contentApi } from './content.ts';
import { addressOf } from './contract.ts';

/**
 * The calls of the first screen of `/` (banners, the home page's news, solutions and
 * microservices; the session's start and the header's logout) without their schemas, so that screen loads no zod; `contentApi` (content.ts)
 * and `microApi` (catalogue.ts) are the contracts, and the types refuse any other method or path.
 */
export const firstScreenAddresses = {
  banners: addressOf<typeof contentApi.banners>({
    method: 'GET',
    path: '/api/portalWeb/banner/getListByType',
  }),
  news: addressOf<typeof contentApi.news>({ method: 'GET', path: '/api/portalWeb/news' }),
  industries: addressOf<typeof contentApi.industries>({ method: 'GET', path: '/api/portalWeb/industry' }),
  microservices: addressOf<typeof microApi.list>({ method: 'GET', path: '/api/portalWeb/micro/selectList' }),
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
};
