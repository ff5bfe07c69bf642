import type { Kysely } from 'kysely';

// Orders get paid by a method (bank transfer for now), may carry the transfer receipt the tenant
// uploaded, and end by cancellation or by closing when unpaid in time (status 3 and 4).

const RECEIPT_COLUMNS = ['receiptFile', 'receiptName', 'receiptMime', 'receiptSize', 'receiptTime'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('marketOrder')
    .addColumn('paymentMethod', 'varchar(20)', (col) => col.notNull().defaultTo('bankTransfer'))
    .execute();
  // When it was cancelled (3) or closed (4).
  await db.schema.alterTable('marketOrder').addColumn('endTime', 'varchar(30)').execute();
  // Our random file name under uploads/receipts, and what the tenant sent.
  await db.schema.alterTable('marketOrder').addColumn('receiptFile', 'varchar(60)').execute();
  await db.schema.alterTable('marketOrder').addColumn('receiptName', 'varchar(100)').execute();
  await db.schema.alterTable('marketOrder').addColumn('receiptMime', 'varchar(40)').execute();
  await db.schema.alterTable('marketOrder').addColumn('receiptSize', 'integer').execute();
  await db.schema.alterTable('marketOrder').addColumn('receiptTime', 'varchar(30)').execute();
  // Pending orders are looked up by status and age (automatic closing).
  await db.schema
    .createIndex('marketOrder_status')
    .on('marketOrder')
    .columns(['status', 'placeTime'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('marketOrder_status').execute();
  for (const column of ['paymentMethod', 'endTime', ...RECEIPT_COLUMNS]) {
    await db.schema.alterTable('marketOrder').dropColumn(column).execute();
  }
}
