import { USAGE_KINDS } from '@portal/shared/catalogue';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import { type PageWindow, paginate } from '../db/sql.ts';
import type { Scope } from '../lib/caller.ts';
import type { UsageLogTable } from './usage.tables.ts';

export async function insertUsageLog(db: Db, values: Insertable<UsageLogTable>): Promise<void> {
  await db.insertInto('usageLog').values(values).execute();
}

/** Whose log rows a caller reads: a tenant's, one user's, or (operators) everyone's. */
/** One item's log, newest or oldest first, with who called. */
export function pageUsageLogs(
  db: Db,
  item: { meMiType: number; mid: number },
  scope: Scope,
  page: PageWindow & { sort: 'asc' | 'desc' },
) {
  let query = db
    .selectFrom('usageLog as l')
    .innerJoin('userAccount as u', 'u.id', 'l.userId')
    .where('l.meMiType', '=', item.meMiType)
    .where('l.mid', '=', item.mid);
  if (scope.kind === 'tenant') query = query.where('l.tenantId', '=', scope.tenantId);
  if (scope.kind === 'own') query = query.where('l.userId', '=', scope.userId);
  return paginate(
    query
      .select([
        'l.id',
        'l.meMiType',
        'l.mid',
        'l.name',
        'l.status',
        'l.message',
        'l.type',
        'u.realName as userName',
        'l.createTime',
      ])
      .orderBy('l.id', page.sort),
    page,
  );
}

/** How many times a microservice (meMiType 1) or a model (2) has been used. */
export function readUseCount(db: Db, meMiType: number, mid: number): Promise<{ count: number }> {
  return meMiType === USAGE_KINDS.micro
    ? db
        .selectFrom('microservice')
        .select('uploadCount as count')
        .where('id', '=', mid)
        .executeTakeFirstOrThrow()
    : db
        .selectFrom('mechanismModel')
        .select('useCount as count')
        .where('id', '=', mid)
        .executeTakeFirstOrThrow();
}

/** One more use; answers the new count. */
export function addUse(db: Db, meMiType: number, mid: number): Promise<{ count: number }> {
  return meMiType === USAGE_KINDS.micro
    ? db
        .updateTable('microservice')
        .set((eb) => ({ uploadCount: eb('uploadCount', '+', 1) }))
        .where('id', '=', mid)
        .returning('uploadCount as count')
        .executeTakeFirstOrThrow()
    : db
        .updateTable('mechanismModel')
        .set((eb) => ({ useCount: eb('useCount', '+', 1) }))
        .where('id', '=', mid)
        .returning('useCount as count')
        .executeTakeFirstOrThrow();
}
