import type { SolutionStatus } from '@portal/shared/solution-admin';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { IndustryCaseTable, IndustryPointTable, IndustryTable } from './content.tables.ts';

export type ManagedIndustryRow = Selectable<IndustryTable>;
export type ManagedPointRow = Selectable<IndustryPointTable>;
export type ManagedCaseRow = Selectable<IndustryCaseTable> & { industryTitle: string };

/** Every solution (drafts too), by title keyword and state, as /Solution orders them. */
export async function pageIndustries(
  db: Db,
  filter: PageWindow & { keyword?: string | undefined; status?: SolutionStatus | undefined },
): Promise<{ list: ManagedIndustryRow[]; total: number }> {
  let base = db.selectFrom('industry').selectAll();
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('title', keyword));
  if (filter.status !== undefined) base = base.where('published', '=', filter.status);
  const { rows, total } = await paginate(base.orderBy('sortCode', 'asc').orderBy('id', 'asc'), filter);
  return { list: rows as ManagedIndustryRow[], total };
}

export function findIndustry(db: Db, id: number): Promise<ManagedIndustryRow | undefined> {
  return db.selectFrom('industry').selectAll().where('id', '=', id).executeTakeFirst();
}

export function pointsOf(db: Db, industryIds: number[]): Promise<ManagedPointRow[]> {
  if (industryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('industryPoint')
    .selectAll()
    .where('industryId', 'in', industryIds)
    .orderBy('sortCode', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function caseCounts(db: Db, industryIds: number[]): Promise<Map<number, number>> {
  if (industryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('industryCase')
    .select((eb) => ['industryId', eb.fn.countAll().as('n')])
    .where('industryId', 'in', industryIds)
    .groupBy('industryId')
    .execute();
  return new Map(rows.map((row) => [row.industryId, Number(row.n)]));
}

export async function insertManagedIndustry(db: Db, values: Insertable<IndustryTable>): Promise<number> {
  const row = await db.insertInto('industry').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateIndustry(db: Db, id: number, values: Updateable<IndustryTable>): Promise<void> {
  await db.updateTable('industry').set(values).where('id', '=', id).execute();
}

/** Replaces a solution's pain points and values, in their order. */
export async function replacePoints(
  db: Db,
  industryId: number,
  points: Omit<Insertable<IndustryPointTable>, 'industryId'>[],
): Promise<void> {
  await db.deleteFrom('industryPoint').where('industryId', '=', industryId).execute();
  if (points.length > 0) {
    await db
      .insertInto('industryPoint')
      .values(points.map((point) => ({ ...point, industryId })))
      .execute();
  }
}

export async function deleteIndustry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('industryPoint').where('industryId', '=', id).execute();
  await db.deleteFrom('industry').where('id', '=', id).execute();
}

const caseColumns = (db: Db) =>
  db
    .selectFrom('industryCase')
    .innerJoin('industry', 'industry.id', 'industryCase.industryId')
    .selectAll('industryCase')
    .select('industry.title as industryTitle');

/** Every case (drafts too), by solution, title keyword and state, as /Solution orders them. */
export async function pageCases(
  db: Db,
  filter: PageWindow & {
    keyword?: string | undefined;
    status?: SolutionStatus | undefined;
    industryId?: number | undefined;
  },
): Promise<{ list: ManagedCaseRow[]; total: number }> {
  let base = caseColumns(db);
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('industryCase.title', keyword));
  if (filter.status !== undefined) base = base.where('industryCase.published', '=', filter.status);
  if (filter.industryId !== undefined) base = base.where('industryCase.industryId', '=', filter.industryId);
  const ordered = base
    .orderBy('industry.sortCode', 'asc')
    .orderBy('industryCase.industryId', 'asc')
    .orderBy('industryCase.sortCode', 'asc')
    .orderBy('industryCase.id', 'asc');
  const { rows, total } = await paginate(ordered, filter);
  return { list: rows as ManagedCaseRow[], total };
}

export function findCase(db: Db, id: number): Promise<ManagedCaseRow | undefined> {
  return caseColumns(db).where('industryCase.id', '=', id).executeTakeFirst();
}

export async function insertManagedCase(db: Db, values: Insertable<IndustryCaseTable>): Promise<number> {
  const row = await db.insertInto('industryCase').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCase(db: Db, id: number, values: Updateable<IndustryCaseTable>): Promise<void> {
  await db.updateTable('industryCase').set(values).where('id', '=', id).execute();
}

export async function deleteCase(db: Db, id: number): Promise<void> {
  await db.deleteFrom('industryCase').where('id', '=', id).execute();
}
