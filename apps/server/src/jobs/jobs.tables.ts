import type { Generated } from 'kysely';

/** A recurring background job (src/jobs): when it runs next, who holds it, how its last run went. */
export interface JobTable {
  name: string;
  nextRunAt: string;
  leaseOwner: string | null;
  leaseUntil: string | null;
  attempts: Generated<number>;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
  progressDone: number | null;
  progressTotal: number | null;
}

/** Background jobs. Columns and timestamps as db/schema.ts says. */
export interface JobsTables {
  job: JobTable;
}
