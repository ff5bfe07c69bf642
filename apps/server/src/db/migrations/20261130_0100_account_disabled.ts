import type { Kysely } from 'kysely';

// 用户管理 (issue 22 item 5): an operator may disable an account; a disabled account has no
// session and may not sign in until it is enabled again.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('userAccount')
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('userAccount').dropColumn('disabled').execute();
}
