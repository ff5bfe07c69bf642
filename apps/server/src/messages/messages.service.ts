import { chinaDayBounds } from '@portal/shared/common';
import {
  type ManagedMessage,
  MESSAGE_ADMIN_TEXTS,
  MESSAGE_READ,
  MESSAGE_READ_STATES,
  type MessageAdminFilter,
} from '@portal/shared/messages-admin';
import { checkMessageForm, SITE_TEXTS, type zContactMessageRequest } from '@portal/shared/site';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.ts';
import { consumeImageCaptcha } from '../captcha/captcha.service.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { HOUR_MS, nowIso } from '../lib/time.ts';
import {
  findMessage,
  insertMessage,
  type ManagedMessageRow,
  pageMessages,
  updateMessage,
} from './messages.repository.ts';

/** Attempts with a complete form, per address and hour; each also uses up a captcha. */
export const MESSAGES_PER_IP = { count: 10, windowMs: HOUR_MS };

type MessageForm = z.output<typeof zContactMessageRequest>;

/**
 * The online message form (spec 000 §2.12, §5): the spec's rules in the spec's order, each
 * refusal naming its field; then the per-address limit and the captcha; then the message
 * is stored. A refused form stores nothing.
 */
export async function saveContactMessage(
  db: Db,
  limits: RateLimitStore,
  form: MessageForm,
  ip: string,
): Promise<{ id: number }> {
  const problem = checkMessageForm(form);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });

  const attempts = await limits.increment(`message:${ip}`, MESSAGES_PER_IP.windowMs);
  if (attempts > MESSAGES_PER_IP.count) throw new AppError(429, SITE_TEXTS.messageTooFrequent);

  await consumeImageCaptcha(db, { id: form.captchaId, answer: form.captcha });
  const id = await insertMessage(db, {
    name: form.name.trim(),
    tel: form.tel.trim(),
    email: form.email.trim(),
    content: form.content.trim(),
    source: form.source,
    ip,
    createTime: nowIso(),
  });
  return { id };
}

// ---------------------------------------------------------------- 留言管理 (issue 22 item 1)

function toManagedMessage(row: ManagedMessageRow): ManagedMessage {
  return {
    id: row.id,
    name: row.name,
    tel: row.tel,
    email: row.email,
    content: row.content,
    source: row.source,
    createTime: row.createTime,
    read: row.readTime === null ? MESSAGE_READ.unread : MESSAGE_READ.read,
    readTime: row.readTime,
    replyNote: row.replyNote,
    replyBy: row.replyNote === null ? null : (row.replyBy ?? null),
    replyTime: row.replyTime,
  };
}

/** What the audit log keeps of a message's handling (not the visitor's details). */
function auditView(message: ManagedMessage) {
  return {
    readState: MESSAGE_READ_STATES.label(message.read),
    replyNote: message.replyNote,
  };
}

/** The operators' list: newest first, by keyword, read or unread, and the China days it was left. */
export async function managedMessagesPage(db: Db, filter: MessageAdminFilter) {
  const { from, to } = chinaDayBounds(filter);
  const { list, total } = await pageMessages(db, {
    currentPage: filter.currentPage,
    pageSize: filter.pageSize,
    keyword: filter.keyword,
    read: filter.read,
    from,
    to,
  });
  return { list: list.map(toManagedMessage), total };
}

async function existing(db: Db, id: number): Promise<ManagedMessage> {
  const row = await findMessage(db, id);
  if (!row) throw notFound(MESSAGE_ADMIN_TEXTS.notFound);
  return toManagedMessage(row);
}

/**
 * Marks a message read (when it was not already: the first reading's time stays) or unread. No
 * public page shows messages, so no cached area changes.
 */
export async function markMessageRead(db: Db, operator: Caller, id: number, read: boolean) {
  return withTransaction(db, async (trx) => {
    const before = await existing(trx, id);
    if (read !== (before.read === MESSAGE_READ.read)) {
      await updateMessage(trx, id, { readTime: read ? nowIso() : null });
    }
    const after = await existing(trx, id);
    await recordAudit(trx, operator, {
      action: read ? 'message.read' : 'message.unread',
      targetType: 'contactMessage',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Saves the reply note with who wrote it and when (a later note replaces it); the message is read. */
export async function saveReplyNote(db: Db, operator: Caller, id: number, replyNote: string) {
  return withTransaction(db, async (trx) => {
    const before = await existing(trx, id);
    const now = nowIso();
    await updateMessage(trx, id, {
      replyNote,
      replyUserId: operator.userId,
      replyTime: now,
      readTime: before.readTime ?? now,
    });
    const after = await existing(trx, id);
    await recordAudit(trx, operator, {
      action: 'message.reply',
      targetType: 'contactMessage',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

export { countUnreadMessages } from './messages.repository.ts';
