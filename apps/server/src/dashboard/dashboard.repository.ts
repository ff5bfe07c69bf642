import { CERTIFICATION_STATUS } from '@portal/shared/accounts';
import { SUBMISSION_STATUS } from '@portal/shared/community';
import { ORDER_STATUS } from '@portal/shared/orders';
import { ENTRY_STATE } from '@portal/shared/supply';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { toCount } from '../db/sql.ts';

/**
 * The operator dashboard's reads (issue 22 item 7): counts of what waits for an operator, and
 * rows per UTC hour of the figures over time. Each count is the same filter as the screen it
 * opens: the review desk's queue, the moderation queue, the payment desk's list.
 */

const n = (row: { n: unknown } | undefined) => toCount(row?.n);

export async function countReviewingCertifications(db: Db): Promise<number> {
  return n(
    await db
      .selectFrom('registration')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('submitTime', 'is not', null)
      .where('status', '=', CERTIFICATION_STATUS.reviewing)
      .executeTakeFirst(),
  );
}

export async function countWaitingSubmissions(db: Db): Promise<number> {
  return n(
    await db
      .selectFrom('developerSubmission')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', SUBMISSION_STATUS.waiting)
      .executeTakeFirst(),
  );
}

export async function countAwaitingEntries(db: Db): Promise<number> {
  const [supplies, demands] = await Promise.all(
    (['supplyEntry', 'demandEntry'] as const).map((table) =>
      db
        .selectFrom(table as 'supplyEntry')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', '=', ENTRY_STATE.awaiting)
        .executeTakeFirst(),
    ),
  );
  return n(supplies) + n(demands);
}

export async function countAwaitingPaymentOrders(db: Db): Promise<number> {
  return n(
    await db
      .selectFrom('marketOrder as o')
      .innerJoin('tenant as t', 't.id', 'o.tenantId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('o.status', '=', ORDER_STATUS.awaitingPayment)
      .executeTakeFirst(),
  );
}

/** Where each figure over time is counted: a table's creation time, and for calls their kind. */
export const FIGURE_SOURCES = {
  registrations: { table: 'userAccount' },
  subscriptions: { table: 'marketSubscription' },
  orders: { table: 'marketOrder' },
  microserviceCalls: { table: 'usageLog', meMiType: 1 },
} as const;
export type FigureSource = keyof typeof FIGURE_SOURCES;

/**
 * Rows created at or after `from` (a stored UTC moment), counted per UTC hour (`2026-11-27T08`).
 * China days start on a UTC hour (UTC+8), so the service folds hours into days exactly; the
 * grouping is by a text prefix of the stored ISO time, the same SQL on SQLite and PostgreSQL.
 */
export async function countPerUtcHour(
  db: Db,
  source: FigureSource,
  from: string,
): Promise<{ hour: string; count: number }[]> {
  const { table, ...rest } = FIGURE_SOURCES[source];
  const hour = sql<string>`substr(${sql.ref('createTime')}, ${sql.lit(1)}, ${sql.lit(13)})`;
  let query = db
    .selectFrom(table as 'usageLog')
    .select([hour.as('hour'), (eb) => eb.fn.countAll().as('n')])
    .where('createTime', '>=', from)
    .groupBy(hour);
  if ('meMiType' in rest) query = query.where('meMiType', '=', rest.meMiType);
  const rows = await query.execute();
  return rows.map((row) => ({ hour: row.hour, count: toCount(row.n) }));
}
