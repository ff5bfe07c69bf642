import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { NoticeTable } from './content.tables.ts';

export type ManagedNoticeRow = Selectable<NoticeTable>;

/** The operator's notices, newest first, by title keyword and state. */
export async function pageNotices(
  db: Db,
  filter: PageWindow & { keyword?: string | undefined; state?: 0 | 1 | undefined },
): Promise<{ list: ManagedNoticeRow[]; total: number }> {
  let base = db.selectFrom('notice').selectAll();
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('title', keyword));
  if (filter.state !== undefined) base = base.where('published', '=', filter.state);
  const { rows, total } = await paginate(base.orderBy('id', 'desc'), filter);
  return { list: rows as ManagedNoticeRow[], total };
}

export function findNotice(db: Db, id: number): Promise<ManagedNoticeRow | undefined> {
  return db.selectFrom('notice').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertManagedNotice(db: Db, values: Insertable<NoticeTable>): Promise<number> {
  const row = await db.insertInto('notice').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(db: Db, id: number, values: Updateable<NoticeTable>): Promise<void> {
  await db.updateTable('notice').set(values).where('id', '=', id).execute();
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notice').where('id', '=', id).execute();
}
