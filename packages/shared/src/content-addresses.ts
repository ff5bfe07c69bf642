import type { contentApi } from './content.ts';
import { addressOf } from './contract.ts';

/**
 * The content calls of the first screen of `/` (banners, the home page's news and solutions)
 * without their schemas, so that screen loads no zod; `contentApi` (content.ts) is the contract.
 */
export const contentAddresses = {
  banners: addressOf<typeof contentApi.banners>({
    method: 'GET',
    path: '/api/portalWeb/banner/getListByType',
  }),
  news: addressOf<typeof contentApi.news>({ method: 'GET', path: '/api/portalWeb/news' }),
  industries: addressOf<typeof contentApi.industries>({ method: 'GET', path: '/api/portalWeb/industry' }),
};
