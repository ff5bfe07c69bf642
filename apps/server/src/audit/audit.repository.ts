import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable } from './audit.tables.ts';

export async function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}
