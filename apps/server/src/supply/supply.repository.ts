import {
  type Expression,
  type Insertable,
  PostgresAdapter,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type {
  DemandEntryTable,
  SupplyBuyOrderTable,
  SupplyCompanyTable,
  SupplyEntryTable,
  SupplyFieldValueTable,
  SupplyTypeFieldTable,
} from './supply.tables.ts';

export type CompanyRow = Selectable<SupplyCompanyTable>;
export type TypeFieldRow = Selectable<SupplyTypeFieldTable>;
export type SupplyRow = Selectable<SupplyEntryTable> & { typeName: string };
export type DemandRow = Selectable<DemandEntryTable> & { typeName: string };
export type FieldValueRow = Selectable<SupplyFieldValueTable> &
  Pick<TypeFieldRow, 'filedName' | 'filedType' | 'fieldShow'>;
export type EntryKind = SupplyFieldValueTable['entryKind'];

const PUBLISHED = 1;

// ---------- Product types ----------

export async function listTypes(
  db: Db,
): Promise<{ id: number; typeName: string; retired: number; fields: TypeFieldRow[] }[]> {
  const [types, fields] = await Promise.all([
    db
      .selectFrom('supplyType')
      .select(['id', 'typeName', 'retired'])
      .orderBy('sortCode')
      .orderBy('id')
      .execute(),
    db.selectFrom('supplyTypeField').selectAll().orderBy('sortCode').orderBy('id').execute(),
  ]);
  return types.map((type) => ({ ...type, fields: fields.filter((field) => field.typeId === type.id) }));
}

/** A type with its retirement and fields, for checking an entry's form. */
export async function findTypeWithFields(db: Db, id: number) {
  const type = await db
    .selectFrom('supplyType')
    .select(['id', 'typeName', 'retired'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!type) return undefined;
  const fields = await db
    .selectFrom('supplyTypeField')
    .selectAll()
    .where('typeId', '=', id)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  return { ...type, retired: type.retired === 1, fields };
}

export function findTypeField(db: Db, id: number): Promise<TypeFieldRow | undefined> {
  return db.selectFrom('supplyTypeField').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertType(
  db: Db,
  type: { typeName: string; sortCode: number; createTime: string },
  fields: Omit<Insertable<SupplyTypeFieldTable>, 'typeId'>[],
): Promise<{ id: number; fieldIds: number[] }> {
  const { id } = await db.insertInto('supplyType').values(type).returning('id').executeTakeFirstOrThrow();
  const fieldIds: number[] = [];
  for (const field of fields) {
    const row = await db
      .insertInto('supplyTypeField')
      .values({ ...field, typeId: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    fieldIds.push(row.id);
  }
  return { id, fieldIds };
}

// ---------- Companies ----------

export function insertCompany(db: Db, values: Insertable<SupplyCompanyTable>): Promise<{ id: number }> {
  return db.insertInto('supplyCompany').values(values).returning('id').executeTakeFirstOrThrow();
}

export function findCompanies(db: Db, ids: readonly number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('supplyCompany').selectAll().where('id', 'in', ids).execute();
}

export function listRecommendedCompanies(db: Db, limit: number): Promise<CompanyRow[]> {
  return db
    .selectFrom('supplyCompany')
    .selectAll()
    .where('recommended', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The company a tenant (by its tenant) or another account (by itself) publishes and buys as. */
export function findCompanyOfAccount(
  db: Db,
  account: { tenantId: number | null; userId: number },
): Promise<CompanyRow | undefined> {
  const query = db.selectFrom('supplyCompany').selectAll().orderBy('id').limit(1);
  return (
    account.tenantId !== null
      ? query.where('tenantId', '=', account.tenantId)
      : query.where('userId', '=', account.userId)
  ).executeTakeFirst();
}

// ---------- Entries ----------

/** What a board search narrows by; `field` is an extended field already checked against its type. */
export interface EntryFilter {
  proType?: number | undefined;
  keyword?: string | undefined;
  companyId?: number | undefined;
  field?:
    | { id: number; kind: 'text'; keyword: string }
    | { id: number; kind: 'number'; from: number; to: number }
    | { id: number; kind: 'day'; from: string; to: string };
}

/**
 * The entry (alias `e`) has a value of the filter's extended field that matches it. Written as
 * `e.id in (…)`, not `exists`: SQLite then reads the field's values in range from its index once
 * (a few hundred rows) instead of probing that range again for every entry of the type (465 ms
 * for a count at 100,000 entries, 1 ms so).
 */
function fieldMatches(
  db: Db,
  kind: EntryKind,
  field: NonNullable<EntryFilter['field']>,
): Expression<SqlBool> {
  let values = db
    .selectFrom('supplyFieldValue as v')
    .select('v.entryId')
    .where('v.typeSonId', '=', field.id)
    .where('v.entryKind', '=', kind);
  if (field.kind === 'text') values = values.where(containsText('v.fieldString', field.keyword));
  else if (field.kind === 'number')
    values = values.where('v.fieldInt', '>=', field.from).where('v.fieldInt', '<=', field.to);
  else values = values.where('v.fieldTime', '>=', field.from).where('v.fieldTime', '<=', field.to);
  return sql<SqlBool>`${sql.ref('e.id')} in (${values})`;
}

/** A keyword's characters (code points, as both engines count them). */
const charactersOf = (text: string) => [...text];

/** A character that changes case beyond ASCII: SQLite's `lower` and its index fold it differently. */
const foldsBeyondAscii = (keyword: string) =>
  charactersOf(keyword).some(
    (c) => (c.codePointAt(0) ?? 0) > 0x7f && (c.toLowerCase() !== c || c.toUpperCase() !== c),
  );

/** An FTS5 string: the text in double quotes, its own double quotes doubled. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The entries (alias `e`) that may contain the keyword, by the keyword indexes of migration
 * 20261128_1500: a superset, which the caller narrows with the literal `containsText`. Undefined
 * when no index serves the keyword (one character): the search then reads every row, as before.
 */
function keywordCandidates(db: Db, kind: EntryKind, keyword: string): Expression<SqlBool> | undefined {
  const lowered = keyword.toLowerCase();
  const characters = charactersOf(lowered);
  if (characters.length < 2) return undefined;
  const table = ENTRY_TABLES[kind];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // All the keyword's two-character pieces (the GIN index is on this very expression).
    const grams = [...new Set(characters.slice(1).map((c, i) => `${characters[i]}${c}`))];
    const body = sql`lower(${sql.ref('e.proName')} || chr(10) || ${sql.ref(LONG_TEXT[kind])})`;
    return sql<SqlBool>`"supplySearchGrams"(${body}) @> ${grams}::text[]`;
  }
  const search = sql.table(`${table}Search`);
  if (characters.length >= 3) {
    // All its trigrams (the index keeps no positions: the literal check does the rest).
    const trigrams = new Set(characters.slice(2).map((c, i) => `${characters[i]}${characters[i + 1]}${c}`));
    const query = [...trigrams].map(ftsString).join(' AND ');
    return sql<SqlBool>`${sql.ref('e.id')} in (select rowid from ${search} where ${search} match ${query})`;
  }
  // Two characters: any trigram that starts with them, from the index's vocabulary (whose terms
  // are folded: a keyword with a character folded beyond ASCII reads every row instead).
  if (foldsBeyondAscii(lowered)) return undefined;
  const terms = sql.table(`${table}SearchTerms`);
  return sql<SqlBool>`${sql.ref('e.id')} in (select rowid from ${search} where ${search} match (
    select coalesce(group_concat('"' || replace(term, '"', '""') || '"', ' OR '), '""')
    from ${terms} where term >= ${lowered} and term < ${`${lowered}\u{10ffff}`}))`;
}

const ENTRY_TABLES = { supply: 'supplyEntry', demand: 'demandEntry' } as const;
/** The long text a keyword also searches: a supply's explanation, a demand's description. */
const LONG_TEXT = { supply: 'e.proExplain', demand: 'e.proDescribe' } as const;

/** The filter's conditions on an entry table aliased `e` (its state is the caller's). */
function entryConditions(db: Db, kind: EntryKind, filter: EntryFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.proType !== undefined)
    conditions.push(sql<SqlBool>`${sql.ref('e.proType')} = ${filter.proType}`);
  if (filter.companyId !== undefined)
    conditions.push(sql<SqlBool>`${sql.ref('e.companyId')} = ${filter.companyId}`);
  if (filter.keyword) {
    const candidates = keywordCandidates(db, kind, filter.keyword);
    if (candidates) conditions.push(candidates);
    conditions.push(
      sql<SqlBool>`(${containsText('e.proName', filter.keyword)} or ${containsText(LONG_TEXT[kind], filter.keyword)})`,
    );
  }
  if (filter.field) conditions.push(fieldMatches(db, kind, filter.field));
  return conditions;
}

/**
 * Published entries of a kind (alias `e`) with their type's name. The two entry tables share
 * every column used here, so the query is typed as the supply table's; the exported readers
 * below give each kind its own row type.
 */
function published(db: Db, kind: EntryKind) {
  return db
    .selectFrom(`${ENTRY_TABLES[kind]} as e` as 'supplyEntry as e')
    .innerJoin('supplyType as t', 't.id', 'e.proType')
    .selectAll('e')
    .select('t.typeName')
    .where('e.state', '=', PUBLISHED);
}

/** Published entries of a kind matching the filter, newest first. */
function pagePublished(db: Db, kind: EntryKind, filter: EntryFilter, page: PageWindow) {
  const query = published(db, kind)
    .where((eb) => eb.and(entryConditions(db, kind, filter)))
    .orderBy('e.createTime', 'desc')
    .orderBy('e.id', 'desc');
  return paginate(query, page);
}

export function pagePublishedSupply(
  db: Db,
  filter: EntryFilter,
  page: PageWindow,
): Promise<{ rows: SupplyRow[]; total: number }> {
  return pagePublished(db, 'supply', filter, page);
}

export function pagePublishedDemand(
  db: Db,
  filter: EntryFilter,
  page: PageWindow,
): Promise<{ rows: DemandRow[]; total: number }> {
  return pagePublished(db, 'demand', filter, page) as unknown as Promise<{
    rows: DemandRow[];
    total: number;
  }>;
}

export function findPublishedSupply(db: Db, id: number): Promise<SupplyRow | undefined> {
  return published(db, 'supply').where('e.id', '=', id).executeTakeFirst();
}

export function findPublishedDemand(db: Db, id: number): Promise<DemandRow | undefined> {
  return published(db, 'demand').where('e.id', '=', id).executeTakeFirst() as unknown as Promise<
    DemandRow | undefined
  >;
}

/** The extended values of some entries, in their fields' order. */
export function listFieldValues(
  db: Db,
  kind: EntryKind,
  entryIds: readonly number[],
): Promise<FieldValueRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('supplyFieldValue as v')
    .innerJoin('supplyTypeField as f', 'f.id', 'v.typeSonId')
    .selectAll('v')
    .select(['f.filedName', 'f.filedType', 'f.fieldShow'])
    .where('v.entryKind', '=', kind)
    .where('v.entryId', 'in', entryIds)
    .orderBy('f.sortCode')
    .orderBy('f.id')
    .execute();
}

export type NewFieldValue = Omit<Insertable<SupplyFieldValueTable>, 'entryKind' | 'entryId'>;

async function insertFieldValues(db: Db, kind: EntryKind, entryId: number, values: NewFieldValue[]) {
  if (values.length === 0) return;
  await db
    .insertInto('supplyFieldValue')
    .values(values.map((value) => ({ ...value, entryKind: kind, entryId })))
    .execute();
}

/** An edited entry's values: the old ones go, the form's come. */
export async function replaceFieldValues(db: Db, kind: EntryKind, entryId: number, values: NewFieldValue[]) {
  await db
    .deleteFrom('supplyFieldValue')
    .where('entryKind', '=', kind)
    .where('entryId', '=', entryId)
    .execute();
  await insertFieldValues(db, kind, entryId, values);
}

export async function insertSupply(
  db: Db,
  entry: Insertable<SupplyEntryTable>,
  values: NewFieldValue[],
): Promise<number> {
  const { id } = await db.insertInto('supplyEntry').values(entry).returning('id').executeTakeFirstOrThrow();
  await insertFieldValues(db, 'supply', id, values);
  return id;
}

export async function insertDemand(
  db: Db,
  entry: Insertable<DemandEntryTable>,
  values: NewFieldValue[],
): Promise<number> {
  const { id } = await db.insertInto('demandEntry').values(entry).returning('id').executeTakeFirstOrThrow();
  await insertFieldValues(db, 'demand', id, values);
  return id;
}

// ---------- Buy orders ----------

/** Whether a published supply shows this picture (its address as stored). */
export async function isPublishedPicture(db: Db, picture: string): Promise<boolean> {
  const row = await db
    .selectFrom('supplyEntry')
    .select('id')
    .where('proPic', '=', picture)
    .where('state', '=', PUBLISHED)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBuyOrder(db: Db, values: Insertable<SupplyBuyOrderTable>): Promise<number> {
  const row = await db.insertInto('supplyBuyOrder').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
