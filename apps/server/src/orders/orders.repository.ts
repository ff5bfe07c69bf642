import { ORDER_STATUS, type Order, YEAR_TIME_UNIT } from '@portal/shared/market';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MarketOrderItemTable, MarketOrderTable } from '../db/schema.ts';
import { type PageWindow, paginate, toCount } from '../db/sql.ts';
import { fenToYuan } from '../lib/money.ts';

/**
 * How many saved or 待支付 orders the tenant has, with the tenant's row locked first (a no-op
 * update, held to the commit) so that parallel requests of one tenant count one after another on
 * PostgreSQL; SQLite runs one transaction at a time anyway. Call inside a transaction.
 */
export async function countPendingOrdersLocked(trx: Db, tenantId: number): Promise<number> {
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
  return toCount(n);
}

export type OrderItemInput = Omit<Insertable<MarketOrderItemTable>, 'orderId' | 'timeUnit'>;

/** An order and its items (priced in years); answers its id. */
export async function insertOrder(
  trx: Db,
  order: Insertable<MarketOrderTable>,
  items: OrderItemInput[],
): Promise<number> {
  const { id } = await trx.insertInto('marketOrder').values(order).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('marketOrderItem')
    .values(items.map((item) => ({ ...item, orderId: id, timeUnit: YEAR_TIME_UNIT })))
    .execute();
  return id;
}

/** An order's status and owner; `tenantId` set = only if it is that tenant's. */
export function findOrderState(db: Db, id: number, tenantId: number | null = null) {
  let query = db
    .selectFrom('marketOrder')
    .select(['id', 'status', 'tenantId', 'userId'])
    .where('id', '=', id);
  if (tenantId !== null) query = query.where('tenantId', '=', tenantId);
  return query.executeTakeFirst();
}

export function listOrderItems(db: Db, orderId: number) {
  return db
    .selectFrom('marketOrderItem')
    .select(['cartItemId', 'marketId', 'duration'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/**
 * Moves an order from one status to another; false when it was no longer in `from` (another
 * request got there first: only one update sees the old status).
 */
export async function moveOrderStatus(
  db: Db,
  id: number,
  from: number,
  to: Pick<Insertable<MarketOrderTable>, 'status' | 'placeTime' | 'payTime' | 'confirmUserId'>,
): Promise<boolean> {
  const result = await db
    .updateTable('marketOrder')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** One order with its items; `tenantId` set = only if it is that tenant's (operators pass null). */
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

/** Orders with their items, one page; `tenantId` null = every tenant's (operators). */
export async function pageOrders(
  db: Db,
  tenantId: number | null,
  query: PageWindow & { sort: 'asc' | 'desc'; status?: number | undefined },
) {
  let base = selectOrders(db);
  if (tenantId !== null) base = base.where('o.tenantId', '=', tenantId);
  if (query.status !== undefined) base = base.where('o.status', '=', query.status);
  const { rows, total } = await paginate(base.orderBy('o.id', query.sort), query);
  return { list: await withItems(db, rows), total };
}
