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
} from './common.ts';
import { defineEndpoint } from './contract.ts';
import { EXPIRATIONS, MARKET_TEXTS, zAppRef } from './market.ts';
import { tooLong, tooMany } from './validation.ts';

/**
 * Subscriptions to the market's apps (spec 001 §3; 002 §2.4, §3): trials and free subscriptions,
 * the account area's list, unsubscribing, and what the caller's tenant has (cards and details).
 */

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
