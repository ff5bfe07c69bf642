import type { MessageReadState } from '@portal/shared/messages-admin';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate, toCount } from '../db/sql.ts';
import type { ContactMessageTable } from './messages.tables.ts';

export async function insertMessage(db: Db, row: Insertable<ContactMessageTable>): Promise<number> {
  const { id } = await db.insertInto('contactMessage').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A message as the operators' list shows it: the sender's address stays in the table. */
function selectManaged(db: Db) {
  return db
    .selectFrom('contactMessage as m')
    .leftJoin('userAccount as u', 'u.id', 'm.replyUserId')
    .select([
      'm.id',
      'm.name',
      'm.tel',
      'm.email',
      'm.content',
      'm.source',
      'm.createTime',
      'm.readTime',
      'm.replyNote',
      'm.replyTime',
      'u.realName as replyBy',
    ]);
}

export type ManagedMessageRow = Awaited<
  ReturnType<ReturnType<typeof selectManaged>['executeTakeFirstOrThrow']>
>;

export interface MessageFilter extends PageWindow {
  keyword?: string | undefined;
  read?: MessageReadState | undefined;
  /** UTC moments: left at or after `from`, before `to`. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest first, by keyword (name, phone, email or content), read or unread, and time left. */
export async function pageMessages(
  db: Db,
  filter: MessageFilter,
): Promise<{ list: ManagedMessageRow[]; total: number }> {
  let base = selectManaged(db);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    base = base.where((eb) =>
      eb.or([
        containsText('m.name', keyword),
        containsText('m.tel', keyword),
        containsText('m.email', keyword),
        containsText('m.content', keyword),
      ]),
    );
  }
  if (filter.read === 0) base = base.where('m.readTime', 'is', null);
  if (filter.read === 1) base = base.where('m.readTime', 'is not', null);
  if (filter.from) base = base.where('m.createTime', '>=', filter.from);
  if (filter.to) base = base.where('m.createTime', '<', filter.to);
  const { rows, total } = await paginate(
    base.orderBy('m.createTime', 'desc').orderBy('m.id', 'desc'),
    filter,
  );
  return { list: rows, total };
}

export function findMessage(db: Db, id: number): Promise<ManagedMessageRow | undefined> {
  return selectManaged(db).where('m.id', '=', id).executeTakeFirst();
}

export async function updateMessage(
  db: Db,
  id: number,
  values: Updateable<ContactMessageTable>,
): Promise<void> {
  await db.updateTable('contactMessage').set(values).where('id', '=', id).execute();
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contactMessage')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('readTime', 'is', null)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
