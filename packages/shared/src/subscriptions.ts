import { z } from 'zod';
import { zPageData } from './api.ts';
import {
  MAX_IDS_PER_REQUEST,
  TABLE_MAX_PAGE_SIZE,
  zBodyId,
  zId,
  zIdListText,
  zIdParam,
  zListQuery,
  zPageQuery,
} from './common.ts';
import { defineEndpoint } from './contract.ts';
import { formatDate } from './format.ts';
import { EXPIRATIONS, MARKET_TEXTS, zAppRef } from './market.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong, tooMany } from './validation.ts';

/**
 * Subscriptions to the market's apps (spec 001 §3; 002 §2.4, §3): trials and free subscriptions,
 * the account area's list, unsubscribing, and what the caller's tenant has (cards and details).
 */

/**
 * A subscription asked to be reminded (`expirationReminder` 1, spec 001 §3) gets one text
 * message this many days before it ends (issue 22).
 */
export const EXPIRY_REMINDER_DAYS = 7;

/** The reminder's text: the app and its last day, in China time. */
export function expiryReminderSms(appName: string, endTime: string): string {
  return `【冷链工业互联网平台】您订阅的应用「${appName}」将于 ${formatDate(endTime)} 到期，如需继续使用请及时续订。`;
}

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

// ---------- the operator console's 订阅管理 (issue 22 item 4) ----------

/**
 * A subscription's state as the console shows it, computed at read from its type and times: a
 * trial or a subscription in force, ended (its end passed), or unsubscribed (its unsubscribe
 * time passed).
 */
export const SUBSCRIPTION_STATES = defineStatuses([
  { key: 'trial', value: 0, label: '试用中', tone: 'info' },
  { key: 'active', value: 1, label: '订阅中', tone: 'success' },
  { key: 'expired', value: 2, label: '已过期', tone: 'warning' },
  { key: 'unsubscribed', value: 3, label: '已退订', tone: 'neutral' },
]);
export const SUBSCRIPTION_STATE = SUBSCRIPTION_STATES.byKey;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES.values)[number];

/** 即将到期 filter: in force and ending within this many days. */
export const ENDING_WITHIN_OPTIONS = [
  { value: 7, label: '7 天内到期' },
  { value: 30, label: '30 天内到期' },
  { value: 90, label: '90 天内到期' },
] as const;
export const ENDING_WITHIN_MAX_DAYS = 366;

export const SUBSCRIPTION_ADMIN_SORTS = [
  { value: 'startTimeDesc', label: '开始时间从新到旧' },
  { value: 'endTimeAsc', label: '到期时间从近到远' },
  { value: 'endTimeDesc', label: '到期时间从远到近' },
] as const;
export type SubscriptionAdminSort = (typeof SUBSCRIPTION_ADMIN_SORTS)[number]['value'];
const SUBSCRIPTION_SORT_VALUES = SUBSCRIPTION_ADMIN_SORTS.map((sort) => sort.value) as [
  SubscriptionAdminSort,
  ...SubscriptionAdminSort[],
];

/** Every tenant's subscriptions (deleted ones aside): by tenant name, app name, state, ending soon, sorted. */
export const zSubscriptionAdminQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  tenant: z.string().trim().max(50, tooLong('租户名称', 50)).optional(),
  app: z.string().trim().max(50, tooLong('应用名称', 50)).optional(),
  state: SUBSCRIPTION_STATES.query('订阅状态不正确').optional(),
  endingWithin: z.coerce
    .number<number>()
    .int('到期天数不正确')
    .min(1, '到期天数不正确')
    .max(ENDING_WITHIN_MAX_DAYS, '到期天数不正确')
    .optional(),
  sort: z.enum(SUBSCRIPTION_SORT_VALUES, { error: '排序方式不正确' }).default('startTimeDesc'),
});
export type SubscriptionAdminQuery = z.input<typeof zSubscriptionAdminQuery>;
export type SubscriptionAdminFilter = z.output<typeof zSubscriptionAdminQuery>;

export const zManagedSubscription = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  marketId: z.number().int(),
  marketName: z.string(),
  userName: z.string(),
  /** 0 trial, 1 subscription. */
  type: z.number().int(),
  state: SUBSCRIPTION_STATES.schema,
  /** 1 年, 15 天, or 长期有效. */
  plan: z.string(),
  /** UTC. */
  startTime: z.string(),
  /** UTC; null for a long-term subscription. */
  endTime: z.string().nullable(),
  unsubscribeTime: z.string().nullable(),
  /** The latest paid order of this tenant holding the app, if any. */
  sourceOrderId: z.number().int().nullable(),
  sourceOrderNo: z.string().nullable(),
});
export type ManagedSubscription = z.infer<typeof zManagedSubscription>;

export const subscriptionAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/marketSubscribe',
    tag: 'subscriptions',
    summary: '订阅管理：全部租户的订阅（按租户、应用、状态、即将到期筛选，服务端分页与排序）',
    access: 'operator',
    query: zSubscriptionAdminQuery,
    data: zPageData(zManagedSubscription),
  }),
};
