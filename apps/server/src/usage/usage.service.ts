import { USAGE_KINDS, type UsageCount } from '@portal/shared/catalogue';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { firstCountInWindow, type Viewer } from '../lib/count-once.ts';
import { addUse, readUseCount } from './usage.repository.ts';

/**
 * One use of a published microservice (meMiType 1) or model (2), counted once per viewer per
 * item per hour (the counts rank the catalogue); the answer is the count either way.
 */
export async function countUse(db: Db, viewer: Viewer, meMiType: number, mid: number): Promise<UsageCount> {
  const kind = meMiType === USAGE_KINDS.micro ? 'micro' : 'model';
  if (!(await firstCountInWindow(viewer, kind, mid))) return readUseCount(db, meMiType, mid);
  // The catalogue ranks by these counts.
  return withTransaction(db, (trx) => addUse(trx, meMiType, mid), { invalidates: ['catalogue'] });
}
