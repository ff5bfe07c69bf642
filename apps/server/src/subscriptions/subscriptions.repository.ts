import { SUBSCRIPTION_TYPES } from '@portal/shared/market';
import { ORDER_STATUS } from '@portal/shared/orders';
import { SUBSCRIPTION_STATE, type SubscriptionState } from '@portal/shared/subscriptions';
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

/**
 * Live subscriptions that asked for a reminder, have none sent yet, are not being unsubscribed
 * and end between `from` and `until`: each with its app's name and the subscriber's phone.
 */
export function findDueReminders(db: Db, from: string, until: string) {
  return db
    .selectFrom('marketSubscription as s')
    .innerJoin('marketApp as a', 'a.id', 's.marketId')
    .innerJoin('userAccount as u', 'u.id', 's.userId')
    .select(['s.id', 's.endTime', 'a.name as appName', 'u.phone'])
    .where('s.expirationReminder', '=', 1)
    .where('s.reminderSentTime', 'is', null)
    .where('s.deleteTime', 'is', null)
    .where('s.unsubscribeTime', 'is', null)
    .where('s.endTime', '>', from)
    .where('s.endTime', '<=', until)
    .orderBy('s.endTime')
    .execute();
}

/** Marks the reminder sent, unless another process did first; whether this call marked it. */
export async function claimReminder(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('marketSubscription')
    .set({ reminderSentTime: at })
    .where('id', '=', id)
    .where('reminderSentTime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed reminder back (its message could not be sent): the next run tries again. */
export async function releaseReminder(db: Db, id: number): Promise<void> {
  await db.updateTable('marketSubscription').set({ reminderSentTime: null }).where('id', '=', id).execute();
}

const SUBSCRIPTION_ADMIN_SORTS = {
  startTimeDesc: ['s.startTime', 'desc'],
  endTimeAsc: ['s.endTime', 'asc'],
  endTimeDesc: ['s.endTime', 'desc'],
} as const;

/**
 * The operators' 订阅管理: every tenant's subscriptions (deleted ones aside) with tenant, app,
 * subscriber and source order (the tenant's latest paid order holding the app); by tenant and
 * app name (any case), by state at `now` (as `expirationOf` and the type say), in force and
 * ending before `endingBefore`; sorted (ties by id, newest first; long-term ends sort last).
 */
export function pageManagedSubscriptions(
  db: Db,
  filter: PageWindow & {
    tenant?: string | undefined;
    app?: string | undefined;
    state?: SubscriptionState | undefined;
    endingBefore?: string | undefined;
    sort: keyof typeof SUBSCRIPTION_ADMIN_SORTS;
    now: string;
  },
) {
  const { now } = filter;
  let base = db
    .selectFrom('marketSubscription as s')
    .innerJoin('tenant as t', 't.id', 's.tenantId')
    .innerJoin('marketApp as a', 'a.id', 's.marketId')
    .innerJoin('userAccount as u', 'u.id', 's.userId')
    .where('s.deleteTime', 'is', null);
  const tenant = filter.tenant?.trim();
  if (tenant) base = base.where(containsText('t.name', tenant));
  const app = filter.app?.trim();
  if (app) base = base.where(containsText('a.name', app));
  const inForce = base
    .where((eb) => eb.or([eb('s.unsubscribeTime', 'is', null), eb('s.unsubscribeTime', '>', now)]))
    .where((eb) => eb.or([eb('s.endTime', 'is', null), eb('s.endTime', '>', now)]));
  if (filter.state === SUBSCRIPTION_STATE.trial) {
    base = inForce.where('s.type', '=', SUBSCRIPTION_TYPES.trial);
  } else if (filter.state === SUBSCRIPTION_STATE.active) {
    base = inForce.where('s.type', '=', SUBSCRIPTION_TYPES.subscription);
  } else if (filter.state === SUBSCRIPTION_STATE.expired) {
    base = base
      .where((eb) => eb.or([eb('s.unsubscribeTime', 'is', null), eb('s.unsubscribeTime', '>', now)]))
      .where('s.endTime', '<=', now);
  } else if (filter.state === SUBSCRIPTION_STATE.unsubscribed) {
    base = base.where('s.unsubscribeTime', '<=', now);
  }
  if (filter.endingBefore) {
    base = base
      .where((eb) => eb.or([eb('s.unsubscribeTime', 'is', null), eb('s.unsubscribeTime', '>', now)]))
      .where('s.endTime', '>', now)
      .where('s.endTime', '<=', filter.endingBefore);
  }
  const [column, direction] = SUBSCRIPTION_ADMIN_SORTS[filter.sort];
  // A long-term subscription (no end) sorts after every dated one, both ways.
  const sorted =
    column === 's.endTime'
      ? base.orderBy((eb) => eb.case().when('s.endTime', 'is', null).then(1).else(0).end())
      : base;
  return paginate(
    sorted
      .select((eb) => {
        const sourceOrder = () =>
          eb
            .selectFrom('marketOrder as o')
            .innerJoin('marketOrderItem as i', 'i.orderId', 'o.id')
            .whereRef('o.tenantId', '=', 's.tenantId')
            .whereRef('i.marketId', '=', 's.marketId')
            .where('o.status', '=', ORDER_STATUS.paid)
            .orderBy('o.payTime', 'desc')
            .orderBy('o.id', 'desc')
            .limit(1);
        return [
          's.id',
          's.tenantId',
          't.name as tenantName',
          's.marketId',
          'a.name as marketName',
          'u.realName as userName',
          's.type',
          's.duration',
          's.timeUnit',
          's.startTime',
          's.endTime',
          's.unsubscribeTime',
          sourceOrder().select('o.id').as('sourceOrderId'),
          sourceOrder().select('o.orderNo').as('sourceOrderNo'),
        ];
      })
      .orderBy(column, direction)
      .orderBy('s.id', 'desc'),
    filter,
  );
}
