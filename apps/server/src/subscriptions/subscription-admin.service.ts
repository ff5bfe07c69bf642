import { EXPIRATION, LONG_TERM_VALID, SUBSCRIPTION_TYPES } from '@portal/shared/market';
import {
  type ManagedSubscription,
  SUBSCRIPTION_STATE,
  type SubscriptionAdminFilter,
  type SubscriptionState,
} from '@portal/shared/subscriptions';
import type { Db } from '../db/database.ts';
import { DAY_MS, isoIn, nowIso } from '../lib/time.ts';
import { pageManagedSubscriptions } from './subscriptions.repository.ts';
import { expirationOf } from './terms.ts';

/** The operator console's 订阅管理 (issue 22 item 4): every tenant's subscriptions, read only. */

function stateOf(row: { type: number; endTime: string | null; unsubscribeTime: string | null }, now: string) {
  const expiration = expirationOf(row, now);
  if (expiration === EXPIRATION.invalid) return SUBSCRIPTION_STATE.unsubscribed;
  if (expiration === EXPIRATION.expired) return SUBSCRIPTION_STATE.expired;
  return row.type === SUBSCRIPTION_TYPES.trial ? SUBSCRIPTION_STATE.trial : SUBSCRIPTION_STATE.active;
}

/** One page of every tenant's subscriptions, states at this moment; 即将到期 = in force, ending within N days. */
export async function managedSubscriptionsPage(db: Db, filter: SubscriptionAdminFilter) {
  const now = nowIso();
  const { rows, total } = await pageManagedSubscriptions(db, {
    currentPage: filter.currentPage,
    pageSize: filter.pageSize,
    tenant: filter.tenant,
    app: filter.app,
    state: filter.state as SubscriptionState | undefined,
    endingBefore: filter.endingWithin === undefined ? undefined : isoIn(filter.endingWithin * DAY_MS),
    sort: filter.sort,
    now,
  });
  const list: ManagedSubscription[] = rows.map((row) => ({
    id: row.id,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    marketId: row.marketId,
    marketName: row.marketName,
    userName: row.userName,
    type: row.type,
    state: stateOf(row, now),
    plan: row.duration === null ? LONG_TERM_VALID : `${row.duration} ${row.timeUnit}`,
    startTime: row.startTime,
    endTime: row.endTime,
    unsubscribeTime: row.unsubscribeTime,
    sourceOrderId: row.sourceOrderId === null ? null : Number(row.sourceOrderId),
    sourceOrderNo: row.sourceOrderNo ?? null,
  }));
  return { list, total };
}
