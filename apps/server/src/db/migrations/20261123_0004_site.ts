import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// The site domain: captcha challenges, contact messages, platform members and map markers.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  // Image captchas and drag sliders (002 §2.12), checked by the server: single use, short-lived.
  await db.schema
    .createTable('captchaChallenge')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('answer', 'varchar(10)')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('expireTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('passTime', 'varchar(30)')
    .addColumn('usedTime', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('captchaChallenge_expireTime')
    .on('captchaChallenge')
    .column('expireTime')
    .execute();

  await db.schema
    .createTable('contactMessage')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(30)', (col) => col.notNull())
    .addColumn('tel', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(100)', (col) => col.notNull())
    .addColumn('content', 'varchar(500)', (col) => col.notNull())
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('platformMember')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('level', 'varchar(30)', (col) => col.notNull())
    .addColumn('city', 'varchar(30)', (col) => col.notNull())
    .addColumn('intro', 'varchar(1000)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  // Customer map markers (000 §3): lng/lat in degrees, icon width/height in px.
  await db.schema
    .createTable('mapMarker')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('address', 'varchar(200)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('message', 'varchar(500)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mapMarker', 'platformMember', 'contactMessage', 'captchaChallenge']) {
    await db.schema.dropTable(table).execute();
  }
}
