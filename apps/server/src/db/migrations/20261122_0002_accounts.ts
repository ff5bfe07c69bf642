import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// Timestamps are ISO-8601 UTC text and flags are 0/1 integers: the same on both engines.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('code', 'varchar(20)', (col) => col.unique())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('userAccount')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('account', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('phone', 'varchar(11)')
    .addColumn('realName', 'varchar(50)', (col) => col.notNull())
    .addColumn('passwordHash', 'varchar(200)', (col) => col.notNull())
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('tenantId', 'integer', (col) => col.references('tenant.id'))
    .addColumn('isAdministrator', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('userAccount_phone').on('userAccount').column('phone').execute();

  // Registration info (spec 000 §3): the account's certification state.
  await db.schema
    .createTable('registration')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('userId', 'integer', (col) =>
      col.notNull().unique().references('userAccount.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('adminIdCard', 'varchar(18)')
    .addColumn('idCardFront', 'varchar(200)')
    .addColumn('idCardTail', 'varchar(200)')
    .addColumn('businessLicense', 'varchar(200)')
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('updateTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('lastUsedTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('expireTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_userId').on('session').column('userId').execute();

  // Single-use handover codes (DESIGN: no token or password in an address).
  await db.schema
    .createTable('handoverCode')
    .addColumn('codeHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('expireTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedTime', 'varchar(30)')
    .execute();

  await db.schema
    .createTable('smsCode')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('codeHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('failedTries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('expireTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedTime', 'varchar(30)')
    .execute();
  await db.schema.createIndex('smsCode_phone').on('smsCode').columns(['phone', 'createTime']).execute();
  await db.schema.createIndex('smsCode_ip').on('smsCode').columns(['ip', 'createTime']).execute();

  // The default SMS provider's outbox: what would have been sent.
  await db.schema
    .createTable('smsOutbox')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('code', 'varchar(6)', (col) => col.notNull())
    .addColumn('content', 'varchar(500)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('smsOutbox_phone').on('smsOutbox').columns(['phone', 'id']).execute();

  // A verified forget-password code becomes a short-lived, single-use reset ticket.
  await db.schema
    .createTable('passwordResetTicket')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('expireTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedTime', 'varchar(30)')
    .execute();

  await db.schema
    .createTable('uploadedFile')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('ownerUserId', 'integer', (col) => col.references('userAccount.id').onDelete('set null'))
    .addColumn('mimeType', 'varchar(50)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('isPrivate', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  // Second-domain hosts and other settings an operator may change.
  await db.schema
    .createTable('systemConfig')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'systemConfig',
    'uploadedFile',
    'passwordResetTicket',
    'smsOutbox',
    'smsCode',
    'handoverCode',
    'session',
    'registration',
    'userAccount',
    'tenant',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
