import { z } from 'zod';
import { zPageData } from './api.ts';
import {
  checkDateOrder,
  dateRangeFields,
  TABLE_MAX_PAGE_SIZE,
  zBodyId,
  zIdListText,
  zIdParam,
  zKeyword,
  zListQuery,
  zPageQuery,
} from './common.ts';
import { defineEndpoint } from './contract.ts';
import { MARKET_TEXTS, MAX_YEARS, MIN_YEARS, YEAR_TIME_UNIT, zYuan } from './market.ts';
import { ORDER_STATUS_TABLE } from './orders-constants.ts';
import { defineStatuses } from './statuses.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PIXELS } from './uploads.ts';
import { tooLong } from './validation.ts';

export * from './orders-constants.ts';

/**
 * Orders of paid apps (spec 002 §3, §7.3; issue 11): the cart and the fee dialog make them, the
 * tenant pays by bank transfer (对公转账) and uploads the transfer receipt, an operator confirms
 * the payment and the subscriptions start or extend. Prices are the app's plans, recorded when
 * ordered. One order awaiting payment per app; an order awaiting payment closes by itself
 * after ORDER_AUTO_CLOSE_DAYS.
 */

/** Order status: the table (orders-constants.ts) as a status family. */
export const ORDER_STATUSES = defineStatuses(ORDER_STATUS_TABLE);
export const ORDER_STATUS = ORDER_STATUSES.byKey;
export type OrderStatus = (typeof ORDER_STATUSES.values)[number];
/** An order not paid within this many days of being placed closes by itself. */
export const ORDER_AUTO_CLOSE_DAYS = 7;

/** A transfer receipt (回单): an image or a PDF. */
export const RECEIPT_MAX_BYTES = DOCUMENT_MAX_BYTES;
export const RECEIPT_FIELD = 'file';

// ---------- requests ----------

/**
 * `POST marketOrder/purchase` (fee dialog: subscribe by a yearly plan, convert a trial, renew):
 * an order awaiting payment at the price of the app's plan of exactly these years. A sent
 * `price` that differs is refused. While the app has an order awaiting payment the call is
 * refused with pendingOrderText, unless `replacePending` asks to cancel that order first.
 */
export const zPurchaseRequest = z.object({
  marketId: zBodyId,
  marketName: z.string().max(100, '应用名称不能超过100个字符').optional(),
  /** A plan of this app, when the dialog's per-plan button was used. */
  priceId: zBodyId.optional(),
  duration: z.number().int().min(MIN_YEARS, MARKET_TEXTS.yearsRange).max(MAX_YEARS, MARKET_TEXTS.yearsRange),
  timeUnit: z.literal(YEAR_TIME_UNIT).optional(),
  price: zYuan.optional(),
  replacePending: z.boolean().optional(),
});
export type PurchaseRequest = z.input<typeof zPurchaseRequest>;

export const zOrderSaveRequest = z.object({
  /** Cart item ids, comma-joined (spec 002 §7.3). */
  marketShoppingIds: zIdListText('结算的应用', MARKET_TEXTS.cartEmpty),
});
export const zOrderPlaceRequest = z.object({ id: zBodyId });

/**
 * The operator's confirmation. An order without a transfer receipt is confirmed only with
 * `withoutReceipt: true`: the desk sends it after asking once more (ORDER_TEXTS.noReceiptWarning).
 */
export const zConfirmPaymentRequest = z.object({ withoutReceipt: z.boolean().optional() });
export type ConfirmPaymentRequest = z.input<typeof zConfirmPaymentRequest>;

/** Whether the order's transfer receipt has been uploaded (the payment desk's filter). */
export const RECEIPT_FILTERS = [
  { value: 'with', label: '已上传回单' },
  { value: 'without', label: '未上传回单' },
] as const;

/**
 * The operator's payment desk: orders awaiting payment, oldest placed first (they close first), by
 * order number or tenant name, with or without a receipt, placed within China days.
 */
export const zPaymentDeskQuery = checkDateOrder(
  zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
    keyword: zKeyword,
    receipt: z.enum(['with', 'without'], { error: '回单筛选不正确' }).optional(),
    ...dateRangeFields,
  }),
);
export type PaymentDeskQuery = z.input<typeof zPaymentDeskQuery>;
export type PaymentDeskFilter = z.output<typeof zPaymentDeskQuery>;

export const zOrderListQuery = zListQuery.extend({
  pageSize: z.coerce.number<number>().int().min(1).max(TABLE_MAX_PAGE_SIZE).default(20),
  status: ORDER_STATUSES.query('订单状态不正确').optional(),
});
export type OrderListQuery = z.input<typeof zOrderListQuery>;

// ---------- answers ----------

export const zOrderItem = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  marketName: z.string(),
  duration: z.number().int(),
  timeUnit: z.string(),
  /** Price recorded at ordering time (yuan). */
  price: z.number(),
  originalPrice: z.number(),
});
export type OrderItem = z.infer<typeof zOrderItem>;

/**
 * How to pay an order awaiting payment. Only bank transfer (对公转账) exists now; an online method
 * would add its own `method` and fields without changing orders.
 */
export const zPaymentInstructions = z.object({
  method: z.literal('bankTransfer'),
  methodName: z.string(),
  /** The platform's account: payee, bank, account number. */
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** Yuan to transfer. */
  amount: z.number(),
  /** To quote in the transfer's remark: the order number. */
  reference: z.string(),
  /** The order closes by itself after this moment if no payment is confirmed. */
  deadline: z.string(),
  note: z.string(),
});
export type PaymentInstructions = z.infer<typeof zPaymentInstructions>;

export const zReceipt = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadTime: z.string(),
});
export type Receipt = z.infer<typeof zReceipt>;

export const ORDER_EVENTS = ['created', 'placed', 'receipt', 'paid', 'cancelled', 'closed'] as const;
export const ORDER_EVENT_LABELS: Record<(typeof ORDER_EVENTS)[number], string> = {
  created: '创建订单',
  placed: '提交订单，等待支付',
  receipt: '上传转账回单',
  paid: '平台确认收款，订阅生效',
  cancelled: '取消订单',
  closed: `超过 ${ORDER_AUTO_CLOSE_DAYS} 天未支付，订单自动关闭`,
};

export const zOrderEvent = z.object({
  kind: z.enum(ORDER_EVENTS),
  time: z.string(),
});
export type OrderEvent = z.infer<typeof zOrderEvent>;

export const zOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  userName: z.string(),
  status: ORDER_STATUSES.schema,
  totalPrice: z.number(),
  createTime: z.string(),
  placeTime: z.string().nullable(),
  payTime: z.string().nullable(),
  /** When it was cancelled (3) or closed (4). */
  endTime: z.string().nullable(),
  /** Why an operator cancelled it (null when the tenant cancelled it or it was not cancelled). */
  cancelReason: z.string().nullable(),
  items: z.array(zOrderItem),
  /** Awaiting payment only: how to pay. */
  payment: zPaymentInstructions.nullable(),
  /** The transfer receipt, once uploaded (fetched with `receipt`). */
  receipt: zReceipt.nullable(),
  /** What happened to the order, oldest first. */
  timeline: z.array(zOrderEvent),
});
export type Order = z.infer<typeof zOrder>;

// ---------- calls ----------

export const ordersApi = {
  purchase: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketOrder/purchase',
    tag: 'orders',
    summary: '按年购买（收费标准里的订阅、转订阅、续订）：按应用的收费标准生成待支付订单',
    access: 'tenantAdmin',
    body: zPurchaseRequest,
    data: zOrder,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketOrder/save',
    tag: 'orders',
    summary: '由购物车项生成订单（marketShoppingIds 逗号分隔；每项须已选年限）',
    access: 'tenantAdmin',
    body: zOrderSaveRequest,
    data: zOrder,
  }),
  place: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketOrder/placeOrder',
    tag: 'orders',
    summary: '下单：已保存的订单变为待支付，对应项移出购物车',
    access: 'tenantAdmin',
    body: zOrderPlaceRequest,
    data: zOrder,
  }),
  /** Certified tenant users (their tenant's orders) and operators (all). */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketOrder/selectList',
    tag: 'orders',
    summary: '订单列表（租户用户看本租户，运营者看全部）',
    access: ['tenant', 'operator'],
    refusal: '无权访问',
    query: zOrderListQuery,
    data: zPageData(zOrder),
  }),
  /** As `list`: a tenant user sees only their tenant's order. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketOrder/:id',
    tag: 'orders',
    summary: '订单详情（含支付方式、回单与时间线）',
    access: ['tenant', 'operator'],
    refusal: '无权访问',
    params: zIdParam,
    data: zOrder,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketOrder/cancel/:id',
    tag: 'orders',
    summary: '取消待支付的订单（租户管理员）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.adminOnly,
    params: zIdParam,
    data: zOrder,
  }),
  /** Multipart, field `file`: a JPG/PNG image or a PDF, at most 10 MB, checked by decoding it. */
  uploadReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketOrder/receipt/:id',
    tag: 'orders',
    summary: '上传对公转账回单（图片或 PDF，仅本租户与运营者可见；租户管理员）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.adminOnly,
    kind: 'multipart',
    upload: {
      field: RECEIPT_FIELD,
      accepts: { png: RECEIPT_MAX_BYTES, jpeg: RECEIPT_MAX_BYTES, pdf: RECEIPT_MAX_BYTES },
      maxPixels: DOCUMENT_MAX_PIXELS,
    },
    params: zIdParam,
    data: zOrder,
  }),
  /** The receipt itself; to anyone but the tenant's users and operators it does not exist. */
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketOrder/receipt/:id',
    tag: 'orders',
    summary: '查看转账回单（本租户用户与运营者）',
    access: ['tenant', 'operator'],
    refusal: '无权访问',
    kind: 'file',
    params: zIdParam,
    data: z.string(),
  }),
  confirmPayment: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketOrder/confirmPayment/:id',
    tag: 'orders',
    summary:
      '运营者确认收款：订单变为已支付，订阅生效或延长；没有回单的订单须带 withoutReceipt: true（收款确认页再次确认后发送）',
    access: 'operator',
    params: zIdParam,
    body: zConfirmPaymentRequest,
    data: zOrder,
  }),
};

/** The operator console's payment desk (收款确认). */
export const paymentDeskApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/marketOrder/awaitingPayment',
    tag: 'orders',
    summary: '收款确认：待支付的订单（含回单信息；按订单号或租户名称搜索，按回单与下单日期筛选）',
    access: 'operator',
    query: zPaymentDeskQuery,
    data: zPageData(zOrder),
  }),
};

// ---------- the operator console's 订单管理 (issue 22 item 4) ----------

export const ORDER_CANCEL_REASON_MAX = 200;

export const ORDER_ADMIN_TEXTS = {
  orders: '订单管理',
  detail: '订单详情',
  cancel: '取消订单',
  cancelTitle: '取消该订单',
  cancelNote: '取消后该订单不能再支付；取消原因会显示在租户的订单详情中。',
  cancelReason: '取消原因',
  cancelReasonRequired: '请输入取消原因',
  cancelledByOperator: '订单已取消，租户可在订单详情中看到取消原因',
  reasonLabel: '平台取消原因',
} as const;

/** Why an order in this status cannot be cancelled by an operator: 该订单已支付，不能取消. */
export function notCancellableText(status: OrderStatus): string {
  return `该订单${ORDER_STATUSES.label(status)}，不能取消`;
}

/** The orders the operators' list may be sorted by (on the server). */
export const ORDER_ADMIN_SORTS = [
  { value: 'createTimeDesc', label: '创建时间从新到旧' },
  { value: 'createTimeAsc', label: '创建时间从旧到新' },
  { value: 'amountDesc', label: '金额从高到低' },
  { value: 'amountAsc', label: '金额从低到高' },
] as const;
export type OrderAdminSort = (typeof ORDER_ADMIN_SORTS)[number]['value'];
const ORDER_SORT_VALUES = ORDER_ADMIN_SORTS.map((sort) => sort.value) as [
  OrderAdminSort,
  ...OrderAdminSort[],
];

/** Every tenant's orders: by status, order number or tenant name, created within China days, sorted. */
export const zOrderAdminQuery = checkDateOrder(
  zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
    keyword: zKeyword,
    status: ORDER_STATUSES.query('订单状态不正确').optional(),
    sort: z.enum(ORDER_SORT_VALUES, { error: '排序方式不正确' }).default('createTimeDesc'),
    ...dateRangeFields,
  }),
);
export type OrderAdminQuery = z.input<typeof zOrderAdminQuery>;
export type OrderAdminFilter = z.output<typeof zOrderAdminQuery>;

/** An operator's cancellation: the reason is required and shown to the tenant. */
export const zOrderAdminCancelRequest = z.object({
  reason: z
    .string({ error: ORDER_ADMIN_TEXTS.cancelReasonRequired })
    .trim()
    .min(1, ORDER_ADMIN_TEXTS.cancelReasonRequired)
    .max(ORDER_CANCEL_REASON_MAX, tooLong('取消原因', ORDER_CANCEL_REASON_MAX)),
});
export type OrderAdminCancelRequest = z.input<typeof zOrderAdminCancelRequest>;

/** The operator console's 订单管理. Detail and 确认收款 are `ordersApi.detail` and `ordersApi.confirmPayment`. */
export const orderAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/marketOrder',
    tag: 'orders',
    summary: '订单管理：全部租户的订单（按状态、订单号或租户名称、创建日期筛选，服务端分页与排序）',
    access: 'operator',
    query: zOrderAdminQuery,
    data: zPageData(zOrder),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/system/marketOrder/:id/cancel',
    tag: 'orders',
    summary: '运营者取消未支付的订单（须填写取消原因，租户在订单详情中可见）',
    access: 'operator',
    params: zIdParam,
    body: zOrderAdminCancelRequest,
    data: zOrder,
  }),
};
