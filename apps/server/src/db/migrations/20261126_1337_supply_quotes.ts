import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// Quotes on purchase requests (issue 18 item 6): one per company and demand, in fen, days as
// YYYY-MM-DD text; state 0 open, 1 accepted, 2 declined.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demandQuote')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('demandId', 'integer', (col) => col.notNull().references('demandEntry.id'))
    .addColumn('companyId', 'integer', (col) => col.notNull().references('supplyCompany.id'))
    .addColumn('userId', 'integer', (col) => col.notNull())
    .addColumn('unitPrice', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('deliveryDate', 'varchar(10)', (col) => col.notNull())
    .addColumn('validUntil', 'varchar(10)', (col) => col.notNull())
    .addColumn('note', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('updateTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  // One quote per company and demand: a second save edits it.
  await db.schema
    .createIndex('demandQuote_demand_company')
    .on('demandQuote')
    .columns(['demandId', 'companyId'])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demandQuote').execute();
}
