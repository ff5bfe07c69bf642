import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { PlatformMemberTable } from './members.tables.ts';

export type ManagedMemberRow = Selectable<PlatformMemberTable>;

/** Every member, by name keyword, as /PlatformMembers orders them. */
export async function pageMembers(
  db: Db,
  filter: PageWindow & { keyword?: string | undefined },
): Promise<{ list: ManagedMemberRow[]; total: number }> {
  let base = db.selectFrom('platformMember').selectAll();
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('name', keyword));
  const { rows, total } = await paginate(base.orderBy('sort', 'asc').orderBy('id', 'asc'), filter);
  return { list: rows as ManagedMemberRow[], total };
}

export function findMember(db: Db, id: number): Promise<ManagedMemberRow | undefined> {
  return db.selectFrom('platformMember').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMember(db: Db, values: Insertable<PlatformMemberTable>): Promise<number> {
  const row = await db.insertInto('platformMember').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMember(
  db: Db,
  id: number,
  values: Updateable<PlatformMemberTable>,
): Promise<void> {
  await db.updateTable('platformMember').set(values).where('id', '=', id).execute();
}

export async function deleteMember(db: Db, id: number): Promise<void> {
  await db.deleteFrom('platformMember').where('id', '=', id).execute();
}
