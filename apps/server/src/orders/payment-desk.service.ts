import { chinaDayBounds } from '@portal/shared/common';
import { MARKET_TEXTS } from '@portal/shared/market';
import {
  type ConfirmPaymentRequest,
  ORDER_STATUS,
  ORDER_TEXTS,
  type Order,
  type PaymentDeskFilter,
} from '@portal/shared/orders';
import type { Db } from '../db/database.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { findOrderReceipt, findOrderState, pageAwaitingPayment } from './orders.repository.ts';
import { closeStaleOrders, confirmPayment } from './orders.service.ts';

/**
 * The operator's payment desk (收款确认): the orders awaiting payment, and the confirmation, which
 * for an order without a transfer receipt needs the operator's explicit word.
 */

/** One page of the orders awaiting payment, stale ones closed first; placed within China days. */
export async function awaitingPaymentPage(db: Db, filter: PaymentDeskFilter) {
  await closeStaleOrders(db);
  const { from, to } = chinaDayBounds(filter);
  return pageAwaitingPayment(db, {
    currentPage: filter.currentPage,
    pageSize: filter.pageSize,
    keyword: filter.keyword,
    receipt: filter.receipt,
    placedFrom: from,
    placedBefore: to,
  });
}

/**
 * Confirms the payment of an order awaiting it. Without a receipt there is nothing to check the
 * transfer against: refused (RECEIPT_MISSING) unless the operator said `withoutReceipt`, which the
 * desk sends only after asking once more. A receipt, once uploaded, stays while the order awaits
 * payment (a new one replaces it), so the check holds until the confirmation's own transaction.
 */
export async function confirmPaymentChecked(
  db: Db,
  operator: Caller,
  id: number,
  body: ConfirmPaymentRequest,
): Promise<Order> {
  const [order, receipt] = await Promise.all([findOrderState(db, id), findOrderReceipt(db, id, null)]);
  if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
  const awaiting = order.status === ORDER_STATUS.awaitingPayment;
  if (awaiting && !receipt?.receiptFile && body.withoutReceipt !== true) {
    throw new AppError(409, ORDER_TEXTS.receiptMissingRefused, { errorCode: 'RECEIPT_MISSING' });
  }
  return confirmPayment(db, operator, id);
}
