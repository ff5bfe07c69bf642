import type { Kysely } from 'kysely';

// The password-reset ticket is kept only as its SHA-256 hash, as sessions and handover codes
// are. Tickets stored in plain text before live ten minutes at most and are dropped.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('passwordResetTicket').execute();
  await db.schema.alterTable('passwordResetTicket').renameColumn('id', 'ticketHash').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('passwordResetTicket').execute();
  await db.schema.alterTable('passwordResetTicket').renameColumn('ticketHash', 'id').execute();
}
