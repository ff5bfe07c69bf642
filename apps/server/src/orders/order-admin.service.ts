import { chinaDayBounds } from '@portal/shared/common';
import { MARKET_TEXTS } from '@portal/shared/market';
import {
  notCancellableText,
  ORDER_STATUS,
  type Order,
  type OrderAdminFilter,
  type OrderStatus,
} from '@portal/shared/orders';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { fenToYuan } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import { findOrder, findOrderState, moveOrderStatus, pageManagedOrders } from './orders.repository.ts';
import { closeStaleOrders } from './orders.service.ts';

/**
 * The operator console's 订单管理 (issue 22 item 4): every tenant's orders, and an operator's
 * cancellation of an unpaid one with a reason the tenant reads. 确认收款 is the payment desk's
 * (`confirmPaymentChecked`).
 */

/** One page of every tenant's orders, stale ones closed first; created within China days. */
export async function managedOrdersPage(db: Db, filter: OrderAdminFilter) {
  await closeStaleOrders(db);
  const { from, to } = chinaDayBounds(filter);
  return pageManagedOrders(db, {
    currentPage: filter.currentPage,
    pageSize: filter.pageSize,
    keyword: filter.keyword,
    status: filter.status,
    createdFrom: from,
    createdBefore: to,
    sort: filter.sort,
  });
}

const CANCELLABLE: readonly OrderStatus[] = [ORDER_STATUS.saved, ORDER_STATUS.awaitingPayment];

/**
 * Cancels an order not yet paid (saved or awaiting payment) with the operator's reason, audited
 * in the same transaction. Any other status is refused with what it is (该订单已支付，不能取消),
 * and nothing changes.
 */
export async function cancelOrderByOperator(
  db: Db,
  operator: Caller,
  id: number,
  reason: string,
): Promise<Order> {
  await closeStaleOrders(db);
  await withTransaction(db, async (trx) => {
    const order = await findOrderState(trx, id);
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (!CANCELLABLE.includes(order.status)) throw new AppError(409, notCancellableText(order.status));
    const endTime = nowIso();
    // Only one update sees the old status: a payment confirmed meanwhile wins.
    const moved = await moveOrderStatus(trx, id, order.status, {
      status: ORDER_STATUS.cancelled,
      endTime,
      cancelReason: reason,
    });
    if (!moved) {
      const now = await findOrderState(trx, id);
      throw new AppError(409, notCancellableText(now?.status ?? ORDER_STATUS.cancelled));
    }
    await recordAudit(trx, operator, {
      action: 'order.cancel',
      targetType: 'order',
      targetId: id,
      before: { orderNo: order.orderNo, status: order.status, totalPrice: fenToYuan(order.totalPriceFen) },
      after: { orderNo: order.orderNo, status: ORDER_STATUS.cancelled, endTime, cancelReason: reason },
    });
  });
  return (await findOrder(db, id)) as Order;
}
