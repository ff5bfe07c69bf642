import type { Kysely } from 'kysely';

// The board's publishing and moderation (issue 18 items 7–8): the operator's reason for a
// rejection or a take-down, kept on the entry for its publisher; a product type retired from
// new entries (its entries stay).

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['supplyEntry', 'demandEntry']) {
    await db.schema
      .alterTable(table)
      .addColumn('reviewRemark', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('supplyType')
    .addColumn('retired', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('supplyType').dropColumn('retired').execute();
  for (const table of ['supplyEntry', 'demandEntry']) {
    await db.schema.alterTable(table).dropColumn('reviewRemark').execute();
  }
}
