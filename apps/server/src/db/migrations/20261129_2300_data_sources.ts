import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// Data-source configuration (数据配置, issue 21 part 5): a tenant's database connections. The
// password is kept only encrypted (AES-256-GCM, the key from the configuration).

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dataSource')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('tenantId', 'integer', (col) => col.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('dbType', 'varchar(20)', (col) => col.notNull())
    .addColumn('dbHost', 'varchar(255)', (col) => col.notNull())
    .addColumn('dbPort', 'integer', (col) => col.notNull())
    .addColumn('dbUsername', 'varchar(100)', (col) => col.notNull())
    // v1:base64(iv | tag | ciphertext)
    .addColumn('dbPasswordSealed', 'varchar(400)', (col) => col.notNull())
    .addColumn('dbName', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('dbSchema', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('isPublish', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createUserId', 'integer', (col) => col.references('userAccount.id').onDelete('set null'))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('updateTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('dataSource_tenant').on('dataSource').columns(['tenantId', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dataSource').execute();
}
