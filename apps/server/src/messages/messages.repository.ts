import type { ContactMessage } from '@portal/shared';
import type { Insertable, Kysely } from 'kysely';
import type { ContactMessageTable, Database } from '../db/schema.ts';
import { pageOffset, toCount } from '../db/sql.ts';

type Db = Kysely<Database>;

export async function insertMessage(db: Db, row: Insertable<ContactMessageTable>): Promise<number> {
  const { id } = await db.insertInto('contactMessage').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Newest first; the sender's address stays in the table, out of the answer. */
export async function listMessages(
  db: Db,
  page: { currentPage: number; pageSize: number },
): Promise<{ list: ContactMessage[]; total: number }> {
  const [list, count] = await Promise.all([
    db
      .selectFrom('contactMessage')
      .select(['id', 'name', 'tel', 'email', 'content', 'source', 'createTime'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(pageOffset(page.currentPage, page.pageSize))
      .execute(),
    db
      .selectFrom('contactMessage')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: toCount(count.n) };
}
