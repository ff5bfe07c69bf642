import type { Kysely } from 'kysely';

// 留言管理 (issue 22 item 1): an operator marks a contact message read or unread and keeps a
// reply note, with who wrote it and when. A message is unread while readTime is null.

const COLUMNS = ['readTime', 'replyNote', 'replyUserId', 'replyTime'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contactMessage').addColumn('readTime', 'varchar(30)').execute();
  await db.schema.alterTable('contactMessage').addColumn('replyNote', 'varchar(500)').execute();
  await db.schema.alterTable('contactMessage').addColumn('replyUserId', 'integer').execute();
  await db.schema.alterTable('contactMessage').addColumn('replyTime', 'varchar(30)').execute();
  await db.schema.createIndex('contactMessage_readTime').on('contactMessage').column('readTime').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contactMessage_readTime').execute();
  for (const column of COLUMNS) await db.schema.alterTable('contactMessage').dropColumn(column).execute();
}
