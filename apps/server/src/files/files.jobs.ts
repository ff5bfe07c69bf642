import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { HOUR_MS } from '../lib/time.ts';
import type { FileStore } from './file-store.ts';
import { removeUnreferencedUploads } from './files.service.ts';

/**
 * Unreferenced uploads go after a day, and what writes cut short by a killed process left after
 * an hour: checked at the first start and every hour.
 */
export function uploadCleanUpJob(db: Db, files: FileStore): JobDefinition {
  return {
    name: 'files.removeUnreferenced',
    everyMs: HOUR_MS,
    async run({ log }) {
      const count = await removeUnreferencedUploads(db, files);
      const abandoned = await files.removeAbandoned(HOUR_MS);
      if (count > 0 || abandoned > 0) log.info({ count, abandoned }, 'unreferenced uploads removed');
    },
  };
}
