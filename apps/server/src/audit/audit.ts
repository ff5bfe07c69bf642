import { chinaDayBounds } from '@portal/shared/common';
import type { AuditFilter } from '@portal/shared/user-admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import { insertAuditEntry, pageAuditEntries } from './audit.repository.ts';

/** The callers (one object per request) whose action wrote an entry: `route()` then writes no generic one. */
const audited = new WeakSet<Caller>();

export function registerAuditDecorations(app: FastifyInstance): void {
  app.decorate('auditFloor', (caller: Caller, call: string, input: { params: unknown; body: unknown }) =>
    auditOperatorCall(app.db, caller, call, input),
  );
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Longest JSON kept for one side of an entry: a record, not a file. */
const MAX_JSON = 20_000;

function json(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text;
}

/**
 * Writes one operator action to the audit log: who (the caller), when, what, the
 * record before and after. Call it inside the action's transaction, so the entry and the
 * change commit together. A later issue shows the log to operators.
 */
export async function recordAudit(db: Db, actor: Caller, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    actorAccount: actor.account,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: json(entry.before),
    after: json(entry.after),
    ip: actor.ip,
    createTime: nowIso(),
  });
  audited.add(actor);
}

/**
 * The floor under every operator write (`route()` calls it after a successful answer): a
 * call whose service wrote no entry of its own is still logged, by its call and input.
 */
async function auditOperatorCall(
  db: Db,
  actor: Caller,
  call: string,
  input: { params: unknown; body: unknown },
): Promise<void> {
  if (audited.has(actor)) return;
  await recordAudit(db, actor, {
    action: call,
    targetType: 'call',
    targetId: JSON.stringify(input.params ?? {}).slice(0, 50),
    after: input.body ?? null,
  });
}

/** The operators' 操作日志 (issue 22 item 6): a page of the log, newest first, within China days. */
export async function auditLogPage(db: Db, filter: AuditFilter) {
  const { from, to } = chinaDayBounds(filter);
  const { rows, total } = await pageAuditEntries(db, {
    currentPage: filter.currentPage,
    pageSize: filter.pageSize,
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    from,
    before: to,
  });
  return { list: rows, total };
}
