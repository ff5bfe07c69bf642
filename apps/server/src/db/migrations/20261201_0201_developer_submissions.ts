import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// The developer community (issue 22 item 3): a developer's submission of a microservice, which
// waits for an operator's review. The microservice itself is a row of `microservice` (with its
// request fields) kept unpublished (state 0) until the submission is approved; a rejection keeps
// its reason for the developer. The installation package is a file under the data folder.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('developerSubmission')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('microId', 'integer', (col) => col.notNull().references('microservice.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    // 0 waiting, 1 published, 2 rejected.
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejectReason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('packageFile', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('packageName', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('packageSize', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('submitTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('reviewTime', 'varchar(30)')
    .addColumn('reviewerId', 'integer')
    .execute();
  await db.schema
    .createIndex('developerSubmission_user')
    .on('developerSubmission')
    .columns(['userId', 'status'])
    .execute();
  await db.schema
    .createIndex('developerSubmission_status')
    .on('developerSubmission')
    .columns(['status', 'submitTime'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('developerSubmission').execute();
}
