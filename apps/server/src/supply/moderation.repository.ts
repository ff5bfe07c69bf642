import {
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate, toCount } from '../db/sql.ts';
import type { EntryKind } from './supply.repository.ts';
import type { EntryState, SupplyEntryTable, SupplyTypeFieldTable, SupplyTypeTable } from './supply.tables.ts';

/**
 * The operator console's reads and writes of the board (issue 18 item 8): entries in any state
 * for moderation, and product types with their fields, retired ones included.
 */

const ENTRY_TABLES = { supply: 'supplyEntry', demand: 'demandEntry' } as const;

export interface QueueFilter {
  kind?: EntryKind | undefined;
  state?: EntryState | undefined;
  keyword?: string | undefined;
}

export interface QueueRow {
  kind: EntryKind;
  id: number;
  proName: string;
  typeName: string;
  companyName: string;
  state: EntryState;
  reviewRemark: string;
  createTime: string;
  changeTime: string;
}

/** The columns of either entry table the queue shows, with the kind as a literal (alias `e`). */
function queueSource(db: Db, kind: EntryKind) {
  return db
    .selectFrom(`${ENTRY_TABLES[kind]} as e` as 'supplyEntry as e')
    .select([
      sql<EntryKind>`${sql.lit(kind)}`.as('kind'),
      'e.id',
      'e.proName',
      'e.proType',
      'e.companyId',
      'e.state',
      'e.reviewRemark',
      'e.createTime',
      'e.changeTime',
    ]);
}

/**
 * Supply and demand entries of any state, newest change first, with their type's and company's
 * names; the keyword matches the entry's or the company's name.
 */
export function pageQueue(
  db: Db,
  filter: QueueFilter,
  page: PageWindow,
): Promise<{ rows: QueueRow[]; total: number }> {
  const source =
    filter.kind !== undefined
      ? queueSource(db, filter.kind)
      : queueSource(db, 'supply').unionAll(queueSource(db, 'demand'));
  const query = db
    .selectFrom(source.as('x'))
    .innerJoin('supplyType as t', 't.id', 'x.proType')
    .innerJoin('supplyCompany as c', 'c.id', 'x.companyId')
    .select([
      'x.kind',
      'x.id',
      'x.proName',
      't.typeName',
      'c.companyName',
      'x.state',
      'x.reviewRemark',
      'x.createTime',
      'x.changeTime',
    ])
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.state !== undefined) conditions.push(eb('x.state', '=', filter.state));
      if (filter.keyword)
        conditions.push(
          eb.or([containsText('x.proName', filter.keyword), containsText('c.companyName', filter.keyword)]),
        );
      return eb.and(conditions);
    })
    .orderBy('x.changeTime', 'desc')
    .orderBy('x.kind')
    .orderBy('x.id', 'desc');
  return paginate(query, page) as Promise<{ rows: QueueRow[]; total: number }>;
}

export type AnyEntryRow = Selectable<SupplyEntryTable> & { typeName: string };

/**
 * An entry of either kind in any state, with its type's name. The two tables share the columns
 * the queue needs; the caller reads the kind's own columns from the row it asked for.
 */
export function findEntry(db: Db, kind: EntryKind, id: number): Promise<AnyEntryRow | undefined> {
  return db
    .selectFrom(`${ENTRY_TABLES[kind]} as e` as 'supplyEntry as e')
    .innerJoin('supplyType as t', 't.id', 'e.proType')
    .selectAll('e')
    .select('t.typeName')
    .where('e.id', '=', id)
    .executeTakeFirst();
}

/** Moves an entry from `from` to `to` with the reason; false when it was not in `from` (moved meanwhile). */
export async function moveEntryState(
  db: Db,
  kind: EntryKind,
  id: number,
  from: EntryState,
  to: { state: EntryState; reviewRemark: string },
): Promise<boolean> {
  const result = await db
    .updateTable(ENTRY_TABLES[kind] as 'supplyEntry')
    .set(to)
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------- product types ----------

export type TypeRow = Selectable<SupplyTypeTable>;
export type TypeFieldRow = Selectable<SupplyTypeFieldTable>;

export function listAllTypes(db: Db): Promise<TypeRow[]> {
  return db.selectFrom('supplyType').selectAll().orderBy('sortCode').orderBy('id').execute();
}

export function findType(db: Db, id: number): Promise<TypeRow | undefined> {
  return db.selectFrom('supplyType').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another type (not `exceptId`) of the name, retired ones included. */
export function findTypeNamed(
  db: Db,
  typeName: string,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  let query = db.selectFrom('supplyType').select('id').where('typeName', '=', typeName);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function listFieldsOf(db: Db, typeIds?: readonly number[]): Promise<TypeFieldRow[]> {
  let query = db.selectFrom('supplyTypeField').selectAll().orderBy('sortCode').orderBy('id');
  if (typeIds) {
    if (typeIds.length === 0) return Promise.resolve([]);
    query = query.where('typeId', 'in', typeIds);
  }
  return query.execute();
}

/** Supply plus demand entries (any state) per type id. */
export async function entryCountsByType(db: Db, typeIds?: readonly number[]): Promise<Map<number, number>> {
  if (typeIds?.length === 0) return new Map();
  const countOf = (kind: EntryKind) => {
    let query = db
      .selectFrom(ENTRY_TABLES[kind] as 'supplyEntry')
      .select(['proType', (eb) => eb.fn.countAll().as('n')])
      .groupBy('proType');
    if (typeIds) query = query.where('proType', 'in', typeIds);
    return query.execute();
  };
  const counts = new Map<number, number>();
  for (const rows of await Promise.all([countOf('supply'), countOf('demand')]))
    for (const row of rows) counts.set(row.proType, (counts.get(row.proType) ?? 0) + toCount(row.n));
  return counts;
}

/** Stored values per extended field id. */
export async function valueCountsByField(db: Db, fieldIds: readonly number[]): Promise<Map<number, number>> {
  if (fieldIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('supplyFieldValue')
    .select(['typeSonId', (eb) => eb.fn.countAll().as('n')])
    .where('typeSonId', 'in', fieldIds)
    .groupBy('typeSonId')
    .execute();
  return new Map(rows.map((row) => [row.typeSonId, toCount(row.n)]));
}

export async function nextTypeSortCode(db: Db): Promise<number> {
  const row = await db
    .selectFrom('supplyType')
    .select((eb) => eb.fn.max('sortCode').as('top'))
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertTypeRow(db: Db, values: Insertable<SupplyTypeTable>): Promise<number> {
  const row = await db.insertInto('supplyType').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTypeRow(db: Db, id: number, values: Updateable<SupplyTypeTable>): Promise<void> {
  await db.updateTable('supplyType').set(values).where('id', '=', id).execute();
}

export async function insertFieldRow(db: Db, values: Insertable<SupplyTypeFieldTable>): Promise<void> {
  await db.insertInto('supplyTypeField').values(values).execute();
}

export async function updateFieldRow(
  db: Db,
  id: number,
  values: Updateable<SupplyTypeFieldTable>,
): Promise<void> {
  await db.updateTable('supplyTypeField').set(values).where('id', '=', id).execute();
}

export async function deleteFieldRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('supplyTypeField').where('id', '=', id).execute();
}
