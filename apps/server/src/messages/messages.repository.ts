import type { ContactMessage } from '@portal/shared/site';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import { type PageWindow, paginate } from '../db/sql.ts';
import type { ContactMessageTable } from './messages.tables.ts';

export async function insertMessage(db: Db, row: Insertable<ContactMessageTable>): Promise<number> {
  const { id } = await db.insertInto('contactMessage').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Newest first; the sender's address stays in the table, out of the answer. */
export async function listMessages(
  db: Db,
  page: PageWindow,
): Promise<{ list: ContactMessage[]; total: number }> {
  const { rows, total } = await paginate(
    db
      .selectFrom('contactMessage')
      .select(['id', 'name', 'tel', 'email', 'content', 'source', 'createTime'])
      .orderBy('id', 'desc'),
    page,
  );
  return { list: rows, total };
}
