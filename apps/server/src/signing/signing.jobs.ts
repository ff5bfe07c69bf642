import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { HOUR_MS } from '../lib/time.ts';
import { removeStaleSigningUploads } from './signing.service.ts';

/** Unsigned drafts and pictures of the signature tool are removed a day after upload. */
export function removeStaleSigningUploadsJob(db: Db, dataDir: string): JobDefinition {
  return {
    name: 'signing.removeStaleUploads',
    everyMs: HOUR_MS,
    async run({ log }) {
      const count = await removeStaleSigningUploads(db, dataDir);
      if (count > 0) log.info({ count }, 'stale signing uploads removed');
    },
  };
}
