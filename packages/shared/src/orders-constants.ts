import type { StatusEntry } from './statuses.ts';

/**
 * Order constants and texts, free of zod so a public page can take them cheaply; orders.ts
 * re-exports them and makes the status table its status family (ORDER_STATUSES).
 */

/** Order status: 0 saved (not yet placed), 1 待支付, 2 已支付, 3 已取消 (by the tenant, or by an operator with a reason), 4 已关闭 (unpaid in time). */
export const ORDER_STATUS_TABLE = [
  { key: 'saved', value: 0, label: '待下单', tone: 'neutral' },
  { key: 'awaitingPayment', value: 1, label: '待支付', tone: 'warning' },
  { key: 'paid', value: 2, label: '已支付', tone: 'success' },
  { key: 'cancelled', value: 3, label: '已取消', tone: 'neutral' },
  { key: 'closed', value: 4, label: '已关闭', tone: 'neutral' },
] as const satisfies readonly StatusEntry[];

type OrderStatusRow = (typeof ORDER_STATUS_TABLE)[number];
/** `{ key: label }`: ORDER_STATUS_LABELS.awaitingPayment is 待支付. */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUS_TABLE.map((status) => [status.key, status.label]),
) as { readonly [S in OrderStatusRow as S['key']]: S['label'] };

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
  // the operator's payment desk
  paymentDesk: '收款确认',
  confirmPayment: '确认收款',
  confirmTitle: '确认已收到该订单的款项？',
  confirmNote: '确认后订单变为已支付，订阅立即生效或延长，不能撤销。',
  noReceiptTitle: '该订单还没有上传转账回单',
  noReceiptWarning:
    '没有回单，无法核对付款凭证。请先在银行流水中核实已收到该笔款项（金额与订单号一致），再确认收款；确认后订阅立即生效，不能撤销。',
  confirmAnyway: '已核实，仍然确认收款',
  receiptMissingRefused: '该订单还没有上传回单，请核实到账后再次确认收款',
} as const;

/** 应用【A、B】已有待支付订单 MO…，请先完成支付或取消该订单 (one pending order per app). */
export function pendingOrderText(names: readonly string[], orderNo: string): string {
  return `应用【${names.join('、')}】已有待支付订单 ${orderNo}，请先完成支付或取消该订单`;
}
