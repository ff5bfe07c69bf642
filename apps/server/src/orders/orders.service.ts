import { randomInt } from 'node:crypto';
import {
  MARKET_TEXTS,
  MAX_PENDING_ORDERS,
  ORDER_STATUS,
  type Order,
  type PurchaseRequest,
  YEAR_TIME_UNIT,
} from '@portal/shared/market';
import type { UserRow } from '../accounts/user.repository.ts';
import type { TenantUser } from '../auth/tenant-user.ts';
import { deleteCartItems, listCartItems, listCartItemsForOrder } from '../cart/cart.repository.ts';
import { priceYears } from '../cart/cart.service.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import { findPublishedAppRules, listPlans } from '../market/apps.repository.ts';
import { grantYears } from '../subscriptions/subscriptions.service.ts';
import {
  countPendingOrdersLocked,
  findOrder,
  findOrderState,
  insertOrder,
  listOrderItems,
  moveOrderStatus,
} from './orders.repository.ts';

interface ItemInput {
  marketId: number;
  marketName: string;
  cartItemId: number | null;
  duration: number;
  priceFen: number;
  originalPriceFen: number;
}

function orderNo(now: string): string {
  return `MO${now.replace(/\D/g, '').slice(0, 14)}${randomInt(100_000, 1_000_000)}`;
}

/** A new order of the tenant, within the cap on pending orders (counted under a lock). */
async function placeNewOrder(
  trx: Db,
  user: TenantUser,
  status: number,
  items: ItemInput[],
  now: string,
): Promise<number> {
  if ((await countPendingOrdersLocked(trx, user.tenantId)) >= MAX_PENDING_ORDERS) {
    throw new AppError(409, MARKET_TEXTS.tooManyPendingOrders);
  }
  return insertOrder(
    trx,
    {
      orderNo: orderNo(now),
      tenantId: user.tenantId,
      userId: user.id,
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
export async function purchase(db: Db, user: TenantUser, request: PurchaseRequest): Promise<Order> {
  const app = await findPublishedAppRules(db, request.marketId);
  if (!app) throw notFound(MARKET_TEXTS.appNotFound);
  if (app.exploitTenantId === user.tenantId) throw new AppError(403, MARKET_TEXTS.ownApp);
  if (app.charged !== 1) throw badRequest(MARKET_TEXTS.freeNoPurchase);
  const price = priceYears(await listPlans(db, [app.id]), request.duration, request);
  const now = nowIso();
  const id = await db.transaction().execute((trx) =>
    placeNewOrder(
      trx,
      user,
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
    ),
  );
  return findOrder(db, id) as Promise<Order>;
}

/** `marketOrder/save`: an order from checked cart items, priced now by the server (not yet placed). */
export async function saveOrder(db: Db, user: TenantUser, marketShoppingIds: string): Promise<Order> {
  const ids = [...new Set(marketShoppingIds.split(',').map(Number))];
  const rows = await listCartItemsForOrder(db, user.tenantId, ids);
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
  const id = await db
    .transaction()
    .execute((trx) => placeNewOrder(trx, user, ORDER_STATUS.saved, items, nowIso()));
  return findOrder(db, id) as Promise<Order>;
}

/** `marketOrder/placeOrder`: a saved order becomes 待支付 and leaves the cart, if the cart still matches it. */
export async function placeOrder(db: Db, user: TenantUser, id: number): Promise<Order> {
  await db.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, id, user.tenantId);
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (order.status !== ORDER_STATUS.saved) throw new AppError(409, MARKET_TEXTS.orderNotSaved);
    const items = await listOrderItems(trx, id);
    const cartIds = items
      .map((item) => item.cartItemId)
      .filter((cartId): cartId is number => cartId !== null);
    const cart = await listCartItems(trx, user.tenantId, cartIds);
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

/** Operator: the payment arrived. Grants (creates, converts or extends) each item's subscription. */
export async function confirmPayment(db: Db, operator: UserRow, id: number): Promise<Order> {
  const grantPaid = async (trx: Db) => {
    const order = await findOrderState(trx, id);
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (order.status !== ORDER_STATUS.awaitingPayment)
      throw new AppError(409, MARKET_TEXTS.orderNotAwaitingPayment);
    // Guards against two operators confirming at once: only one update sees status 1.
    const claimed = await moveOrderStatus(trx, id, ORDER_STATUS.awaitingPayment, {
      status: ORDER_STATUS.paid,
      payTime: nowIso(),
      confirmUserId: operator.id,
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
  };
  // New subscriptions move install counts.
  await withTransaction(db, grantPaid, { invalidates: ['catalogue'] });
  return findOrder(db, id) as Promise<Order>;
}
