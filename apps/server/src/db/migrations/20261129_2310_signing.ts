import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// The signature and seal tool (issue 21):
// - signingDocument: a PDF uploaded for signing (state 0) and, once signed (state 1), its
//   signed result and its signing record: who, when, from where, which seals on which pages.
// - signingImage: a seal picture or a drawn signature, its owner's only.
// Files live under <dataDir>/uploads/signing by random names; only these rows name them.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signingDocument')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('originalFile', 'varchar(64)', (col) => col.notNull())
    .addColumn('originalSha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('originalSize', 'integer', (col) => col.notNull())
    .addColumn('pageCount', 'integer', (col) => col.notNull())
    // JSON: each page's width and height in points.
    .addColumn('pageSizes', 'text', (col) => col.notNull())
    .addColumn('resultFile', 'varchar(64)')
    .addColumn('resultSha256', 'varchar(64)')
    .addColumn('resultSize', 'integer')
    // The SHA-256 the signature vouches for (its signed byte ranges): a changed copy still names it.
    .addColumn('signedDigest', 'varchar(64)')
    .addColumn('layout', 'varchar(10)')
    // JSON: the seals and signatures drawn ({ kind, page, box }), the cross-page seal's flag.
    .addColumn('stamps', 'text')
    .addColumn('crossSeal', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('signerName', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('signerAccount', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('signerAddress', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('signedAt', 'varchar(30)')
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('signingDocument_user_state')
    .on('signingDocument')
    .columns(['userId', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('signingDocument_digest')
    .on('signingDocument')
    .column('signedDigest')
    .execute();

  await db.schema
    .createTable('signingImage')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('file', 'varchar(64)', (col) => col.notNull())
    .addColumn('mimeType', 'varchar(20)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('signingImage_user').on('signingImage').columns(['userId', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signingImage').execute();
  await db.schema.dropTable('signingDocument').execute();
}
