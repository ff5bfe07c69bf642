import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { HOUR_MS } from '../lib/time.ts';
import { removeStaleSigningUploads } from './signing.service.ts';

/** Unsigned drafts and pictures of the signature tool are removed a day after upload. */
export function removeStaleSigningUploadsJob(db: Db, files: FileStore): JobDefinition {
  return {
    name: 'signing.removeStaleUploads',
    everyMs: HOUR_MS,
    async run({ log }) {
      const count = await removeStaleSigningUploads(db, files);
      if (count > 0) log.info({ count }, 'stale signing uploads removed');
    },
  };
}
