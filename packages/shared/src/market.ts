import { z } from 'zod';
import { zPageData } from './api.ts';
import {
  MAX_ID,
  MAX_IDS_PER_REQUEST,
  TABLE_MAX_PAGE_SIZE,
  zBodyId,
  zId,
  zIdListText,
  zIdParam,
  zIgnoredBody,
  zListQuery,
} from './common.ts';
import { defineEndpoint } from './contract.ts';
import { MARKET_TEXTS } from './market-constants.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong, tooMany } from './validation.ts';

export * from './market-constants.ts';

/**
 * The app-market contract (spec 000 §3, §4, §6–§9; 001 §3, §4.2; 002 §2.4, §2.5, §2.9, §3–§9):
 * catalogue reads, subscriptions, the account-area lists, cart and orders.
 *
 * The spec's `isFree` means "charged" (DESIGN.md): we call it `charged` everywhere.
 * Prices travel in yuan (numbers with at most 2 decimals) and are always computed by the server.
 * The calls (`marketApi`, `subscriptionsApi`, `cartApi`, `ordersApi`) are at the end: refusals
 * answer a non-200 envelope whose msg is one of MARKET_TEXTS; unknown ids answer 404.
 */

export type LogoKind = 'app' | 'micro' | 'model';

/** Published app state (spec 000 §9); any other state never appears in public answers. */
export const APP_STATE_PUBLISHED = 1;
/** Apps per industry group in `groupByIndustryDesc`: 2 featured + 6 small (spec 000 §9). */
export const MARKET_GROUP_FEATURED = 2;
export const MARKET_GROUP_SMALL = 6;
export const MARKET_GROUP_SIZE = MARKET_GROUP_FEATURED + MARKET_GROUP_SMALL;
export const DEFAULT_TRIAL_MONTHS = 3;
export const YEAR_OPTIONS = [1, 2, 3, 4, 5] as const;
export const MIN_YEARS = 1;
export const MAX_YEARS = 5;
export const TRIAL_TIME_UNIT = '月';
export const YEAR_TIME_UNIT = '年';
/** Shown for a subscription that never ends (a free app's subscription). */
export const LONG_TERM_VALID = '长期有效';
export const SUBSCRIBE_CONFIRM_DELAY_MS = 500;
export const FEE_DIALOG_WIDTH_PX = 600;
export const FEE_DIALOG_NARROW_WIDTH_PX = 340;
export const FEE_DIALOG_NARROW_BREAKPOINT_PX = 576;

/** Subscription type: 0 trial, 1 subscription (spec 002 §3). */
export const SUBSCRIPTION_TYPES = { trial: 0, subscription: 1 } as const;
export const SUBSCRIPTION_TYPE_LABELS: Record<number, string> = { 0: '试用', 1: '订阅' };
/** Expiration, computed from the end and unsubscribe times at read: 0 not expired, 1 expired, 2 invalid. */
export const EXPIRATIONS = defineStatuses([
  { key: 'active', value: 0, label: '未过期', tone: 'success' },
  { key: 'expired', value: 1, label: '已过期', tone: 'warning' },
  { key: 'invalid', value: 2, label: '已失效', tone: 'neutral' },
]);
export const EXPIRATION = EXPIRATIONS.byKey;
export type Expiration = (typeof EXPIRATIONS.values)[number];

/** 试用中（到期 2026-02-23）: a trial with its last day. */
export function trialStateText(endDate: string): string {
  return `试用中（到期 ${endDate}）`;
}

/** 已订阅（到期 …）, or just 已订阅 for a long-term subscription. */
export function subscribedStateText(endDate: string | null): string {
  return endDate ? `已订阅（到期 ${endDate}）` : '已订阅';
}

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

// ---------- subscriptions ----------

/** `data` of the subscribe request (spec 001 §3). */
export const zSubscriptionData = z.object({
  type: z.union([z.literal(0), z.literal(1)]),
  /** Ignored: the server takes the trial length from the app; free subscriptions are long-term. */
  duration: z.union([z.number(), z.string().max(20, tooLong('时长', 20))]).optional(),
  timeUnit: z.string().max(10, tooLong('时长单位', 10)).optional(),
  notifierName: z.string().max(50, tooLong('通知人', 50)).optional().default(''),
  expirationReminder: z.number().int().optional().default(1),
});

/**
 * `POST market/subscribe`: a free trial (type 0, charged trial-flagged apps) or a free
 * subscription (type 1, free apps). The tenant and user come from the session; `portalWebId`
 * and `userId`, when sent, must be the caller's own.
 */
export const zSubscribeRequest = z.object({
  id: zBodyId,
  userId: z.number().int().optional(),
  portalWebId: z.number().int().optional(),
  data: zSubscriptionData,
});
export type SubscribeRequest = z.input<typeof zSubscribeRequest>;

export const zSubscribeResult = z.object({
  /** The subscribed app. */
  app: zAppRef,
  /** The associated apps subscribed with it (recursively, each once); the confirm lists them. */
  associated: z.array(zAppRef),
});
export type SubscribeResult = z.infer<typeof zSubscribeResult>;

/** `GET market/trial/{id}/{tenantId}/{userId}`: what the caller's tenant has of this app. */
export const zSubscriptionCheck = z.object({
  /** An active subscription or trial exists (tenants see 进入应用). */
  subscribed: z.boolean(),
  /** The active one's type, when subscribed. */
  type: z.number().int().nullable(),
  /** A trial was ever taken (a trial is offered once). */
  trialUsed: z.boolean(),
  /** The fee dialog shows the trial option only when this is true. */
  trialAvailable: z.boolean(),
});
export type SubscriptionCheck = z.infer<typeof zSubscriptionCheck>;

/** A row of /appList (spec 002 §2.4, §3). */
export const zSubscriptionRecord = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  marketName: z.string(),
  logo: z.string(),
  userName: z.string(),
  charged: z.boolean(),
  /** 0 trial, 1 subscription. */
  type: z.number().int(),
  /** 0 not expired, 1 expired, 2 invalid (unsubscribed); computed at read. */
  expiration: EXPIRATIONS.schema,
  trailIP: z.string(),
  /** A number, or 长期有效. */
  duration: z.union([z.number(), z.string()]),
  timeUnit: z.string(),
  createTime: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** Last renewal or conversion. */
  subscriptionTime: z.string().nullable(),
  unsubscribeTime: z.string().nullable(),
});
export type SubscriptionRecord = z.infer<typeof zSubscriptionRecord>;

export const zSubscriptionListQuery = zListQuery.extend({
  pageSize: z.coerce.number<number>().int().min(1).max(TABLE_MAX_PAGE_SIZE).default(20),
});

/** Unsubscribe payload (spec 002 §3): ids and a future time `yyyy-MM-dd HH:mm:ss` (China time). */
export const zUnsubscribeRequest = z.object({
  ids: z.union([
    z.array(zBodyId).min(1).max(MAX_IDS_PER_REQUEST, tooMany('订阅', MAX_IDS_PER_REQUEST)),
    zIdListText('订阅', '订阅编号不正确'),
  ]),
  unsubscribeTime: z
    .string({ message: MARKET_TEXTS.unsubscribeTimeRequired })
    .min(1, MARKET_TEXTS.unsubscribeTimeRequired)
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, MARKET_TEXTS.unsubscribeTimeRequired)
    .max(19, MARKET_TEXTS.unsubscribeTimeRequired),
});
export type UnsubscribeRequest = z.input<typeof zUnsubscribeRequest>;

// ---------- what the caller's tenant has (cards and detail share one rule) ----------

export const zMyAppSubscription = z.object({
  marketId: z.number().int(),
  /** 0 trial, 1 subscription. */
  type: z.number().int(),
  /** Null for a long-term subscription. */
  endTime: z.string().nullable(),
  /** Set when unsubscribed (it ends then). */
  unsubscribeTime: z.string().nullable(),
});
export type MyAppSubscription = z.infer<typeof zMyAppSubscription>;

export const zMyPendingOrder = z.object({
  marketId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
});
export type MyPendingOrder = z.infer<typeof zMyPendingOrder>;

/**
 * What the caller's tenant has of the market's apps, for the buttons of every card and of the
 * detail page: the subscriptions and trials in force, the apps whose trial was taken, the cart
 * (administrators; empty for members) and the apps of orders awaiting payment.
 */
export const zMyApps = z.object({
  subscriptions: z.array(zMyAppSubscription),
  trialUsed: z.array(z.number().int()),
  inCart: z.array(z.number().int()),
  pendingOrders: z.array(zMyPendingOrder),
});
export type MyApps = z.infer<typeof zMyApps>;

// ---------- cart ----------

export const zCartItem = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  marketName: z.string(),
  logo: z.string(),
  /** Yuan for the chosen years; null until years are chosen. */
  price: z.number().nullable(),
  /** Years, 1–5; null until chosen (ordering then asks 请选择年份). */
  duration: z.number().int().nullable(),
  timeUnit: z.string(),
  /** Items are checked by default. */
  checked: z.boolean(),
  prices: z.array(zPricePlan),
  /**
   * Other cart apps that list this one (or an app on a cycle with it) as associated: removal is
   * refused with 应用【…】关联了当前应用,不能删除 while any remain. Apps on a cycle with it leave
   * the cart together with it.
   */
  requiredBy: z.array(zAppRef),
});
export type CartItem = z.infer<typeof zCartItem>;

export const zCartAddResult = z.object({
  /** Every app the call put into the cart: the chosen one and its associated apps. */
  added: z.array(zAppRef),
});

/** What adding an app would put into the cart (nothing is added): the buyer confirms associated apps first. */
export const zCartPreview = z.object({
  /** The apps not in the cart yet, the chosen one first; `fromPrice` is the lowest yearly price (yuan). */
  apps: z.array(zAppRef.extend({ fromPrice: z.number().nullable() })),
  /** Their lowest prices together (yuan): ¥x 起. */
  fromTotal: z.number(),
});
export type CartPreview = z.infer<typeof zCartPreview>;

export const zCartUpdateRequest = z.object({
  id: zBodyId,
  duration: z.number().int().min(MIN_YEARS, MARKET_TEXTS.yearsRange).max(MAX_YEARS, MARKET_TEXTS.yearsRange),
  timeUnit: z.literal(YEAR_TIME_UNIT).optional(),
  /** When sent, must equal the server's price for these years. */
  price: zYuan.optional(),
  priceId: zBodyId.optional(),
});
export type CartUpdateRequest = z.input<typeof zCartUpdateRequest>;

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
export function cartDependencyText(names: readonly string[]): string {
  return `应用【${names.join('、')}】关联了当前应用,不能删除`;
}

// ---------- calls: cart (tenant administrator; the tenant in a path must be the caller's) ----------

const zMarketTenantParams = z.object({ marketId: zId, tenantId: zId });

export const cartApi = {
  add: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/shopping/:marketId/:tenantId',
    tag: 'cart',
    summary: '加入购物车（收费应用，连同关联应用）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: zMarketTenantParams,
    data: zCartAddResult,
  }),
  /** Before 加入购物车: what it would add, associated apps included, with their prices; adds nothing. */
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/shopping/preview/:marketId/:tenantId',
    tag: 'cart',
    summary: '加入购物车前预览：将加入的应用（含关联应用）及其最低年价，不加入',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: zMarketTenantParams,
    data: zCartPreview,
  }),
  remove: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/remove/:marketId/:tenantId',
    tag: 'cart',
    summary: '移出购物车（购物车中其他应用关联了它时不能移除）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: zMarketTenantParams,
    data: z.null(),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketShopping/selectList/:tenantId',
    tag: 'cart',
    summary: '购物车列表（默认全部勾选；价格按所选年限由服务器计算）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: z.object({ tenantId: zId }),
    data: z.array(zCartItem),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketShopping/update',
    tag: 'cart',
    summary: '选择购物车应用的年限（1-5 年）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    body: zCartUpdateRequest,
    data: zCartItem,
  }),
};

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

// ---------- calls: subscriptions (tenant users read their tenant's; its administrator writes) ----------

export const subscriptionsApi = {
  /** The tenant and user in the path must be the caller's own. */
  check: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/trial/:id/:portalWebId/:userId',
    tag: 'subscriptions',
    summary: '订阅检查：本租户是否已订阅、是否还可试用（租户用户，只能查本租户）',
    access: 'tenant',
    params: z.object({ id: zId, portalWebId: zId, userId: zId }),
    data: zSubscriptionCheck,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/market/subscribe',
    tag: 'subscriptions',
    summary: '订阅：收费应用免费试用（type 0）或免费应用订阅（type 1），关联应用一并订阅（租户管理员）',
    access: 'tenantAdmin',
    body: zSubscribeRequest,
    data: zSubscribeResult,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketSubscribe/selectList',
    tag: 'subscriptions',
    summary: '本租户的订阅列表（/appList；到期与退订状态按时间实时计算）',
    access: 'tenant',
    query: zSubscriptionListQuery,
    data: zPageData(zSubscriptionRecord),
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketSubscribe/myApps',
    tag: 'subscriptions',
    summary: '本租户的应用状态：生效中的订阅与试用、已试用、购物车、待支付订单（租户用户）',
    access: 'tenant',
    data: zMyApps,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketSubscribe/unsubscribe',
    tag: 'subscriptions',
    summary: '退订（未过期的收费应用，退订时间须在将来；租户管理员）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.adminOnly,
    body: zUnsubscribeRequest,
    data: z.null(),
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketSubscribe/delete/:id',
    tag: 'subscriptions',
    summary: '删除订阅记录（租户管理员）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.adminOnly,
    params: zIdParam,
    data: z.null(),
  }),
};
