import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { HOUR_MS } from '../lib/time.ts';
import { closeStaleOrders, ENDED_ORDER_RECEIPT_DAYS, removeEndedOrderReceipts } from './orders.service.ts';

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

/** The receipts of orders cancelled or closed unpaid are removed ENDED_ORDER_RECEIPT_DAYS after they ended. */
export function removeEndedOrderReceiptsJob(db: Db, files: FileStore): JobDefinition {
  return {
    name: 'orders.removeEndedReceipts',
    everyMs: HOUR_MS,
    async run({ log }) {
      const count = await removeEndedOrderReceipts(db, files);
      if (count > 0)
        log.info({ count, afterDays: ENDED_ORDER_RECEIPT_DAYS }, 'receipts of ended orders removed');
    },
  };
}
