import {
  type CheckedNewsForm,
  type ManagedNews,
  NEWS_ADMIN_TEXTS,
  NEWS_IMAGE_PATH,
  NEWS_STATUSES,
  type NewsAdminFilter,
} from '@portal/shared/news-admin';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { readPublicFile, savePublicPicture } from '../files/files.service.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { nowIso } from '../lib/time.ts';
import {
  deleteNews,
  findNews,
  insertManagedNews,
  type ManagedNewsRow,
  pageNews,
  updateNews,
} from './news-admin.repository.ts';

/**
 * The operator's 新闻管理 (issue 22): every news item paged, filtered and sorted on the server;
 * written as a draft, published at once or at a later time (scheduled: the public calls show it
 * from then on), marked 热门, edited and deleted. The body is sanitised here with the shared
 * allow-list. Each write commits with its audit entry (before and after) and drops the `news`
 * area, where the public news calls and the /News pages are cached, in every process.
 */

function toManagedNews(row: ManagedNewsRow, now: string): ManagedNews {
  const published = row.published === 1;
  const status = !published
    ? NEWS_STATUSES.byKey.draft
    : row.publishTime > now
      ? NEWS_STATUSES.byKey.scheduled
      : NEWS_STATUSES.byKey.published;
  return {
    id: row.id,
    headline: row.headline,
    summary: row.summary,
    poster: row.poster,
    body: row.body,
    publishTime: row.publishTime,
    published,
    status,
    hot: row.hot === 1,
    clickCount: row.clickCount,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/** What the audit log keeps of a news item (the body by its length: it may be long). */
function auditView(news: ManagedNews) {
  return {
    headline: news.headline,
    summary: news.summary,
    poster: news.poster,
    bodyLength: news.body.length,
    publishTime: news.publishTime,
    state: NEWS_STATUSES.label(news.status),
    hot: news.hot,
  };
}

export async function managedNewsPage(db: Db, filter: NewsAdminFilter) {
  const now = nowIso();
  const { list, total } = await pageNews(db, filter, now);
  return { list: list.map((row) => toManagedNews(row, now)), total };
}

async function existing(db: Db, id: number): Promise<ManagedNews> {
  const row = await findNews(db, id);
  if (!row) throw notFound(NEWS_ADMIN_TEXTS.notFound);
  return toManagedNews(row, nowIso());
}

/** The stored columns of a checked form: the body sanitised, the time as stored UTC text. */
function columnsOf(form: CheckedNewsForm) {
  const body = sanitizeRichText(form.body);
  if (!body) throw badRequest(NEWS_ADMIN_TEXTS.bodyEmpty, { body: NEWS_ADMIN_TEXTS.bodyEmpty });
  return {
    headline: form.headline,
    summary: form.summary,
    poster: form.poster,
    body,
    publishTime: nowIso(new Date(form.publishTime)),
    published: form.published ? 1 : 0,
    hot: form.hot ? 1 : 0,
  };
}

export async function createManagedNews(
  db: Db,
  operator: Caller,
  form: CheckedNewsForm,
): Promise<ManagedNews> {
  const columns = columnsOf(form);
  return withTransaction(
    db,
    async (trx) => {
      const now = nowIso();
      const id = await insertManagedNews(trx, { ...columns, createTime: now, updateTime: now });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'news.create',
        targetType: 'news',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['news'] },
  );
}

export async function updateManagedNews(
  db: Db,
  operator: Caller,
  id: number,
  form: CheckedNewsForm,
): Promise<ManagedNews> {
  const columns = columnsOf(form);
  return withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await updateNews(trx, id, { ...columns, updateTime: nowIso() });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['news'] },
  );
}

export async function removeManagedNews(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await deleteNews(trx, id);
      await recordAudit(trx, operator, {
        action: 'news.delete',
        targetType: 'news',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['news'] },
  );
}

/**
 * Stores an operator's news picture (checked by its content on the way in) as a public upload and
 * answers its public address; the upload clean-up keeps it while a news item names it.
 */
export function saveNewsImage(
  db: Db,
  files: FileStore,
  operator: Caller,
  file: CheckedFile,
): Promise<string> {
  return savePublicPicture(db, files, operator, file, NEWS_IMAGE_PATH);
}

export function newsImage(db: Db, files: FileStore, name: string) {
  return readPublicFile(db, files, name);
}
