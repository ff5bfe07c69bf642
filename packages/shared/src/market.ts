import { z } from 'zod';
import { zPageData } from './api.ts';
import { MAX_ID, zId, zIdParam, zIgnoredBody, zListQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong } from './validation.ts';

export * from './market-constants.ts';

/**
 * The app-market contract (spec 000 §3, §4, §6–§9; 001 §3, §4.2; 002 §2.4, §2.5, §2.9, §3–§9):
 * the catalogue's reads, its texts, prices and pricing. Subscriptions (`subscriptions.ts`), the
 * cart (`cart.ts`) and orders (`orders.ts`) build on it.
 *
 * The spec's `isFree` means "charged" (DESIGN.md): we call it `charged` everywhere.
 * Prices travel in yuan (numbers with at most 2 decimals) and are always computed by the server.
 * The calls (`marketApi`) are at the end: refusals
 * answer a non-200 envelope whose msg is one of MARKET_TEXTS; unknown ids answer 404.
 */

/** Expiration, computed from the end and unsubscribe times at read: 0 not expired, 1 expired, 2 invalid. */
export const EXPIRATIONS = defineStatuses([
  { key: 'active', value: 0, label: '未过期', tone: 'success' },
  { key: 'expired', value: 1, label: '已过期', tone: 'warning' },
  { key: 'invalid', value: 2, label: '已失效', tone: 'neutral' },
]);
export const EXPIRATION = EXPIRATIONS.byKey;
export type Expiration = (typeof EXPIRATIONS.values)[number];

// ---------- money ----------

/** Yuan with at most two decimals, never negative. */
export const zYuan = z
  .number()
  .nonnegative('价格不能为负数')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, '价格最多两位小数');

// ---------- catalogue: apps ----------

export const zMarketIndustry = z.object({ id: z.number().int(), name: z.string() });
export type MarketIndustry = z.infer<typeof zMarketIndustry>;

export const zPricePlan = z.object({
  id: z.number().int(),
  /** The app this plan belongs to. */
  aid: z.number().int(),
  duration: z.number().int(),
  timeUnit: z.string(),
  originalPrice: z.number(),
  currentPrice: z.number(),
});
export type PricePlan = z.infer<typeof zPricePlan>;

/** An app as cards and lists show it. */
export const zAppCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** Short description. */
  detailsRemake: z.string(),
  industry: z.number().int(),
  industryName: z.string(),
  charged: z.boolean(),
  /** Trial-flagged: a charged app that offers a free trial of `trialTime` months. */
  isTrial: z.boolean(),
  trialTime: z.number().int().nullable(),
  installNum: z.number().int(),
  /** The tenant that published the app; its administrator gets no subscribe buttons. */
  exploitTenantId: z.number().int().nullable(),
  /** Lowest current price of the plans (yuan); null for free apps. */
  minPrice: z.number().nullable(),
  createTime: z.string(),
});
export type AppCard = z.infer<typeof zAppCard>;

export const zAppRef = z.object({ id: z.number().int(), name: z.string() });
export type AppRef = z.infer<typeof zAppRef>;

export const zAppDetail = zAppCard.extend({
  /** Rich text, sanitised on save and again when shown. */
  details: z.string(),
  contactPerson: z.string(),
  modifyTime: z.string(),
  applicationMarketPriceEntityList: z.array(zPricePlan),
  /** Apps subscribed and added to the cart together with this one. */
  associations: z.array(zAppRef),
  /** The caller's tenant has an active subscription (false for visitors and non-tenants). */
  isSubscribe: z.boolean(),
  /** The caller's tenant has it in the cart. */
  inCart: z.boolean(),
  /** The caller's tenant published it (no subscribe buttons for its administrator). */
  isOwner: z.boolean(),
});
export type AppDetail = z.infer<typeof zAppDetail>;

export const zIndustryGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** All published apps of the industry (for the 更多 link). */
  total: z.number().int(),
  /** The first MARKET_GROUP_SIZE apps, most installed first. */
  marketList: z.array(zAppCard),
});
export type IndustryGroup = z.infer<typeof zIndustryGroup>;

export const zGroupByIndustryRequest = z
  .object({ keyword: z.string().trim().max(50, tooLong('关键词', 50)).optional() })
  .nullish();

/** `GET market/selectMarketList`: only state 1 is ever listed, whatever `state` says. */
export const zMarketListQuery = zListQuery.extend({
  sidx: z.enum(['createTime', 'installNum', 'name']).default('createTime'),
  /** Industry id. */
  industry: zId.optional(),
  /** Industry name (the /List page's `type`). */
  industryName: z.string().trim().max(50, tooLong('行业', 50)).optional(),
  state: z.coerce.number<number>().int().optional(),
});
export type MarketListQuery = z.input<typeof zMarketListQuery>;

/** `GET market/selectMarketList/NoFilter?names=冷机物联网,冷柜物联网`. */
export const zMarketByNamesQuery = z.object({
  names: z.string().trim().min(1).max(500, tooLong('应用名称', 500)),
});

// ---------- pricing (the server's rule; the web shows the same numbers) ----------

/**
 * Price of `years` of an app: the plan of exactly that many years, or null. Only the app's
 * own plans are ever offered or charged; a price is never computed from another plan.
 */
export function priceForYears(
  plans: readonly Pick<PricePlan, 'duration' | 'currentPrice' | 'originalPrice'>[],
  years: number,
): { currentPrice: number; originalPrice: number } | null {
  const exact = plans.find((plan) => plan.duration === years);
  return exact ? { currentPrice: exact.currentPrice, originalPrice: exact.originalPrice } : null;
}

/** 应用【A、B】关联了当前应用,不能删除 (spec 002 §8.2). */
// ---------- calls: the app catalogue (anyone; only published apps, state 1, ever appear) ----------

export const marketApi = {
  groups: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/market/groupByIndustryDesc',
    tag: 'market',
    summary: '按行业分组的已上架应用（每组前 8 个，安装量降序）',
    access: 'visitor',
    body: zGroupByIndustryRequest,
    data: z.array(zIndustryGroup),
  }),
  types: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketType/getAllType',
    tag: 'market',
    summary: '应用行业分类（有已上架应用的）',
    access: 'visitor',
    body: zIgnoredBody,
    data: z.array(zMarketIndustry),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/selectMarketList',
    tag: 'market',
    summary: '已上架应用分页列表（只列 state 1）',
    access: 'visitor',
    query: zMarketListQuery,
    data: zPageData(zAppCard),
  }),
  byNames: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/selectMarketList/NoFilter',
    tag: 'market',
    summary: '按名称取已上架应用（逗号分隔，如 冷机物联网,冷柜物联网）',
    access: 'visitor',
    query: zMarketByNamesQuery,
    data: z.array(zAppCard),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/:id',
    tag: 'market',
    summary: '应用详情（含收费标准与关联应用；登录租户另有是否已订阅、是否在购物车）',
    access: 'visitor',
    params: zIdParam,
    data: zAppDetail,
  }),
  associations: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/getAssociationMarket/:id',
    tag: 'market',
    summary: '应用的关联应用',
    access: 'visitor',
    params: zIdParam,
    data: z.array(zAppRef),
  }),
  /** The SVG itself (image/svg+xml), for items without a logo of their own; `file` is `{id}.svg`. */
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/logo/:kind/:file',
    tag: 'market',
    summary: '应用、微服务、机理模型的生成式 SVG 图标',
    access: 'visitor',
    kind: 'file',
    params: z.object({
      kind: z.enum(['app', 'micro', 'model']),
      file: z
        .string()
        .max(14, '文件名不正确')
        .regex(/^[1-9]\d{0,9}\.svg$/, '文件名不正确')
        // The id must fit the database's integer (PostgreSQL refuses a larger one).
        .refine((file) => Number.parseInt(file, 10) <= MAX_ID, '文件名不正确'),
    }),
    data: z.string(),
  }),
};
