import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { AuditLogTable } from './audit.tables.ts';

export async function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}

/** One page of the audit log, newest first, by actor account and action (contains) and time. */
export function pageAuditEntries(
  db: Db,
  filter: PageWindow & {
    actor?: string | undefined;
    action?: string | undefined;
    from?: string | undefined;
    before?: string | undefined;
  },
) {
  let base = db
    .selectFrom('auditLog')
    .select([
      'id',
      'actorUserId',
      'actorAccount',
      'action',
      'targetType',
      'targetId',
      'before',
      'after',
      'ip',
      'createTime',
    ]);
  if (filter.actor) base = base.where(containsText('actorAccount', filter.actor));
  if (filter.action) base = base.where(containsText('action', filter.action));
  if (filter.from) base = base.where('createTime', '>=', filter.from);
  if (filter.before) base = base.where('createTime', '<', filter.before);
  return paginate(base.orderBy('createTime', 'desc').orderBy('id', 'desc'), filter);
}
