import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { MarketSubscriptionTable } from './subscriptions.tables.ts';

/** The tenant's one non-deleted subscription row of an app, if any. */
export function findLiveRow(db: Db, tenantId: number, marketId: number) {
  return db
    .selectFrom('marketSubscription')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('marketId', '=', marketId)
    .where('deleteTime', 'is', null)
    .executeTakeFirst();
}

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findLiveRow>>>;

/** Whether the tenant has ever had a trial of the app (deleted rows count: a trial is offered once). */
export async function hasHadTrial(db: Db, tenantId: number, marketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('marketSubscription')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('marketId', '=', marketId)
    .where('hadTrial', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSubscription(db: Db, values: Insertable<MarketSubscriptionTable>): Promise<void> {
  await db.insertInto('marketSubscription').values(values).execute();
}

export async function updateSubscription(
  db: Db,
  id: number,
  values: Updateable<MarketSubscriptionTable>,
): Promise<void> {
  await db.updateTable('marketSubscription').set(values).where('id', '=', id).execute();
}

/**
 * Takes up a lapsed row again, unless a concurrent call changed it first (its start time is the
 * optimistic lock): true when this call won.
 */
export async function retakeRow(
  db: Db,
  row: SubscriptionRow,
  values: Updateable<MarketSubscriptionTable>,
): Promise<boolean> {
  const taken = await db
    .updateTable('marketSubscription')
    .set(values)
    .where('id', '=', row.id)
    .where('startTime', '=', row.startTime)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The tenant's subscriptions (not deleted) with their app and subscriber, one page. */
export function pageTenantSubscriptions(
  db: Db,
  tenantId: number,
  query: PageWindow & { keyword?: string | undefined; sort: 'asc' | 'desc' },
) {
  let base = db
    .selectFrom('marketSubscription as s')
    .innerJoin('marketApp as a', 'a.id', 's.marketId')
    .innerJoin('userAccount as u', 'u.id', 's.userId')
    .where('s.tenantId', '=', tenantId)
    .where('s.deleteTime', 'is', null);
  if (query.keyword) base = base.where(containsText('a.name', query.keyword));
  return paginate(
    base
      .select([
        's.id',
        's.marketId',
        'a.name as marketName',
        'a.logo',
        'u.realName as userName',
        'a.charged',
        's.type',
        's.trailIp',
        's.duration',
        's.timeUnit',
        's.createTime',
        's.startTime',
        's.endTime',
        's.subscriptionTime',
        's.unsubscribeTime',
      ])
      .orderBy('s.id', query.sort),
    query,
  );
}

/** The tenant's live subscriptions among `ids`, with whether their app is charged. */
export function listTenantSubscriptions(db: Db, tenantId: number, ids: number[]) {
  return db
    .selectFrom('marketSubscription as s')
    .innerJoin('marketApp as a', 'a.id', 's.marketId')
    .select(['s.id', 's.endTime', 's.unsubscribeTime', 'a.charged'])
    .where('s.id', 'in', ids)
    .where('s.tenantId', '=', tenantId)
    .where('s.deleteTime', 'is', null)
    .execute();
}

export async function setUnsubscribeTime(db: Db, ids: number[], at: string): Promise<void> {
  await db.updateTable('marketSubscription').set({ unsubscribeTime: at }).where('id', 'in', ids).execute();
}

/** Hides one of the tenant's subscriptions; false when there was none to hide. */
export async function markDeleted(db: Db, tenantId: number, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('marketSubscription')
    .set({ deleteTime: now })
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .where('deleteTime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The tenant's subscription rows (not deleted), for the app states of the market's buttons. */
export function listTenantAppRows(db: Db, tenantId: number) {
  return db
    .selectFrom('marketSubscription')
    .select(['marketId', 'type', 'endTime', 'unsubscribeTime', 'hadTrial', 'deleteTime'])
    .where('tenantId', '=', tenantId)
    .orderBy('id')
    .execute();
}
