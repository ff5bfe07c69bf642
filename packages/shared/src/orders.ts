import { z } from 'zod';
import { zPageData } from './api.ts';
import { defineEndpoint } from './contract.ts';
import {
  MARKET_TEXTS,
  MAX_YEARS,
  MIN_YEARS,
  TABLE_MAX_PAGE_SIZE,
  YEAR_TIME_UNIT,
  zBodyId,
  zIdListText,
  zIdParam,
  zListQuery,
  zYuan,
} from './market.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PIXELS } from './uploads.ts';

/**
 * Orders of paid apps (spec 002 §3, §7.3; issue 11): the cart and the fee dialog make them, the
 * tenant pays by bank transfer (对公转账) and uploads the transfer receipt, an operator confirms
 * the payment and the subscriptions start or extend. Prices are the app's plans, recorded when
 * ordered. One order awaiting payment per app; an order awaiting payment closes by itself
 * after ORDER_AUTO_CLOSE_DAYS.
 */

/** Order status: 0 saved (not yet placed), 1 待支付, 2 已支付, 3 已取消 (by the tenant), 4 已关闭 (unpaid in time). */
export const ORDER_STATUS = { saved: 0, awaitingPayment: 1, paid: 2, cancelled: 3, closed: 4 } as const;
export const ORDER_STATUS_LABELS: Record<number, string> = {
  0: '待下单',
  1: '待支付',
  2: '已支付',
  3: '已取消',
  4: '已关闭',
};
/** An order not paid within this many days of being placed closes by itself. */
export const ORDER_AUTO_CLOSE_DAYS = 7;

/** A transfer receipt (回单): an image or a PDF. */
export const RECEIPT_MAX_BYTES = DOCUMENT_MAX_BYTES;
export const RECEIPT_FIELD = 'file';

export const ORDER_TEXTS = {
  myOrders: '我的订单',
  cancelConfirmTitle: '取消订单',
  cancelConfirm: '取消后该订单不能再支付，是否继续?',
  cancelled: '订单已取消',
  notCancellable: '只有待支付的订单可以取消',
  receiptUploaded: '回单已上传，请等待平台确认收款',
  receiptMissing: '请选择回单文件',
  receiptType: '回单只能是 JPG、PNG 图片或 PDF 文件',
  receiptSize: '回单文件不能超过10MB',
  receiptBroken: '回单文件已损坏或不完整，请重新选择',
  receiptNotAllowed: '只有待支付的订单可以上传回单',
  receiptNotFound: '该订单还没有上传回单',
  replacePending: '取消原订单并重新下单',
  goToOrder: '查看订单',
  pendingButton: '待支付 · 查看订单',
} as const;

/** 应用【A、B】已有待支付订单 MO…，请先完成支付或取消该订单 (one pending order per app). */
export function pendingOrderText(names: readonly string[], orderNo: string): string {
  return `应用【${names.join('、')}】已有待支付订单 ${orderNo}，请先完成支付或取消该订单`;
}

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

export const zOrderListQuery = zListQuery.extend({
  pageSize: z.coerce.number<number>().int().min(1).max(TABLE_MAX_PAGE_SIZE).default(20),
  status: z.coerce.number<number>().int().min(0).max(4).optional(),
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
  /** ORDER_STATUS. */
  status: z.number().int(),
  totalPrice: z.number(),
  createTime: z.string(),
  placeTime: z.string().nullable(),
  payTime: z.string().nullable(),
  /** When it was cancelled (3) or closed (4). */
  endTime: z.string().nullable(),
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
    summary: '运营者确认收款：订单变为已支付，订阅生效或延长',
    access: 'operator',
    params: zIdParam,
    data: zOrder,
  }),
};
