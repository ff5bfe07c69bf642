import { USAGE_KINDS, type UsageCount, type zUsageLogRequest } from '@portal/shared/catalogue';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { PageWindow } from '../db/sql.ts';
import { withTransaction } from '../db/transaction.ts';
import { notFound } from '../http/errors.ts';
import { type Caller, scopeOf } from '../lib/caller.ts';
import { firstCountInWindow, type Viewer } from '../lib/count-once.ts';
import { nowIso } from '../lib/time.ts';
import { findPublishedMicroName } from '../micro/micro.repository.ts';
import { findPublishedModelName } from '../models/models.repository.ts';
import { addUse, insertUsageLog, pageUsageLogs, readUseCount } from './usage.repository.ts';

/** The published microservice (1) or model (2) a usage call names, with its name; 404 otherwise. */
async function requireItem(db: Db, meMiType: number, mid: number) {
  const item =
    meMiType === USAGE_KINDS.micro
      ? await findPublishedMicroName(db, mid)
      : await findPublishedModelName(db, mid);
  if (!item) throw notFound(meMiType === USAGE_KINDS.micro ? '微服务不存在' : '机理模型不存在');
  return item;
}

/**
 * One use of a published microservice (meMiType 1) or model (2), counted once per viewer per
 * item per hour (the counts rank the catalogue); the answer is the count either way.
 */
export async function countUse(db: Db, viewer: Viewer, meMiType: number, mid: number): Promise<UsageCount> {
  await requireItem(db, meMiType, mid);
  const kind = meMiType === USAGE_KINDS.micro ? 'micro' : 'model';
  if (!(await firstCountInWindow(viewer, kind, mid))) return readUseCount(db, meMiType, mid);
  // The lists of its kind show and rank by these counts; the other kinds' answers stay cached.
  return withTransaction(db, (trx) => addUse(trx, meMiType, mid), {
    invalidates: [kind === 'micro' ? 'microservices' : 'models'],
  });
}

/** Logs one trial call or simulation of a published item, as the caller's. */
export async function logUse(db: Db, caller: Caller, log: z.output<typeof zUsageLogRequest>): Promise<void> {
  const item = await requireItem(db, log.meMiType, log.mid);
  await insertUsageLog(db, {
    meMiType: log.meMiType,
    mid: log.mid,
    name: item.name,
    status: String(log.status),
    message: log.message ?? '',
    type: log.type === undefined ? '' : String(log.type),
    userId: caller.userId,
    tenantId: caller.tenantId,
    createTime: nowIso(),
  });
}

/** One item's log as the caller may read it: an operator all, a tenant user their tenant's, others their own. */
export async function readUseLog(
  db: Db,
  caller: Caller,
  item: { meMiType: number; mid: number },
  page: PageWindow & { sort: 'asc' | 'desc' },
) {
  await requireItem(db, item.meMiType, item.mid);
  return pageUsageLogs(db, item, scopeOf(caller), page);
}
