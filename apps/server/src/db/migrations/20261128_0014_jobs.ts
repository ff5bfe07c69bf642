import type { Kysely } from 'kysely';

// Recurring background jobs (src/jobs): one row a job. A process runs a job only after claiming
// it with one UPDATE (due, and no live lease), so two processes on one database never run the
// same due job; the lease runs out if its process dies, and another takes the job over.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    // ISO-8601 UTC text, like every time here: compared as text, which orders them.
    .addColumn('nextRunAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('leaseOwner', 'varchar(60)')
    .addColumn('leaseUntil', 'varchar(30)')
    // Failures in a row of the current run (0 after a success or once the retries are spent).
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lastStartedAt', 'varchar(30)')
    .addColumn('lastFinishedAt', 'varchar(30)')
    .addColumn('lastError', 'varchar(500)')
    .addColumn('progressDone', 'integer')
    .addColumn('progressTotal', 'integer')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job').execute();
}
