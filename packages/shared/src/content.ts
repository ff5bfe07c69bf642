import { z } from 'zod';
import { zPageData } from './api.ts';
import { BANNER_PAGE_SIZE, INDUSTRY_PAGE_SIZE } from './constants.ts';
import {
  BANNER_STATUS_ACTIVE,
  BANNER_TYPE_VALUES,
  CONTENT_TEXTS,
  NEWS_DEFAULT_PAGE_SIZE,
  NEWS_PAGE_SIZES,
} from './content-constants.ts';
import { defineEndpoint } from './contract.ts';

/**
 * The public content contract (spec 000 §3, §4, §7): banners, news, industry solutions
 * with their cases, and notices. Request and response shapes used by the routes and by
 * the pages; the plain constants are in content-constants.ts (no zod, so the home page's
 * first screen does not carry the schemas).
 */

const zId = z.coerce.number().int('编号不正确').positive('编号不正确').max(2_147_483_647, '编号不正确');
export const zContentIdParam = z.object({ id: zId });

const zCurrentPage = z.coerce.number().int().min(1).max(100_000).default(1);

// ---------- Banners ----------

/**
 * A banner (spec 000 §3). `url` is the image's address; `title` and `snapshot` (one line
 * under the title) are drawn over it in `textColor`.
 */
export const zBanner = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  snapshot: z.string(),
  url: z.string(),
  textColor: z.string(),
  status: z.string(),
});
export type Banner = z.infer<typeof zBanner>;

/** The banner call of spec 000 §7: keyword, currentPage, pageSize 20, sort desc, type, optional status. */
export const zBannerListQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((value) => (BANNER_TYPE_VALUES as number[]).includes(value), '轮播图类型只能是 1 到 10'),
  keyword: z.string().trim().max(50).optional(),
  currentPage: zCurrentPage,
  pageSize: z.coerce.number().int().min(1).max(100).default(BANNER_PAGE_SIZE),
  sort: z.enum(['desc', 'asc']).default('desc'),
  /** Visitors only ever see active banners; any other status is refused rather than shown. */
  status: z.literal(BANNER_STATUS_ACTIVE).optional(),
});
export type BannerListQuery = z.input<typeof zBannerListQuery>;

// ---------- News ----------

export const zNewsListItem = z.object({
  id: z.number().int(),
  headline: z.string(),
  /** The plain-text excerpt shown in lists. */
  content: z.string(),
  poster: z.string(),
  /** Publication time, ISO-8601. */
  createTime: z.string(),
  clickCount: z.number().int(),
});
export type NewsListItem = z.infer<typeof zNewsListItem>;

export const zNewsLink = z.object({ id: z.number().int(), headline: z.string() });
export type NewsLink = z.infer<typeof zNewsLink>;

export const zNewsDetail = zNewsListItem.extend({
  /** The sanitised rich-text body (HTML). */
  contentParse: z.string(),
  /** The neighbours in list order (newest first): previous is newer, next is older; null at the ends. */
  previous: zNewsLink.nullable(),
  next: zNewsLink.nullable(),
});
export type NewsDetail = z.infer<typeof zNewsDetail>;

export const zNewsListQuery = z.object({
  currentPage: zCurrentPage,
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (NEWS_PAGE_SIZES as readonly number[]).includes(value), CONTENT_TEXTS.newsPageSize)
    .default(NEWS_DEFAULT_PAGE_SIZE),
});
export type NewsListQuery = z.input<typeof zNewsListQuery>;

/** `isClick` (spec 000 §7): true counts the visit; anything but "false" counts. */
export const zNewsDetailQuery = z.object({
  isClick: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

// ---------- Industry solutions and cases ----------

export const zPoint = z.object({ title: z.string(), text: z.string() });
export type Point = z.infer<typeof zPoint>;

export const zIndustryListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  digest: z.string(),
  icon: z.string(),
});
export type IndustryListItem = z.infer<typeof zIndustryListItem>;

export const zCaseListItem = z.object({
  id: z.number().int(),
  industryId: z.number().int(),
  title: z.string(),
  customer: z.string(),
  summary: z.string(),
  picture: z.string(),
});
export type CaseListItem = z.infer<typeof zCaseListItem>;

export const zIndustryDetail = zIndustryListItem.extend({
  /** The sanitised rich-text introduction (HTML). */
  content: z.string(),
  picture: z.string(),
  painPoints: z.array(zPoint),
  values: z.array(zPoint),
  cases: z.array(zCaseListItem),
});
export type IndustryDetail = z.infer<typeof zIndustryDetail>;

export const zCaseDetail = zCaseListItem.extend({
  industryTitle: z.string(),
  /** The sanitised rich-text story (HTML). */
  content: z.string(),
  createTime: z.string(),
});
export type CaseDetail = z.infer<typeof zCaseDetail>;

export const zIndustryListQuery = z.object({
  currentPage: zCurrentPage,
  pageSize: z.coerce.number().int().min(1).max(50).default(INDUSTRY_PAGE_SIZE),
});
export type IndustryListQuery = z.input<typeof zIndustryListQuery>;

// ---------- Notices ----------

export const zNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof zNotice>;

// ---------- Calls ----------

/** The public content calls (spec 000 §7): every caller may read published content. */
export const contentApi = {
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/banner/getListByType',
    tag: 'content',
    summary: '按类型取轮播图（只含状态为 "1" 的）',
    access: 'visitor',
    query: zBannerListQuery,
    data: zPageData(zBanner),
  }),
  news: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/news',
    tag: 'content',
    summary: '新闻列表（已发布，按发布时间倒序；每页 10/20/30/40 条）',
    access: 'visitor',
    query: zNewsListQuery,
    data: zPageData(zNewsListItem),
  }),
  hotNews: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/news/getPopularAdvice',
    tag: 'content',
    summary: '热门新闻（按阅读次数）',
    access: 'visitor',
    data: z.array(zNewsListItem),
  }),
  newsDetail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/news/web/:id',
    tag: 'content',
    summary: '新闻详情（isClick 为 true 时计一次阅读），含上一篇与下一篇',
    access: 'visitor',
    params: zContentIdParam,
    query: zNewsDetailQuery,
    data: zNewsDetail,
  }),
  industries: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/industry',
    tag: 'content',
    summary: '行业解决方案列表（每页 10 条）',
    access: 'visitor',
    query: zIndustryListQuery,
    data: zPageData(zIndustryListItem),
  }),
  caseDetail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/industry/case/:id',
    tag: 'content',
    summary: '行业案例详情',
    access: 'visitor',
    params: zContentIdParam,
    data: zCaseDetail,
  }),
  industryDetail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/industry/:id',
    tag: 'content',
    summary: '行业解决方案详情：痛点、价值与案例',
    access: 'visitor',
    params: zContentIdParam,
    data: zIndustryDetail,
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/api/visualdev/Dashboard/Notice',
    tag: 'content',
    summary: '平台公告（最新 10 条）',
    access: 'visitor',
    data: z.array(zNotice),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/content/images/:name',
    tag: 'content',
    summary: '内容图片（平台生成的 SVG）',
    access: 'visitor',
    kind: 'file',
    params: z.object({ name: z.string().max(100) }),
    data: z.string().describe('image/svg+xml'),
  }),
};
