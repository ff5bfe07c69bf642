import { BANNER_TYPES, PAGE_SIZES } from './constants.ts';

/** Content constants and texts (spec 000 §4, §8, §9), free of zod so any page can take them cheaply. */

/** Only a banner whose status is "1" is ever shown (spec 000 §4). */
export const BANNER_STATUS_ACTIVE = '1';
export const BANNER_DEFAULT_TEXT_COLOR = '#ffffff';
export const BANNER_TYPE_VALUES = Object.values(BANNER_TYPES);
export type BannerType = (typeof BANNER_TYPE_VALUES)[number];

/** How many items the hot-news list holds (the spec shows the list, not its length). */
export const HOT_NEWS_SIZE = 6;
/** The home page's news block: one page of 10, the first 3 in the slider, items 3 to 6 in the list. */
export const HOME_NEWS = { fetch: 10, slider: 3, list: 3 } as const;
export const HOME_SOLUTIONS = 5;
export const HOME_MICROSERVICES = 10;
/** How many notices the notice call answers. */
export const NOTICE_LIMIT = 10;

export const CONTENT_TEXTS = {
  none: '没有了',
  newsNotFound: '该新闻不存在或已下线',
  industryNotFound: '该解决方案不存在或已下线',
  caseNotFound: '该案例不存在或已下线',
  imageNotFound: '图片不存在',
  newsPageSize: '每页条数只能是 10、20、30 或 40',
} as const;

export const NEWS_PAGE_SIZES = PAGE_SIZES.news;
export const NEWS_DEFAULT_PAGE_SIZE = NEWS_PAGE_SIZES[0];
