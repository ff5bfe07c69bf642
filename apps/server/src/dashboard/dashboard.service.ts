import { chinaDayBounds } from '@portal/shared/common';
import {
  chinaDaysEnding,
  type Dashboard,
  type DashboardDay,
  type DashboardFigure,
} from '@portal/shared/dashboard';
import { formatDate } from '@portal/shared/format';
import type { Db } from '../db/database.ts';
import { countUnreadMessages } from '../messages/messages.service.ts';
import { closeStaleOrders } from '../orders/orders.service.ts';
import {
  countAwaitingEntries,
  countAwaitingPaymentOrders,
  countPerUtcHour,
  countReviewingCertifications,
  countWaitingSubmissions,
  FIGURE_SOURCES,
} from './dashboard.repository.ts';

/**
 * The operator console's 工作台 (issue 22 item 7): what waits for an operator, and the figures of
 * the last days per China day (UTC+8), every day present (0 when nothing happened).
 */
export async function dashboardOverview(db: Db, now: Date = new Date()): Promise<Dashboard> {
  // The payment desk closes stale orders before it lists; the count agrees with what it shows.
  await closeStaleOrders(db, now);
  const days = chinaDaysEnding(now);
  const { from } = chinaDayBounds({ dateFrom: days[0] });
  const figures = Object.keys(FIGURE_SOURCES) as DashboardFigure[];
  const [certifications, supplyEntries, unpaidOrders, unreadMessages, developerSubmissions, ...perHour] =
    await Promise.all([
      countReviewingCertifications(db),
      countAwaitingEntries(db),
      countAwaitingPaymentOrders(db),
      countUnreadMessages(db),
      countWaitingSubmissions(db),
      ...figures.map((figure) => countPerUtcHour(db, figure, from as string)),
    ]);

  const byDay = new Map<string, DashboardDay>(
    days.map((day) => [day, { day, registrations: 0, subscriptions: 0, orders: 0, microserviceCalls: 0 }]),
  );
  figures.forEach((figure, index) => {
    for (const { hour, count } of perHour[index] as { hour: string; count: number }[]) {
      const entry = byDay.get(formatDate(`${hour}:00:00Z`));
      if (entry) entry[figure] += count;
    }
  });

  return {
    attention: {
      certifications: certifications as number,
      supplyEntries: supplyEntries as number,
      unpaidOrders: unpaidOrders as number,
      unreadMessages: unreadMessages as number,
      developerSubmissions: developerSubmissions as number,
    },
    days: [...byDay.values()],
  };
}
