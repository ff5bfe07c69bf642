import type { Generated } from 'kysely';

/** One operator action: who, when, what, and the record before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  actorUserId: number;
  actorAccount: string;
  /** `METHOD /path` of the call, or a named action such as `certification.approve`. */
  action: string;
  targetType: string;
  targetId: string;
  before: string | null;
  after: string | null;
  ip: string;
  createTime: string;
}

/** The audit log of operator actions. Columns and timestamps as db/schema.ts says. */
export interface AuditTables {
  auditLog: AuditLogTable;
}
