import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// Public content (spec 000 §3): banners, news, industry solutions with their pain points,
// values and cases, notices, and the generated images they show. Rich text is stored
// already sanitised; flags are 0/1 and times ISO-8601 UTC text, as everywhere.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contentImage')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('mimeType', 'varchar(50)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('banner')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('snapshot', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('url', 'varchar(300)', (col) => col.notNull())
    .addColumn('textColor', 'varchar(20)', (col) => col.notNull().defaultTo('#ffffff'))
    .addColumn('status', 'varchar(2)', (col) => col.notNull().defaultTo('1'))
    .addColumn('sortCode', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('banner_type').on('banner').columns(['type', 'status', 'sortCode']).execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('headline', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('poster', 'varchar(300)', (col) => col.notNull())
    .addColumn('publishTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('clickCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('updateTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('news_published_time')
    .on('news')
    .columns(['published', 'publishTime', 'id'])
    .execute();
  await db.schema
    .createIndex('news_published_clicks')
    .on('news')
    .columns(['published', 'clickCount'])
    .execute();

  await db.schema
    .createTable('industry')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('digest', 'varchar(500)', (col) => col.notNull())
    .addColumn('icon', 'varchar(300)', (col) => col.notNull())
    .addColumn('picture', 'varchar(300)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sortCode', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  // Pain points (kind "pain") and values (kind "value") of a solution, in their order.
  await db.schema
    .createTable('industryPoint')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('industryId', 'integer', (col) => col.notNull().references('industry.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('text', 'varchar(500)', (col) => col.notNull())
    .addColumn('sortCode', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('industryPoint_industry').on('industryPoint').column('industryId').execute();

  await db.schema
    .createTable('industryCase')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('industryId', 'integer', (col) => col.notNull().references('industry.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('customer', 'varchar(100)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('picture', 'varchar(300)', (col) => col.notNull())
    .addColumn('sortCode', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('industryCase_industry').on('industryCase').column('industryId').execute();

  await db.schema
    .createTable('notice')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'varchar(2000)', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('publishTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notice_published_time')
    .on('notice')
    .columns(['published', 'publishTime'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notice',
    'industryCase',
    'industryPoint',
    'industry',
    'news',
    'banner',
    'contentImage',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
