import type { Db } from '../db/database.ts';
import type { JobTable } from './jobs.tables.ts';

export type JobRow = { [K in keyof JobTable]: K extends 'attempts' ? number : JobTable[K] };

/** The job's row, first due at `nextRunAt`; a row that exists (another process's, an earlier start's) is kept. */
export async function ensureJob(db: Db, name: string, nextRunAt: string): Promise<void> {
  await db
    .insertInto('job')
    .values({ name, nextRunAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The names among `names` that are due at `now` and held by no live lease. */
export async function dueJobNames(db: Db, names: string[], now: string): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('job')
    .select('name')
    .where('name', 'in', names)
    .where('nextRunAt', '<=', now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Takes the job for `owner` until `leaseUntil` if it is still due and free: one UPDATE, so of
 * two processes claiming at once exactly one gets the row back (SQLite serialises writers;
 * PostgreSQL re-checks the WHERE on the locked row). Undefined when another process has it.
 */
export async function claimJob(
  db: Db,
  claim: { name: string; owner: string; now: string; leaseUntil: string },
): Promise<{ attempts: number } | undefined> {
  return db
    .updateTable('job')
    .set({
      leaseOwner: claim.owner,
      leaseUntil: claim.leaseUntil,
      lastStartedAt: claim.now,
      progressDone: null,
      progressTotal: null,
    })
    .where('name', '=', claim.name)
    .where('nextRunAt', '<=', claim.now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', claim.now)]))
    .returning('attempts')
    .executeTakeFirst();
}

/** Progress of the running job, and its lease extended (a job that reports progress is alive). */
export async function saveJobProgress(
  db: Db,
  progress: { name: string; owner: string; done: number; total: number | null; leaseUntil: string },
): Promise<void> {
  await db
    .updateTable('job')
    .set({ progressDone: progress.done, progressTotal: progress.total, leaseUntil: progress.leaseUntil })
    .where('name', '=', progress.name)
    .where('leaseOwner', '=', progress.owner)
    .execute();
}

/** The run is over (done, failed or given back): the lease goes, and the job is next due at `nextRunAt`. */
export async function releaseJob(
  db: Db,
  release: {
    name: string;
    owner: string;
    nextRunAt: string;
    attempts: number;
    finishedAt: string | null;
    /** The last failure's message; null after a success; left as it was when undefined. */
    error?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('job')
    .set({
      nextRunAt: release.nextRunAt,
      attempts: release.attempts,
      leaseOwner: null,
      leaseUntil: null,
      ...(release.finishedAt ? { lastFinishedAt: release.finishedAt } : {}),
      ...(release.error !== undefined ? { lastError: release.error } : {}),
    })
    .where('name', '=', release.name)
    .where('leaseOwner', '=', release.owner)
    .execute();
}

export async function readJob(db: Db, name: string): Promise<JobRow | undefined> {
  return db.selectFrom('job').selectAll().where('name', '=', name).executeTakeFirst();
}
