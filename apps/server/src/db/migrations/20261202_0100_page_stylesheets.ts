import type { Kysely } from 'kysely';

// The antd styles of server-rendered pages as stylesheets (issue 26): a page links one by its
// content's hash instead of carrying ~85 KB of inline styles, and any process answers it.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pageStylesheet')
    .addColumn('hash', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('css', 'text', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pageStylesheet_usedAt').on('pageStylesheet').column('usedAt').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pageStylesheet').execute();
}
