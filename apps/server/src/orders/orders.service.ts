import { randomInt } from 'node:crypto';
import { chinaTimestamp } from '@portal/shared/format';
import { MARKET_TEXTS, MAX_PENDING_ORDERS } from '@portal/shared/market';
import {
  ORDER_AUTO_CLOSE_DAYS,
  ORDER_STATUS,
  ORDER_TEXTS,
  type Order,
  type OrderStatus,
  type PurchaseRequest,
  pendingOrderText,
} from '@portal/shared/orders';
import { recordAudit } from '../audit/audit.ts';
import { deleteCartItems, listCartItems, listCartItemsForOrder } from '../cart/cart.repository.ts';
import { priceYears } from '../cart/cart.service.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { assertRoomFor } from '../files/files.service.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller, TenantCaller } from '../lib/caller.ts';
import { randomToken } from '../lib/crypto.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { DAY_MS, isoIn, nowIso } from '../lib/time.ts';
import { findPublishedAppRules, listPlans } from '../market/apps.repository.ts';
import { grantYears } from '../subscriptions/subscriptions.service.ts';
import {
  clearReceiptsOfOrdersEndedBefore,
  closeOrdersOlderThan,
  countPendingOrdersLocked,
  findOrder,
  findOrderReceipt,
  findOrderState,
  insertOrder,
  listOrderItems,
  listPendingOrderApps,
  moveOrderStatus,
  pageOrders,
  setOrderReceipt,
} from './orders.repository.ts';
import { paymentMethodOf } from './payment.ts';

interface ItemInput {
  marketId: number;
  marketName: string;
  cartItemId: number | null;
  duration: number;
  priceFen: number;
  originalPriceFen: number;
}

function orderNo(now: string): string {
  // Its time is China time, as 下单时间 shows it beside the number.
  return `MO${chinaTimestamp(now)}${randomInt(100_000, 1_000_000)}`;
}

/**
 * Orders awaiting payment for longer than ORDER_AUTO_CLOSE_DAYS close by themselves (and saved
 * orders never placed): checked before every order read or write, and hourly.
 */
export function closeStaleOrders(db: Db, now: Date = new Date()): Promise<number> {
  return closeOrdersOlderThan(db, isoIn(-ORDER_AUTO_CLOSE_DAYS * DAY_MS, now), nowIso(now));
}

/**
 * One order awaiting payment per app: refuses an order of an app the tenant already has one for,
 * naming the apps and that order, or, on the user's word (`replace`), cancels those orders first.
 * Call under the tenant's lock (countPendingOrdersLocked).
 */
async function requireNoPendingOrder(
  trx: Db,
  tenantId: number,
  marketIds: number[],
  replace: boolean,
  now: string,
): Promise<void> {
  const pending = await listPendingOrderApps(trx, tenantId, marketIds);
  const first = pending[0];
  if (!first) return;
  if (!replace) {
    const names = [...new Set(pending.map((row) => row.marketName))];
    throw new AppError(409, pendingOrderText(names, first.orderNo));
  }
  for (const orderId of new Set(pending.map((row) => row.orderId))) {
    await moveOrderStatus(trx, orderId, ORDER_STATUS.awaitingPayment, {
      status: ORDER_STATUS.cancelled,
      endTime: now,
    });
  }
}

/** A new order of the tenant, within the cap on pending orders (counted under a lock), one pending order per app. */
async function placeNewOrder(
  trx: Db,
  caller: TenantCaller,
  status: OrderStatus,
  items: ItemInput[],
  now: string,
  replacePending = false,
): Promise<number> {
  if ((await countPendingOrdersLocked(trx, caller.tenantId)) >= MAX_PENDING_ORDERS) {
    throw new AppError(409, MARKET_TEXTS.tooManyPendingOrders);
  }
  await requireNoPendingOrder(
    trx,
    caller.tenantId,
    items.map((item) => item.marketId),
    replacePending,
    now,
  );
  return insertOrder(
    trx,
    {
      orderNo: orderNo(now),
      tenantId: caller.tenantId,
      userId: caller.userId,
      status,
      totalPriceFen: items.reduce((sum, item) => sum + item.priceFen, 0),
      createTime: now,
      placeTime: status === ORDER_STATUS.awaitingPayment ? now : null,
      payTime: null,
      confirmUserId: null,
    },
    items,
  );
}

/**
 * The fee dialog's subscribe / convert / renew by a yearly plan: one order, awaiting payment,
 * at the server's price. Years of subscription are granted only when payment is confirmed.
 */
export async function purchase(db: Db, caller: TenantCaller, request: PurchaseRequest): Promise<Order> {
  const app = await findPublishedAppRules(db, request.marketId);
  if (!app) throw notFound(MARKET_TEXTS.appNotFound);
  if (app.exploitTenantId === caller.tenantId) throw new AppError(403, MARKET_TEXTS.ownApp);
  if (app.charged !== 1) throw badRequest(MARKET_TEXTS.freeNoPurchase);
  const price = priceYears(await listPlans(db, [app.id]), request.duration, request);
  await closeStaleOrders(db);
  const now = nowIso();
  const id = await withTransaction(db, (trx) =>
    placeNewOrder(
      trx,
      caller,
      ORDER_STATUS.awaitingPayment,
      [
        {
          marketId: app.id,
          marketName: app.name,
          cartItemId: null,
          duration: request.duration,
          priceFen: yuanToFen(price.currentPrice),
          originalPriceFen: yuanToFen(price.originalPrice),
        },
      ],
      now,
      request.replacePending === true,
    ),
  );
  return findOrder(db, id) as Promise<Order>;
}

/** `marketOrder/save`: an order from checked cart items, priced now by the server (not yet placed). */
export async function saveOrder(db: Db, caller: TenantCaller, marketShoppingIds: string): Promise<Order> {
  const ids = [...new Set(marketShoppingIds.split(',').map(Number))];
  const rows = await listCartItemsForOrder(db, caller.tenantId, ids);
  if (rows.length !== ids.length) throw notFound(MARKET_TEXTS.cartItemNotFound);
  const plans = await listPlans(
    db,
    rows.map((row) => row.marketId),
  );
  const items: ItemInput[] = ids.map((cartId) => {
    const row = rows.find((candidate) => candidate.id === cartId);
    if (row?.state !== 1 || row.charged !== 1) throw notFound(MARKET_TEXTS.appNotFound);
    if (row.duration === null) throw badRequest(MARKET_TEXTS.chooseYears);
    const price = priceYears(
      plans.filter((plan) => plan.aid === row.marketId),
      row.duration,
      {},
    );
    return {
      marketId: row.marketId,
      marketName: row.name,
      cartItemId: row.id,
      duration: row.duration,
      priceFen: yuanToFen(price.currentPrice),
      originalPriceFen: yuanToFen(price.originalPrice),
    };
  });
  await closeStaleOrders(db);
  const id = await withTransaction(db, (trx) =>
    placeNewOrder(trx, caller, ORDER_STATUS.saved, items, nowIso()),
  );
  return findOrder(db, id) as Promise<Order>;
}

/** `marketOrder/selectList`: a page of orders (`tenantId` null: every tenant's), stale unpaid ones closed first. */
export async function listOrders(db: Db, tenantId: number | null, query: Parameters<typeof pageOrders>[2]) {
  await closeStaleOrders(db);
  return pageOrders(db, tenantId, query);
}

/** `marketOrder/placeOrder`: a saved order becomes 待支付 and leaves the cart, if the cart still matches it. */
export async function placeOrder(db: Db, caller: TenantCaller, id: number): Promise<Order> {
  await closeStaleOrders(db);
  await withTransaction(db, async (trx) => {
    const order = await findOrderState(trx, id, caller.tenantId);
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (order.status !== ORDER_STATUS.saved) throw new AppError(409, MARKET_TEXTS.orderNotSaved);
    await countPendingOrdersLocked(trx, caller.tenantId);
    const items = await listOrderItems(trx, id);
    await requireNoPendingOrder(
      trx,
      caller.tenantId,
      items.map((item) => item.marketId),
      false,
      nowIso(),
    );
    const cartIds = items
      .map((item) => item.cartItemId)
      .filter((cartId): cartId is number => cartId !== null);
    const cart = await listCartItems(trx, caller.tenantId, cartIds);
    const unchanged = items.every((item) =>
      cart.some(
        (row) =>
          row.id === item.cartItemId && row.marketId === item.marketId && row.duration === item.duration,
      ),
    );
    if (!unchanged) throw new AppError(409, MARKET_TEXTS.cartChanged);
    await deleteCartItems(trx, cartIds);
    await moveOrderStatus(trx, id, ORDER_STATUS.saved, {
      status: ORDER_STATUS.awaitingPayment,
      placeTime: nowIso(),
    });
  });
  return findOrder(db, id) as Promise<Order>;
}

/**
 * Operator: the payment arrived (for bank transfer, the operator's confirmation; the same for any
 * method). Grants (creates, converts or extends) each item's subscription, and writes the audit
 * entry (who confirmed which order, its amount, status before and after) in the same transaction.
 */
export async function confirmPayment(db: Db, operator: Caller, id: number): Promise<Order> {
  await closeStaleOrders(db);
  const grantPaid = async (trx: Db) => {
    const order = await findOrderState(trx, id);
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (order.status !== ORDER_STATUS.awaitingPayment)
      throw new AppError(409, MARKET_TEXTS.orderNotAwaitingPayment);
    // Guards against two operators confirming at once: only one update sees status 1.
    const claimed = await moveOrderStatus(trx, id, ORDER_STATUS.awaitingPayment, {
      status: ORDER_STATUS.paid,
      payTime: nowIso(),
      confirmUserId: operator.userId,
    });
    if (!claimed) throw new AppError(409, MARKET_TEXTS.orderNotAwaitingPayment);
    const items = await listOrderItems(trx, id);
    const now = nowIso();
    for (const item of items) {
      await grantYears(trx, {
        tenantId: order.tenantId,
        userId: order.userId,
        marketId: item.marketId,
        years: item.duration,
        now,
      });
    }
    await recordAudit(trx, operator, {
      action: 'order.confirmPayment',
      targetType: 'order',
      targetId: id,
      before: { orderNo: order.orderNo, status: order.status, totalPrice: fenToYuan(order.totalPriceFen) },
      after: {
        orderNo: order.orderNo,
        status: ORDER_STATUS.paid,
        payTime: now,
        granted: items.map((item) => ({ marketId: item.marketId, years: item.duration })),
      },
    });
  };
  // New subscriptions move the apps' install counts.
  await withTransaction(db, grantPaid, { invalidates: ['apps'] });
  return findOrder(db, id) as Promise<Order>;
}

/** Cancels the tenant's order awaiting payment (or saved, not yet placed). */
export async function cancelOrder(db: Db, caller: TenantCaller, id: number): Promise<Order> {
  await closeStaleOrders(db);
  const order = await findOrderState(db, id, caller.tenantId);
  if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
  const cancellable = order.status === ORDER_STATUS.awaitingPayment || order.status === ORDER_STATUS.saved;
  const moved =
    cancellable &&
    (await moveOrderStatus(db, id, order.status, { status: ORDER_STATUS.cancelled, endTime: nowIso() }));
  if (!moved) throw new AppError(409, ORDER_TEXTS.notCancellable);
  return findOrder(db, id) as Promise<Order>;
}

/** One tenant's order as its users see it (operators: any, with `tenantId` null), stale ones closed first. */
export async function readOrder(db: Db, id: number, tenantId: number | null): Promise<Order> {
  await closeStaleOrders(db);
  const order = await findOrder(db, id, tenantId);
  if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
  return order;
}

/**
 * The transfer receipt (回单) of an order awaiting payment paid by a method that takes one: a
 * JPG/PNG image or a PDF, checked whole, stored under a random name, private to the tenant and
 * operators. A new receipt replaces the previous one. Receipts live apart from other uploads
 * (their own area): only their order decides who sees them.
 */
export async function uploadReceipt(
  db: Db,
  files: FileStore,
  caller: TenantCaller,
  id: number,
  file: CheckedFile,
): Promise<Order> {
  await closeStaleOrders(db);
  const order = await findOrder(db, id, caller.tenantId);
  if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
  if (order.status !== ORDER_STATUS.awaitingPayment || !order.payment) {
    throw new AppError(409, ORDER_TEXTS.receiptNotAllowed);
  }
  if (!paymentMethodOf(order.payment.method).takesReceipt)
    throw new AppError(409, ORDER_TEXTS.receiptNotAllowed);
  await assertRoomFor(db, { userId: caller.userId, tenantId: caller.tenantId }, file.content.length);
  const previous = await findOrderReceipt(db, id, caller.tenantId);
  const stored = `${randomToken(18)}.${file.extension}`;
  await files.put('receipts', stored, file.content);
  const saved = await setOrderReceipt(db, id, {
    receiptFile: stored,
    receiptName: `回单-${order.orderNo}.${file.extension}`,
    receiptMime: file.mimeType,
    receiptSize: file.content.length,
    receiptTime: nowIso(),
  });
  const stale = saved ? previous?.receiptFile : stored;
  if (stale) await files.remove('receipts', [stale]);
  if (!saved) throw new AppError(409, ORDER_TEXTS.receiptNotAllowed);
  return findOrder(db, id) as Promise<Order>;
}

/** Receipts of orders cancelled or closed unpaid are kept this long, then removed. */
export const ENDED_ORDER_RECEIPT_DAYS = 30;

/** Removes the receipts of orders that ended unpaid over 30 days ago; answers how many. */
export async function removeEndedOrderReceipts(
  db: Db,
  files: FileStore,
  now: Date = new Date(),
): Promise<number> {
  const names = await clearReceiptsOfOrdersEndedBefore(db, isoIn(-ENDED_ORDER_RECEIPT_DAYS * DAY_MS, now));
  await files.remove('receipts', names);
  return names.length;
}

/** The receipt's bytes, for the tenant's users and operators (`tenantId` null); 404 to anyone else. */
export async function readReceipt(
  db: Db,
  files: FileStore,
  id: number,
  tenantId: number | null,
): Promise<{ content: Buffer; mimeType: string; fileName: string }> {
  const row = await findOrderReceipt(db, id, tenantId);
  if (!row) throw notFound(MARKET_TEXTS.orderNotFound);
  if (!row.receiptFile || !row.receiptMime || !row.receiptName) throw notFound(ORDER_TEXTS.receiptNotFound);
  const content = await files.read('receipts', row.receiptFile);
  return { content, mimeType: row.receiptMime, fileName: row.receiptName };
}
