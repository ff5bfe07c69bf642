import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { insertAuditEntry } from './audit.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** An audit entry was written for this request (the route then writes no generic one). */
    audited: boolean;
  }
}

export function registerAuditDecorations(app: FastifyInstance): void {
  app.decorateRequest('audited', false);
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
 * Writes one operator action to the audit log: who (the request's user), when, what, the
 * record before and after. Call it inside the action's transaction, so the entry and the
 * change commit together. A later issue shows the log to operators.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const actor = request.user;
  if (!actor) throw new Error('审计记录需要登录的操作者');
  await insertAuditEntry(db, {
    actorUserId: actor.id,
    actorAccount: actor.account,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: json(entry.before),
    after: json(entry.after),
    ip: request.ip,
    createTime: nowIso(),
  });
  request.audited = true;
}

/**
 * The floor under every operator write (`route()` calls it after a successful answer): a
 * call whose service wrote no entry of its own is still logged, by its call and input.
 */
export async function auditOperatorCall(
  db: Db,
  request: FastifyRequest,
  call: string,
  input: { params: unknown; body: unknown },
): Promise<void> {
  if (request.audited) return;
  await recordAudit(db, request, {
    action: call,
    targetType: 'call',
    targetId: JSON.stringify(input.params ?? {}).slice(0, 50),
    after: input.body ?? null,
  });
}
