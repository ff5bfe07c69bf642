import type { Kysely } from 'kysely';

// 订单管理 (issue 22 item 4): an operator cancels an unpaid order with a reason the tenant reads.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('marketOrder').addColumn('cancelReason', 'varchar(200)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('marketOrder').dropColumn('cancelReason').execute();
}
