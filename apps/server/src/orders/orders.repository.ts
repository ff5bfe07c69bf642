import { YEAR_TIME_UNIT } from '@portal/shared/market';
import { ORDER_STATUS, type Order, type OrderEvent, type OrderStatus } from '@portal/shared/orders';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate, toCount } from '../db/sql.ts';
import { fenToYuan } from '../lib/money.ts';
import type { MarketOrderItemTable, MarketOrderTable } from './orders.tables.ts';
import { paymentMethodOf } from './payment.ts';

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
    .select(['id', 'orderNo', 'status', 'tenantId', 'userId', 'totalPriceFen'])
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
  from: OrderStatus,
  to: Pick<
    Insertable<MarketOrderTable>,
    'status' | 'placeTime' | 'payTime' | 'confirmUserId' | 'endTime' | 'cancelReason'
  >,
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
      'o.endTime',
      'o.cancelReason',
      'o.paymentMethod',
      'o.receiptName',
      'o.receiptMime',
      'o.receiptSize',
      'o.receiptTime',
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
  return rows.map((row) => ({
    id: row.id,
    orderNo: row.orderNo,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    userName: row.userName,
    status: row.status,
    totalPrice: fenToYuan(row.totalPriceFen),
    createTime: row.createTime,
    placeTime: row.placeTime,
    payTime: row.payTime,
    endTime: row.endTime,
    cancelReason: row.cancelReason,
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
    payment:
      row.status === ORDER_STATUS.awaitingPayment && row.placeTime !== null
        ? paymentMethodOf(row.paymentMethod).instructions({ ...row, placeTime: row.placeTime })
        : null,
    receipt:
      row.receiptName !== null &&
      row.receiptMime !== null &&
      row.receiptSize !== null &&
      row.receiptTime !== null
        ? {
            fileName: row.receiptName,
            mimeType: row.receiptMime,
            size: row.receiptSize,
            uploadTime: row.receiptTime,
          }
        : null,
    timeline: timelineOf(row),
  }));
}

/** What happened to an order, oldest first, read from its times. */
function timelineOf(row: OrderRow): OrderEvent[] {
  const events: OrderEvent[] = [{ kind: 'created', time: row.createTime }];
  if (row.placeTime !== null) events.push({ kind: 'placed', time: row.placeTime });
  if (row.receiptTime !== null) events.push({ kind: 'receipt', time: row.receiptTime });
  if (row.payTime !== null) events.push({ kind: 'paid', time: row.payTime });
  if (row.endTime !== null) {
    events.push({ kind: row.status === ORDER_STATUS.cancelled ? 'cancelled' : 'closed', time: row.endTime });
  }
  return events;
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
  query: PageWindow & { sort: 'asc' | 'desc'; status?: OrderStatus | undefined },
) {
  let base = selectOrders(db);
  if (tenantId !== null) base = base.where('o.tenantId', '=', tenantId);
  if (query.status !== undefined) base = base.where('o.status', '=', query.status);
  const { rows, total } = await paginate(base.orderBy('o.id', query.sort), query);
  return { list: await withItems(db, rows), total };
}

/**
 * Closes the orders left unpaid since before `cutoff` (placed, awaiting payment) and the saved
 * orders never placed since then: status 4, ended now. Answers how many closed.
 */
export async function closeOrdersOlderThan(db: Db, cutoff: string, now: string): Promise<number> {
  const result = await db
    .updateTable('marketOrder')
    .set({ status: ORDER_STATUS.closed, endTime: now })
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', ORDER_STATUS.awaitingPayment), eb('placeTime', '<', cutoff)]),
        eb.and([eb('status', '=', ORDER_STATUS.saved), eb('createTime', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The tenant's orders awaiting payment that hold any of these apps: one row per order and app. */
export function listPendingOrderApps(db: Db, tenantId: number, marketIds: number[] | null = null) {
  let query = db
    .selectFrom('marketOrder as o')
    .innerJoin('marketOrderItem as i', 'i.orderId', 'o.id')
    .select(['o.id as orderId', 'o.orderNo', 'i.marketId', 'i.marketName'])
    .where('o.tenantId', '=', tenantId)
    .where('o.status', '=', ORDER_STATUS.awaitingPayment);
  if (marketIds !== null) {
    if (marketIds.length === 0) return Promise.resolve([]);
    query = query.where('i.marketId', 'in', marketIds);
  }
  return query.orderBy('o.id').orderBy('i.id').execute();
}

/** Records the receipt of an order still awaiting payment; false when it no longer is. */
export async function setOrderReceipt(
  db: Db,
  id: number,
  receipt: Required<
    Pick<
      Insertable<MarketOrderTable>,
      'receiptFile' | 'receiptName' | 'receiptMime' | 'receiptSize' | 'receiptTime'
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('marketOrder')
    .set(receipt)
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.awaitingPayment)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Forgets the receipts of orders cancelled or closed before `endedBefore`, answering their file
 * names (the caller removes the files).
 */
export async function clearReceiptsOfOrdersEndedBefore(db: Db, endedBefore: string): Promise<string[]> {
  const rows = await db
    .selectFrom('marketOrder')
    .select(['id', 'receiptFile'])
    .where('status', 'in', [ORDER_STATUS.cancelled, ORDER_STATUS.closed])
    .where('endTime', '<', endedBefore)
    .where('receiptFile', 'is not', null)
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('marketOrder')
    .set({ receiptFile: null, receiptName: null, receiptMime: null, receiptSize: null, receiptTime: null })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => row.receiptFile as string);
}

/** An order's receipt file; `tenantId` set = only if it is that tenant's (operators pass null). */
export function findOrderReceipt(db: Db, id: number, tenantId: number | null) {
  let query = db
    .selectFrom('marketOrder')
    .select(['receiptFile', 'receiptName', 'receiptMime'])
    .where('id', '=', id);
  if (tenantId !== null) query = query.where('tenantId', '=', tenantId);
  return query.executeTakeFirst();
}

/**
 * The operator's payment desk: orders awaiting payment with their items and receipts, oldest
 * placed first (they close first); by order number or tenant name (any case), with or without a
 * receipt, placed within [from, to).
 */
export async function pageAwaitingPayment(
  db: Db,
  filter: PageWindow & {
    keyword?: string | undefined;
    receipt?: 'with' | 'without' | undefined;
    placedFrom?: string | undefined;
    placedBefore?: string | undefined;
  },
) {
  let base = selectOrders(db).where('o.status', '=', ORDER_STATUS.awaitingPayment);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    base = base.where((eb) => eb.or([containsText('o.orderNo', keyword), containsText('t.name', keyword)]));
  }
  if (filter.receipt === 'with') base = base.where('o.receiptFile', 'is not', null);
  if (filter.receipt === 'without') base = base.where('o.receiptFile', 'is', null);
  if (filter.placedFrom) base = base.where('o.placeTime', '>=', filter.placedFrom);
  if (filter.placedBefore) base = base.where('o.placeTime', '<', filter.placedBefore);
  const { rows, total } = await paginate(base.orderBy('o.placeTime', 'asc').orderBy('o.id', 'asc'), filter);
  return { list: await withItems(db, rows), total };
}

/** Each sort's column and direction, and the direction of its ties by id (orders of one moment). */
const ORDER_ADMIN_SORTS = {
  createTimeDesc: ['o.createTime', 'desc', 'desc'],
  createTimeAsc: ['o.createTime', 'asc', 'asc'],
  amountDesc: ['o.totalPriceFen', 'desc', 'desc'],
  amountAsc: ['o.totalPriceFen', 'asc', 'desc'],
} as const;

/**
 * The operators' 订单管理: every tenant's orders with their items and receipts; by status, order
 * number or tenant name (any case), created within [createdFrom, createdBefore), sorted (ties by
 * id: in the sort's own order for the creation times, newest first for the amounts).
 */
export async function pageManagedOrders(
  db: Db,
  filter: PageWindow & {
    keyword?: string | undefined;
    status?: OrderStatus | undefined;
    createdFrom?: string | undefined;
    createdBefore?: string | undefined;
    sort: keyof typeof ORDER_ADMIN_SORTS;
  },
) {
  let base = selectOrders(db);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    base = base.where((eb) => eb.or([containsText('o.orderNo', keyword), containsText('t.name', keyword)]));
  }
  if (filter.status !== undefined) base = base.where('o.status', '=', filter.status);
  if (filter.createdFrom) base = base.where('o.createTime', '>=', filter.createdFrom);
  if (filter.createdBefore) base = base.where('o.createTime', '<', filter.createdBefore);
  const [column, direction, ties] = ORDER_ADMIN_SORTS[filter.sort];
  const { rows, total } = await paginate(base.orderBy(column, direction).orderBy('o.id', ties), filter);
  return { list: await withItems(db, rows), total };
}
