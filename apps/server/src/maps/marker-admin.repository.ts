import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { MapMarkerTable } from './maps.tables.ts';

export type ManagedMarkerRow = Selectable<MapMarkerTable>;

/** Every marker, by title keyword, as /Maps orders them. */
export async function pageMarkers(
  db: Db,
  filter: PageWindow & { keyword?: string | undefined },
): Promise<{ list: ManagedMarkerRow[]; total: number }> {
  let base = db.selectFrom('mapMarker').selectAll();
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('title', keyword));
  const { rows, total } = await paginate(base.orderBy('sort', 'asc').orderBy('id', 'asc'), filter);
  return { list: rows as ManagedMarkerRow[], total };
}

export function findMarker(db: Db, id: number): Promise<ManagedMarkerRow | undefined> {
  return db.selectFrom('mapMarker').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMarker(db: Db, values: Insertable<MapMarkerTable>): Promise<number> {
  const row = await db.insertInto('mapMarker').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMarker(db: Db, id: number, values: Updateable<MapMarkerTable>): Promise<void> {
  await db.updateTable('mapMarker').set(values).where('id', '=', id).execute();
}

export async function deleteMarker(db: Db, id: number): Promise<void> {
  await db.deleteFrom('mapMarker').where('id', '=', id).execute();
}
