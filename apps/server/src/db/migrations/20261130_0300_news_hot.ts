import type { Kysely } from 'kysely';

// 新闻管理 (issue 22): an operator marks a news item 热门; the hot list shows marked items first.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('hot', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').dropColumn('hot').execute();
}
