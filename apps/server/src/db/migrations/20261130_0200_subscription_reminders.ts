import type { Kysely } from 'kysely';

// Expiry reminders (issue 22): a subscription's reminder is sent once, the time kept here, so
// a restart or a second process never sends it again.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('marketSubscription').addColumn('reminderSentTime', 'varchar(32)').execute();
}
