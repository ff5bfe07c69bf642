import type { BannerStatus } from '@portal/shared/banner-admin';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { BannerTable } from './content.tables.ts';

export type ManagedBannerRow = Selectable<BannerTable>;

/**
 * Every banner (hidden ones too), by type, status and title keyword: by type, then as the public
 * call orders a type (sort code, larger first; ties newest first).
 */
export async function pageBanners(
  db: Db,
  filter: PageWindow & {
    type?: number | undefined;
    keyword?: string | undefined;
    status?: BannerStatus | undefined;
  },
): Promise<{ list: ManagedBannerRow[]; total: number }> {
  let base = db.selectFrom('banner').selectAll();
  if (filter.type !== undefined) base = base.where('type', '=', filter.type);
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('title', keyword));
  if (filter.status !== undefined) base = base.where('status', '=', String(filter.status));
  const ordered = base.orderBy('type', 'asc').orderBy('sortCode', 'desc').orderBy('id', 'desc');
  const { rows, total } = await paginate(ordered, filter);
  return { list: rows as ManagedBannerRow[], total };
}

export function findBanner(db: Db, id: number): Promise<ManagedBannerRow | undefined> {
  return db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertManagedBanner(db: Db, values: Insertable<BannerTable>): Promise<number> {
  const row = await db.insertInto('banner').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Db, id: number, values: Updateable<BannerTable>): Promise<void> {
  await db.updateTable('banner').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.deleteFrom('banner').where('id', '=', id).execute();
}
