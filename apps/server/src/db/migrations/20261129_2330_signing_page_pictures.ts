import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// The signature tool's A4 output (spec 002 §9, issue 21): each page of a draft drawn by the
// browser as a JPEG, one picture a page (a second replaces the first). Files live under
// <dataDir>/uploads/signing by random names; removed with the stale drafts and pictures.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signingPagePicture')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('documentId', 'integer', (col) =>
      col.notNull().references('signingDocument.id').onDelete('cascade'),
    )
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('file', 'varchar(64)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('signingPagePicture_document_page')
    .on('signingPagePicture')
    .columns(['documentId', 'page'])
    .unique()
    .execute();
  await db.schema
    .createIndex('signingPagePicture_user')
    .on('signingPagePicture')
    .columns(['userId'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signingPagePicture').execute();
}
