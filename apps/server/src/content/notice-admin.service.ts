import {
  type ManagedNotice,
  NOTICE_ADMIN_TEXTS,
  type NoticeAdminFilter,
  type NoticeForm,
} from '@portal/shared/notice-admin';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  deleteNotice,
  findNotice,
  insertManagedNotice,
  type ManagedNoticeRow,
  pageNotices,
  updateNotice,
} from './notice-admin.repository.ts';

/**
 * The operator's 公告管理 (issue 22): notices paged on the server, written as drafts, edited,
 * published and withdrawn, deleted. Each write commits with its audit entry (before and after)
 * and drops the `pages` area, where the public notices call (`contentApi.notices`) is cached, in
 * every process.
 */

function toManagedNotice(row: ManagedNoticeRow): ManagedNotice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    state: row.published === 1 ? 1 : 0,
    publishTime: row.publishTime,
    createTime: row.createTime,
  };
}

/** What the audit log keeps of a notice. */
function auditView(notice: ManagedNotice) {
  return {
    title: notice.title,
    content: notice.content,
    state: notice.state === 1 ? 'published' : 'draft',
    publishTime: notice.publishTime,
  };
}

export async function managedNoticesPage(db: Db, filter: NoticeAdminFilter) {
  const { list, total } = await pageNotices(db, filter);
  return { list: list.map(toManagedNotice), total };
}

async function existing(db: Db, id: number): Promise<ManagedNotice> {
  const row = await findNotice(db, id);
  if (!row) throw notFound(NOTICE_ADMIN_TEXTS.notFound);
  return toManagedNotice(row);
}

export async function createManagedNotice(
  db: Db,
  operator: Caller,
  form: NoticeForm,
): Promise<ManagedNotice> {
  return withTransaction(
    db,
    async (trx) => {
      const now = nowIso();
      const id = await insertManagedNotice(trx, {
        title: form.title,
        content: form.content,
        published: 0,
        publishTime: now,
        createTime: now,
      });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'notice.create',
        targetType: 'notice',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

/** Writes one change of a notice with its audit entry. */
async function change(
  db: Db,
  operator: Caller,
  id: number,
  action: string,
  values: Partial<Pick<ManagedNoticeRow, 'title' | 'content' | 'published' | 'publishTime'>>,
): Promise<ManagedNotice> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await updateNotice(trx, id, values);
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action,
        targetType: 'notice',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export function updateManagedNotice(db: Db, operator: Caller, id: number, form: NoticeForm) {
  return change(db, operator, id, 'notice.update', { title: form.title, content: form.content });
}

/** Publishes a notice now (spec 002 §8.2): published, its publish time the present moment. */
export function publishNotice(db: Db, operator: Caller, id: number) {
  return change(db, operator, id, 'notice.publish', { published: 1, publishTime: nowIso() });
}

export function unpublishNotice(db: Db, operator: Caller, id: number) {
  return change(db, operator, id, 'notice.unpublish', { published: 0 });
}

export async function removeNotice(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await deleteNotice(trx, id);
      await recordAudit(trx, operator, {
        action: 'notice.delete',
        targetType: 'notice',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['pages'] },
  );
}
