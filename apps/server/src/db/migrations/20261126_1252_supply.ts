import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// The supply-and-demand board (spec 001 §3): product types with their typed extended fields,
// companies, supply and demand entries, their extended values, and buy orders. Prices in fen,
// days as YYYY-MM-DD text (a null validity is 长期有效), times ISO-8601 UTC text.

const ENTRY_TABLES = ['supplyEntry', 'demandEntry'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('supplyType')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('typeName', 'varchar(50)', (col) => col.notNull())
    .addColumn('sortCode', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('supplyTypeField')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('typeId', 'integer', (col) => col.notNull().references('supplyType.id').onDelete('cascade'))
    .addColumn('filedName', 'varchar(50)', (col) => col.notNull())
    .addColumn('filedType', 'varchar(10)', (col) => col.notNull())
    .addColumn('fieldQuery', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fieldShow', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sortCode', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('supplyTypeField_type').on('supplyTypeField').column('typeId').execute();

  await db.schema
    .createTable('supplyCompany')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('tenantId', 'integer')
    .addColumn('userId', 'integer')
    .addColumn('companyName', 'varchar(50)', (col) => col.notNull())
    .addColumn('comAddress', 'varchar(200)', (col) => col.notNull())
    .addColumn('linkPhone', 'varchar(20)', (col) => col.notNull())
    .addColumn('linkMan', 'varchar(20)', (col) => col.notNull())
    .addColumn('estTime', 'varchar(10)', (col) => col.notNull())
    .addColumn('comEmail', 'varchar(100)', (col) => col.notNull())
    .addColumn('comScale', 'varchar(50)', (col) => col.notNull())
    .addColumn('recommended', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('supplyCompany_tenant').on('supplyCompany').column('tenantId').execute();
  await db.schema.createIndex('supplyCompany_user').on('supplyCompany').column('userId').execute();

  await db.schema
    .createTable('supplyEntry')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('companyId', 'integer', (col) => col.notNull().references('supplyCompany.id'))
    .addColumn('proType', 'integer', (col) => col.notNull().references('supplyType.id'))
    .addColumn('proName', 'varchar(100)', (col) => col.notNull())
    .addColumn('proPic', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('proPrice', 'integer')
    .addColumn('unit', 'varchar(10)', (col) => col.notNull())
    .addColumn('setNum', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('proGross', 'integer', (col) => col.notNull())
    .addColumn('proExplain', 'varchar(2000)', (col) => col.notNull())
    .addColumn('validityTime', 'varchar(10)')
    .addColumn('location', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('refCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('changeTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('demandEntry')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('companyId', 'integer', (col) => col.notNull().references('supplyCompany.id'))
    .addColumn('proType', 'integer', (col) => col.notNull().references('supplyType.id'))
    .addColumn('proName', 'varchar(100)', (col) => col.notNull())
    .addColumn('buyType', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('buyNumber', 'integer', (col) => col.notNull())
    .addColumn('unit', 'varchar(10)', (col) => col.notNull())
    .addColumn('buyPrice', 'integer')
    .addColumn('proDescribe', 'varchar(2000)', (col) => col.notNull())
    .addColumn('validityTime', 'varchar(10)')
    .addColumn('location', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('changeTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  // The board lists published entries of a type, newest first; a company's own by company.
  for (const table of ENTRY_TABLES) {
    await db.schema
      .createIndex(`${table}_state_type_time`)
      .on(table)
      .columns(['state', 'proType', 'createTime'])
      .execute();
    await db.schema.createIndex(`${table}_state_time`).on(table).columns(['state', 'createTime']).execute();
    await db.schema.createIndex(`${table}_company`).on(table).column('companyId').execute();
  }

  await db.schema
    .createTable('supplyFieldValue')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('entryKind', 'varchar(10)', (col) => col.notNull())
    .addColumn('entryId', 'integer', (col) => col.notNull())
    .addColumn('typeSonId', 'integer', (col) => col.notNull().references('supplyTypeField.id'))
    .addColumn('fieldString', 'varchar(200)')
    .addColumn('fieldInt', 'double precision')
    .addColumn('fieldTime', 'varchar(10)')
    .execute();
  await db.schema
    .createIndex('supplyFieldValue_entry')
    .on('supplyFieldValue')
    .columns(['entryKind', 'entryId'])
    .execute();
  // The extended searches: a field's numbers or days within a range.
  await db.schema
    .createIndex('supplyFieldValue_number')
    .on('supplyFieldValue')
    .columns(['typeSonId', 'fieldInt', 'entryKind', 'entryId'])
    .execute();
  await db.schema
    .createIndex('supplyFieldValue_day')
    .on('supplyFieldValue')
    .columns(['typeSonId', 'fieldTime', 'entryKind', 'entryId'])
    .execute();

  await db.schema
    .createTable('supplyBuyOrder')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('supplyId', 'integer', (col) => col.notNull().references('supplyEntry.id'))
    .addColumn('buyerUserId', 'integer', (col) => col.notNull())
    .addColumn('buyerTenantId', 'integer')
    .addColumn('companyName', 'varchar(50)', (col) => col.notNull())
    .addColumn('productName', 'varchar(100)', (col) => col.notNull())
    .addColumn('companyAddress', 'varchar(200)', (col) => col.notNull())
    .addColumn('phonePeople', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('servedTime', 'varchar(10)', (col) => col.notNull())
    .addColumn('sums', 'integer', (col) => col.notNull())
    .addColumn('remark', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('supplyBuyOrder_supply').on('supplyBuyOrder').column('supplyId').execute();
  await db.schema.createIndex('supplyBuyOrder_buyer').on('supplyBuyOrder').column('buyerUserId').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'supplyBuyOrder',
    'supplyFieldValue',
    'demandEntry',
    'supplyEntry',
    'supplyCompany',
    'supplyTypeField',
    'supplyType',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
