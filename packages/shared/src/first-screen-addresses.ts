import type { microApi } from './catalogue.ts';
import type { contentApi } from './content.ts';
import { addressOf } from './contract.ts';

/**
 * The calls of the first screen of `/` (banners, the home page's news, solutions and
 * microservices) without their schemas, so that screen loads no zod; `contentApi` (content.ts)
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
};
