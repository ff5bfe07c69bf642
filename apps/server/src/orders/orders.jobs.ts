import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { HOUR_MS } from '../lib/time.ts';
import { closeStaleOrders } from './orders.service.ts';

/** Unpaid orders close after ORDER_AUTO_CLOSE_DAYS: every read and write checks, and so does this hourly job. */
export function closeUnpaidOrdersJob(db: Db): JobDefinition {
  return {
    name: 'orders.closeUnpaid',
    everyMs: HOUR_MS,
    async run({ log }) {
      const count = await closeStaleOrders(db);
      if (count > 0) log.info({ count }, 'unpaid orders closed');
    },
  };
}
