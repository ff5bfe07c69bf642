import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { HOUR_MS } from '../lib/time.ts';
import { removeUnreferencedUploads } from './files.service.ts';

/** Unreferenced uploads go after a day: checked at the first start and every hour. */
export function uploadCleanUpJob(db: Db, dataDir: string): JobDefinition {
  return {
    name: 'files.removeUnreferenced',
    everyMs: HOUR_MS,
    async run({ log }) {
      const count = await removeUnreferencedUploads(db, dataDir);
      if (count > 0) log.info({ count }, 'unreferenced uploads removed');
    },
  };
}
