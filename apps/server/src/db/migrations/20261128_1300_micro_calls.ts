import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// A user's trial calls of a microservice (issue 19, run history): the values sent, the status,
// the time taken and the answer's start. Kept apart from usageLog, which tenants and operators
// read: a user's inputs are theirs alone. The last 20 per user and microservice are kept.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('microCall')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('microId', 'integer', (col) => col.notNull().references('microservice.id').onDelete('cascade'))
    // JSON of the values by parameter name (a file as its name).
    .addColumn('inputs', 'varchar(20000)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('durationMs', 'integer', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('microCall_user_micro')
    .on('microCall')
    .columns(['userId', 'microId', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('microCall').execute();
}
