import { randomInt } from 'node:crypto';
import {
  MARKET_TEXTS,
  MAX_PENDING_ORDERS,
  ORDER_STATUS,
  type Order,
  type PurchaseRequest,
  YEAR_TIME_UNIT,
} from '@portal/shared';
import type { UserRow } from '../accounts/user.repository.ts';
import type { TenantUser } from '../auth/tenant-user.ts';
import { priceYears } from '../cart/cart.service.ts';
import type { Db } from '../db/database.ts';
import { pageOffset, toCount } from '../db/sql.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import { findPublishedAppRules, listPlans } from '../market/apps.repository.ts';
import { grantYears } from '../subscriptions/subscriptions.service.ts';

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

/**
 * Refuses a new order while the tenant has MAX_PENDING_ORDERS saved or 待支付 orders. The tenant's
 * row is locked first (a no-op update, held to the commit), so parallel requests of one tenant
 * count one after another on PostgreSQL; SQLite runs one transaction at a time anyway.
 */
async function requireRoomForOrder(trx: Db, tenantId: number): Promise<void> {
  await trx
    .updateTable('tenant')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', tenantId)
    .execute();
  const { n } = await trx
    .selectFrom('marketOrder')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenantId', '=', tenantId)
    .where('status', 'in', [ORDER_STATUS.saved, ORDER_STATUS.awaitingPayment])
    .executeTakeFirstOrThrow();
  if (toCount(n) >= MAX_PENDING_ORDERS) throw new AppError(409, MARKET_TEXTS.tooManyPendingOrders);
}

/** A new order of the tenant, within the cap on pending orders. */
async function insertOrder(
  trx: Db,
  user: TenantUser,
  status: number,
  items: ItemInput[],
  now: string,
): Promise<number> {
  await requireRoomForOrder(trx, user.tenantId);
  const { id } = await trx
    .insertInto('marketOrder')
    .values({
      orderNo: orderNo(now),
      tenantId: user.tenantId,
      userId: user.id,
      status,
      totalPriceFen: items.reduce((sum, item) => sum + item.priceFen, 0),
      createTime: now,
      placeTime: status === ORDER_STATUS.awaitingPayment ? now : null,
      payTime: null,
      confirmUserId: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('marketOrderItem')
    .values(items.map((item) => ({ ...item, orderId: id, timeUnit: YEAR_TIME_UNIT })))
    .execute();
  return id;
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
    insertOrder(
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
  const rows = await db
    .selectFrom('marketCartItem as c')
    .innerJoin('marketApp as a', 'a.id', 'c.marketId')
    .select(['c.id', 'c.marketId', 'c.duration', 'a.name', 'a.charged', 'a.state'])
    .where('c.tenantId', '=', user.tenantId)
    .where('c.id', 'in', ids)
    .execute();
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
    .execute((trx) => insertOrder(trx, user, ORDER_STATUS.saved, items, nowIso()));
  return findOrder(db, id) as Promise<Order>;
}

/** `marketOrder/placeOrder`: a saved order becomes 待支付 and leaves the cart, if the cart still matches it. */
export async function placeOrder(db: Db, user: TenantUser, id: number): Promise<Order> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('marketOrder')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('tenantId', '=', user.tenantId)
      .executeTakeFirst();
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (order.status !== ORDER_STATUS.saved) throw new AppError(409, MARKET_TEXTS.orderNotSaved);
    const items = await trx
      .selectFrom('marketOrderItem')
      .select(['cartItemId', 'marketId', 'duration'])
      .where('orderId', '=', id)
      .execute();
    const cartIds = items
      .map((item) => item.cartItemId)
      .filter((cartId): cartId is number => cartId !== null);
    const cart =
      cartIds.length === 0
        ? []
        : await trx
            .selectFrom('marketCartItem')
            .select(['id', 'marketId', 'duration'])
            .where('tenantId', '=', user.tenantId)
            .where('id', 'in', cartIds)
            .execute();
    const unchanged = items.every((item) =>
      cart.some(
        (row) =>
          row.id === item.cartItemId && row.marketId === item.marketId && row.duration === item.duration,
      ),
    );
    if (!unchanged) throw new AppError(409, MARKET_TEXTS.cartChanged);
    await trx.deleteFrom('marketCartItem').where('id', 'in', cartIds).execute();
    await trx
      .updateTable('marketOrder')
      .set({ status: ORDER_STATUS.awaitingPayment, placeTime: nowIso() })
      .where('id', '=', id)
      .execute();
  });
  return findOrder(db, id) as Promise<Order>;
}

/** Operator: the payment arrived. Grants (creates, converts or extends) each item's subscription. */
export async function confirmPayment(db: Db, operator: UserRow, id: number): Promise<Order> {
  const grantPaid = async (trx: Db) => {
    const order = await trx
      .selectFrom('marketOrder')
      .select(['id', 'status', 'tenantId', 'userId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    if (order.status !== ORDER_STATUS.awaitingPayment)
      throw new AppError(409, MARKET_TEXTS.orderNotAwaitingPayment);
    // Guards against two operators confirming at once: only one update sees status 1.
    const claimed = await trx
      .updateTable('marketOrder')
      .set({ status: ORDER_STATUS.paid, payTime: nowIso(), confirmUserId: operator.id })
      .where('id', '=', id)
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(409, MARKET_TEXTS.orderNotAwaitingPayment);
    const items = await trx
      .selectFrom('marketOrderItem')
      .select(['marketId', 'duration'])
      .where('orderId', '=', id)
      .orderBy('id')
      .execute();
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

function selectOrders(db: Db) {
  return db
    .selectFrom('marketOrder as o')
    .innerJoin('tenant as t', 't.id', 'o.tenantId')
    .innerJoin('userAccount as u', 'u.id', 'o.userId')
    .select([
      'o.id',
      'o.orderNo',
      'o.tenantId',
      't.name as tenantName',
      'u.realName as userName',
      'o.status',
      'o.totalPriceFen',
      'o.createTime',
      'o.placeTime',
      'o.payTime',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('marketOrderItem')
    .selectAll()
    .where(
      'orderId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return rows.map(({ totalPriceFen, ...row }) => ({
    ...row,
    totalPrice: fenToYuan(totalPriceFen),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        marketId: item.marketId,
        marketName: item.marketName,
        duration: item.duration,
        timeUnit: item.timeUnit,
        price: fenToYuan(item.priceFen),
        originalPrice: fenToYuan(item.originalPriceFen),
      })),
  }));
}

/** One order; `tenantId` set = only if it is that tenant's (operators pass null). */
export async function findOrder(
  db: Db,
  id: number,
  tenantId: number | null = null,
): Promise<Order | undefined> {
  let query = selectOrders(db).where('o.id', '=', id);
  if (tenantId !== null) query = query.where('o.tenantId', '=', tenantId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return (await withItems(db, [row]))[0];
}

export async function pageOrders(
  db: Db,
  tenantId: number | null,
  query: { currentPage: number; pageSize: number; sort: 'asc' | 'desc'; status?: number | undefined },
) {
  let base = selectOrders(db);
  if (tenantId !== null) base = base.where('o.tenantId', '=', tenantId);
  if (query.status !== undefined) base = base.where('o.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .orderBy('o.id', query.sort)
      .limit(query.pageSize)
      .offset(pageOffset(query.currentPage, query.pageSize))
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await withItems(db, rows), total: toCount(count.n) };
}
