import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// Certification (issue 12): the registration row carries the submitted form, its review
// outcome and when; one status for the account, as before. The audit log records every
// operator action (who, when, what, before and after).

const FORM_COLUMNS: [name: string, type: string][] = [
  ['adminName', 'varchar(20)'],
  ['legalPersonName', 'varchar(20)'],
  ['legalPersonPhone', 'varchar(11)'],
  ['legalPersonIdCard', 'varchar(40)'],
  ['creditCode', 'varchar(18)'],
  ['enCode', 'varchar(11)'],
  ['companyName', 'varchar(50)'],
  ['email', 'varchar(50)'],
  ['address', 'varchar(200)'],
  ['applicationForm', 'varchar(200)'],
  ['letterCommitment', 'varchar(200)'],
  ['examineRemake', 'varchar(200)'],
  ['submitTime', 'varchar(30)'],
  ['reviewTime', 'varchar(30)'],
  ['reviewerUserId', 'integer'],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  // One column a statement: SQLite adds only one at a time.
  for (const [name, type] of FORM_COLUMNS) {
    await db.schema
      .alterTable('registration')
      .addColumn(name, type as 'integer')
      .execute();
  }
  await db.schema
    .createIndex('registration_status')
    .on('registration')
    .columns(['status', 'submitTime'])
    .execute();

  await db.schema
    .createTable('auditLog')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('actorUserId', 'integer', (col) => col.notNull())
    .addColumn('actorAccount', 'varchar(64)', (col) => col.notNull())
    .addColumn('action', 'varchar(100)', (col) => col.notNull())
    .addColumn('targetType', 'varchar(50)', (col) => col.notNull())
    .addColumn('targetId', 'varchar(50)', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auditLog_target').on('auditLog').columns(['targetType', 'targetId']).execute();
  await db.schema.createIndex('auditLog_time').on('auditLog').column('createTime').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auditLog').execute();
  await db.schema.dropIndex('registration_status').execute();
  for (const [name] of [...FORM_COLUMNS].reverse()) {
    await db.schema.alterTable('registration').dropColumn(name).execute();
  }
}
