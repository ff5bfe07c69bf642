import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import {
  type DemandRow,
  type EntryKind,
  type NewFieldValue,
  replaceFieldValues,
  type SupplyRow,
} from './supply.repository.ts';
import type { DemandEntryTable, EntryState, SupplyCompanyTable, SupplyEntryTable } from './supply.tables.ts';

// ---------- The publisher's company ----------

export async function updateCompany(
  db: Db,
  id: number,
  values: Updateable<SupplyCompanyTable>,
): Promise<void> {
  await db.updateTable('supplyCompany').set(values).where('id', '=', id).execute();
}

// ---------- The publisher's entries ----------

/** One company's entries of a kind, any state, newest change first, with what they received. */
export function pageCompanyEntries(
  db: Db,
  kind: EntryKind,
  companyId: number,
  filter: { keyword?: string | undefined; state?: EntryState | undefined },
  page: PageWindow,
) {
  // Buy orders received by a supply, quotes received by a demand.
  const [table, column] =
    kind === 'supply' ? ['supplyBuyOrder', 'r.supplyId'] : ['demandQuote', 'r.demandId'];
  const responses = sql<number>`(select count(*) from ${sql.table(table)} as r where ${sql.ref(column)} = ${sql.ref('e.id')})`;
  let query = db
    .selectFrom(`${kind === 'supply' ? 'supplyEntry' : 'demandEntry'} as e` as 'supplyEntry as e')
    .innerJoin('supplyType as t', 't.id', 'e.proType')
    .select([
      'e.id',
      'e.proName',
      'e.state',
      'e.reviewRemark',
      'e.validityTime',
      'e.changeTime',
      't.typeName',
    ])
    .select(responses.as('responses'))
    .where('e.companyId', '=', companyId);
  if (filter.keyword) query = query.where(containsText('e.proName', filter.keyword));
  if (filter.state !== undefined) query = query.where('e.state', '=', filter.state);
  return paginate(query.orderBy('e.changeTime', 'desc').orderBy('e.id', 'desc'), page);
}

export function findCompanySupply(db: Db, companyId: number, id: number): Promise<SupplyRow | undefined> {
  return db
    .selectFrom('supplyEntry as e')
    .innerJoin('supplyType as t', 't.id', 'e.proType')
    .selectAll('e')
    .select('t.typeName')
    .where('e.id', '=', id)
    .where('e.companyId', '=', companyId)
    .executeTakeFirst();
}

export function findCompanyDemand(db: Db, companyId: number, id: number): Promise<DemandRow | undefined> {
  return db
    .selectFrom('demandEntry as e')
    .innerJoin('supplyType as t', 't.id', 'e.proType')
    .selectAll('e')
    .select('t.typeName')
    .where('e.id', '=', id)
    .where('e.companyId', '=', companyId)
    .executeTakeFirst();
}

export async function updateSupply(
  db: Db,
  id: number,
  entry: Updateable<SupplyEntryTable>,
  values: NewFieldValue[],
): Promise<void> {
  await db.updateTable('supplyEntry').set(entry).where('id', '=', id).execute();
  await replaceFieldValues(db, 'supply', id, values);
}

export async function updateDemand(
  db: Db,
  id: number,
  entry: Updateable<DemandEntryTable>,
  values: NewFieldValue[],
): Promise<void> {
  await db.updateTable('demandEntry').set(entry).where('id', '=', id).execute();
  await replaceFieldValues(db, 'demand', id, values);
}

export async function setEntryState(
  db: Db,
  kind: EntryKind,
  id: number,
  state: EntryState,
  changeTime: string,
): Promise<void> {
  await db
    .updateTable(kind === 'supply' ? 'supplyEntry' : ('demandEntry' as 'supplyEntry'))
    .set({ state, changeTime })
    .where('id', '=', id)
    .execute();
}

// ---------- What the publisher received ----------

export function pageReceivedOrders(db: Db, companyId: number, keyword: string | undefined, page: PageWindow) {
  let query = db
    .selectFrom('supplyBuyOrder as o')
    .innerJoin('supplyEntry as e', 'e.id', 'o.supplyId')
    .selectAll('o')
    .where('e.companyId', '=', companyId);
  if (keyword)
    query = query.where((eb) =>
      eb.or([containsText('o.productName', keyword), containsText('o.companyName', keyword)]),
    );
  return paginate(query.orderBy('o.createTime', 'desc').orderBy('o.id', 'desc'), page);
}

export function pageReceivedQuotes(db: Db, companyId: number, keyword: string | undefined, page: PageWindow) {
  let query = db
    .selectFrom('demandQuote as q')
    .innerJoin('demandEntry as d', 'd.id', 'q.demandId')
    .innerJoin('supplyCompany as c', 'c.id', 'q.companyId')
    .selectAll('q')
    .select('d.proName as demandName')
    .where('d.companyId', '=', companyId);
  if (keyword)
    query = query.where((eb) =>
      eb.or([containsText('d.proName', keyword), containsText('c.companyName', keyword)]),
    );
  return paginate(query.orderBy('q.updateTime', 'desc').orderBy('q.id', 'desc'), page);
}

// ---------- Matching ----------

/** Candidates for matching: published entries of the given types, newest first, at most `limit`. */
export function listPublishedOfTypes(db: Db, kind: EntryKind, typeIds: readonly number[], limit: number) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom(`${kind === 'supply' ? 'supplyEntry' : 'demandEntry'} as e` as 'supplyEntry as e')
    .innerJoin('supplyType as t', 't.id', 'e.proType')
    .selectAll('e')
    .select('t.typeName')
    .where('e.state', '=', 1)
    .where('e.proType', 'in', typeIds)
    .orderBy('e.createTime', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}
