import type { Kysely } from 'kysely';

// Server-rendered pages draw no antd any more (issue 17): there are no antd styles to keep as
// stylesheets, and the table of them (20261202_0100) goes.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pageStylesheet').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pageStylesheet')
    .addColumn('hash', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('css', 'text', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pageStylesheet_usedAt').on('pageStylesheet').column('usedAt').execute();
}
