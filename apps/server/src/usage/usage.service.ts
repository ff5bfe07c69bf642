import { USAGE_KINDS, type UsageCount } from '@portal/shared';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { firstCountInWindow, type Viewer } from '../lib/count-once.ts';

/**
 * One use of a published microservice (meMiType 1) or model (2), counted once per viewer per
 * item per hour (the counts rank the catalogue); the answer is the count either way.
 */
export async function countUse(db: Db, viewer: Viewer, meMiType: number, mid: number): Promise<UsageCount> {
  const micro = meMiType === USAGE_KINDS.micro;
  if (!(await firstCountInWindow(viewer, micro ? 'micro' : 'model', mid))) {
    const row = micro
      ? await db
          .selectFrom('microservice')
          .select('uploadCount as count')
          .where('id', '=', mid)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('mechanismModel')
          .select('useCount as count')
          .where('id', '=', mid)
          .executeTakeFirstOrThrow();
    return { count: row.count };
  }
  // The catalogue ranks by these counts.
  const row = await withTransaction(
    db,
    (trx) =>
      micro
        ? trx
            .updateTable('microservice')
            .set((eb) => ({ uploadCount: eb('uploadCount', '+', 1) }))
            .where('id', '=', mid)
            .returning('uploadCount as count')
            .executeTakeFirstOrThrow()
        : trx
            .updateTable('mechanismModel')
            .set((eb) => ({ useCount: eb('useCount', '+', 1) }))
            .where('id', '=', mid)
            .returning('useCount as count')
            .executeTakeFirstOrThrow(),
    { invalidates: ['catalogue'] },
  );
  return { count: row.count };
}
