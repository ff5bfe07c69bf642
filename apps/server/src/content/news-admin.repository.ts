import type { NewsSort, NewsStatus } from '@portal/shared/news-admin';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { NewsTable } from './content.tables.ts';

export type ManagedNewsRow = Selectable<NewsTable>;

/**
 * Every news item (drafts and scheduled ones too), by headline keyword and status (a draft;
 * published and due at `now`; published with a later time), in the chosen order.
 */
export async function pageNews(
  db: Db,
  filter: PageWindow & { keyword?: string | undefined; status?: NewsStatus | undefined; sort: NewsSort },
  now: string,
): Promise<{ list: ManagedNewsRow[]; total: number }> {
  let base = db.selectFrom('news').selectAll();
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('headline', keyword));
  if (filter.status === 0) base = base.where('published', '=', 0);
  if (filter.status === 1) base = base.where('published', '=', 1).where('publishTime', '<=', now);
  if (filter.status === 2) base = base.where('published', '=', 1).where('publishTime', '>', now);
  const ordered =
    filter.sort === 'publishTimeAsc'
      ? base.orderBy('publishTime', 'asc').orderBy('id', 'asc')
      : filter.sort === 'clickCountDesc'
        ? base.orderBy('clickCount', 'desc').orderBy('id', 'desc')
        : filter.sort === 'updateTimeDesc'
          ? base.orderBy('updateTime', 'desc').orderBy('id', 'desc')
          : base.orderBy('publishTime', 'desc').orderBy('id', 'desc');
  const { rows, total } = await paginate(ordered, filter);
  return { list: rows as ManagedNewsRow[], total };
}

export function findNews(db: Db, id: number): Promise<ManagedNewsRow | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertManagedNews(db: Db, values: Insertable<NewsTable>): Promise<number> {
  const row = await db.insertInto('news').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNews(db: Db, id: number, values: Updateable<NewsTable>): Promise<void> {
  await db.updateTable('news').set(values).where('id', '=', id).execute();
}

export async function deleteNews(db: Db, id: number): Promise<void> {
  await db.deleteFrom('news').where('id', '=', id).execute();
}
