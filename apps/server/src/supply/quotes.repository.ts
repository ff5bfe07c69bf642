import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DemandEntryTable, DemandQuoteTable } from './supply.tables.ts';

export type QuoteRow = Selectable<DemandQuoteTable>;
export type DemandForQuote = Pick<
  Selectable<DemandEntryTable>,
  'id' | 'companyId' | 'state' | 'validityTime' | 'proName'
>;

/** A demand in any state (a closed one still has its quotes). */
export function findDemandForQuote(db: Db, id: number): Promise<DemandForQuote | undefined> {
  return db
    .selectFrom('demandEntry')
    .select(['id', 'companyId', 'state', 'validityTime', 'proName'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findQuote(db: Db, id: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('demandQuote').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCompanyQuote(db: Db, demandId: number, companyId: number): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('demandQuote')
    .selectAll()
    .where('demandId', '=', demandId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

export async function insertQuote(db: Db, values: Insertable<DemandQuoteTable>): Promise<number> {
  const row = await db.insertInto('demandQuote').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOpenQuote(
  db: Db,
  id: number,
  values: Pick<
    QuoteRow,
    'unitPrice' | 'quantity' | 'deliveryDate' | 'validUntil' | 'note' | 'userId' | 'updateTime'
  >,
): Promise<void> {
  await db.updateTable('demandQuote').set(values).where('id', '=', id).where('state', '=', 0).execute();
}

/** A demand's quotes, cheapest or soonest first (ties: the other, then the oldest). */
export function listDemandQuotes(db: Db, demandId: number, sort: 'price' | 'delivery'): Promise<QuoteRow[]> {
  const query = db.selectFrom('demandQuote').selectAll().where('demandId', '=', demandId);
  const ordered =
    sort === 'price'
      ? query.orderBy('unitPrice').orderBy('deliveryDate')
      : query.orderBy('deliveryDate').orderBy('unitPrice');
  return ordered.orderBy('id').execute();
}

/**
 * Accepts one quote of an open demand: it becomes accepted, the demand's other open quotes
 * declined, and the demand closed (state 3). Answers the declined quotes.
 */
export async function acceptQuoteRows(db: Db, quote: QuoteRow, time: string): Promise<QuoteRow[]> {
  const declined = await db
    .selectFrom('demandQuote')
    .selectAll()
    .where('demandId', '=', quote.demandId)
    .where('state', '=', 0)
    .where('id', '!=', quote.id)
    .execute();
  await db
    .updateTable('demandQuote')
    .set({ state: 1, updateTime: time })
    .where('id', '=', quote.id)
    .execute();
  await db
    .updateTable('demandQuote')
    .set({ state: 2, updateTime: time })
    .where('demandId', '=', quote.demandId)
    .where('state', '=', 0)
    .execute();
  await db
    .updateTable('demandEntry')
    .set({ state: 3, changeTime: time })
    .where('id', '=', quote.demandId)
    .execute();
  return declined;
}
