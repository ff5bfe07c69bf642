import { EXPIRATION } from '@portal/shared/market';
import type { MyApps } from '@portal/shared/subscriptions';
import { listCartApps } from '../cart/cart.repository.ts';
import type { Db } from '../db/database.ts';
import type { TenantCaller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import { listPendingOrderApps } from '../orders/orders.repository.ts';
import { closeStaleOrders } from '../orders/orders.service.ts';
import { listTenantAppRows } from '../subscriptions/subscriptions.repository.ts';
import { expirationOf } from '../subscriptions/terms.ts';

/**
 * What the tenant has of the market's apps, for the buttons of every card and of the detail page
 * (one rule on the web): subscriptions and trials in force, the apps whose trial was taken, the
 * cart (administrators only: members have none) and the apps of orders awaiting payment.
 */
export async function myApps(db: Db, caller: TenantCaller): Promise<MyApps> {
  await closeStaleOrders(db);
  const [rows, cart, pending] = await Promise.all([
    listTenantAppRows(db, caller.tenantId),
    caller.isAdministrator ? listCartApps(db, caller.tenantId) : Promise.resolve([]),
    listPendingOrderApps(db, caller.tenantId),
  ]);
  const now = nowIso();
  return {
    subscriptions: rows
      .filter((row) => row.deleteTime === null && expirationOf(row, now) === EXPIRATION.active)
      .map(({ marketId, type, endTime, unsubscribeTime }) => ({ marketId, type, endTime, unsubscribeTime })),
    trialUsed: [...new Set(rows.filter((row) => row.hadTrial === 1).map((row) => row.marketId))],
    inCart: cart.map((app) => app.id),
    pendingOrders: pending.map(({ marketId, orderId, orderNo }) => ({ marketId, orderId, orderNo })),
  };
}
