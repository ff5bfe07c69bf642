import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';
import { MINUTE_MS, nowIso } from '../lib/time.ts';
import {
  claimJob,
  dueJobNames,
  ensureJob,
  type JobRow,
  readJob,
  releaseJob,
  saveJobProgress,
} from './jobs.repository.ts';

/**
 * Background jobs with the database as their store (table `job`, both engines): a job is
 * scheduled to recur, runs once across all the processes on one database (claimed with a lease
 * in one UPDATE), is retried after a failure, and reports its progress. The app starts them when
 * it is ready and stops them when it closes; no timer keeps the process alive.
 */
export interface JobDefinition {
  /** Unique across the app: `<domain>.<what>`, e.g. `orders.closeUnpaid`. */
  name: string;
  /** Time between the end of one run and the next one (the first run is due at the first start). */
  everyMs: number;
  /** Further tries after a failure before the job waits for its next period (default 3). */
  retries?: number;
  /** Wait before the first retry, doubled for each further one (default 1 minute). */
  retryDelayMs?: number;
  /**
   * How long a run may go without reporting progress before another process takes the job
   * over, taking this one for dead (default 10 minutes).
   */
  leaseMs?: number;
  run(context: JobContext): Promise<void>;
}

export interface JobContext {
  /** Aborted when the app closes: a long job stops at its next check. */
  signal: AbortSignal;
  log: Logger;
  /** Records how far the run is (readable with `status`) and extends its lease. */
  progress(done: number, total?: number): Promise<void>;
}

export type JobStatus = JobRow;

export interface Jobs {
  /** Adds a recurring job; its row is created when the runner next looks (at the latest on start). */
  schedule(definition: JobDefinition): void;
  /** Looks for due jobs now and then every `pollMs` (the app calls it when ready). */
  start(): void;
  /** One look: claims and runs the jobs due at `now`; the names this process ran. */
  runDue(now?: Date): Promise<string[]>;
  status(name: string): Promise<JobStatus | undefined>;
  /** No job starts any more; waits for the running ones (told to stop through their signal). */
  stop(): Promise<void>;
}

export interface JobsOptions {
  log: Logger;
  /** How often a process looks for due jobs (default 1 minute). */
  pollMs?: number;
}

const DEFAULTS = { retries: 3, retryDelayMs: MINUTE_MS, leaseMs: 10 * MINUTE_MS, pollMs: MINUTE_MS };

/** `ms` after the run: after its end, or after the time it was run for when that is later (tests look ahead). */
function after(runFor: Date, ms: number): string {
  return new Date(Math.max(runFor.getTime(), Date.now()) + ms).toISOString();
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createJobs(db: Db, options: JobsOptions): Jobs {
  const owner = randomUUID();
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const definitions = new Map<string, JobDefinition>();
  const ensured = new Set<string>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let current: Promise<unknown> = Promise.resolve();

  async function runOne(definition: JobDefinition, now: Date): Promise<boolean> {
    const leaseMs = definition.leaseMs ?? DEFAULTS.leaseMs;
    const claimed = await claimJob(db, {
      name: definition.name,
      owner,
      now: nowIso(now),
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
    });
    if (!claimed) return false;
    const release = (fields: Omit<Parameters<typeof releaseJob>[1], 'name' | 'owner'>) =>
      releaseJob(db, { name: definition.name, owner, ...fields });
    if (stopping.signal.aborted) {
      // Closed between the claim and the run: give the job back untouched.
      await release({ nextRunAt: nowIso(now), attempts: claimed.attempts, finishedAt: null });
      return false;
    }
    const log = options.log.child({ job: definition.name });
    try {
      await definition.run({
        signal: stopping.signal,
        log,
        progress: (done, total) =>
          saveJobProgress(db, {
            name: definition.name,
            owner,
            done,
            total: total ?? null,
            leaseUntil: new Date(Date.now() + leaseMs).toISOString(),
          }),
      });
      const finished = new Date();
      await release({
        nextRunAt: after(now, definition.everyMs),
        attempts: 0,
        finishedAt: nowIso(finished),
        error: null,
      });
    } catch (error: unknown) {
      const failures = claimed.attempts + 1;
      const retries = definition.retries ?? DEFAULTS.retries;
      const failed = new Date();
      const retrying = failures <= retries;
      const wait = retrying
        ? (definition.retryDelayMs ?? DEFAULTS.retryDelayMs) * 2 ** (failures - 1)
        : definition.everyMs;
      log.error({ err: error, failures, retrying }, 'job failed');
      await release({
        nextRunAt: after(now, wait),
        attempts: retrying ? failures : 0,
        finishedAt: nowIso(failed),
        error: message(error),
      });
    }
    return true;
  }

  async function look(now: Date): Promise<string[]> {
    if (stopping.signal.aborted) return [];
    for (const name of definitions.keys()) {
      if (ensured.has(name)) continue;
      await ensureJob(db, name, nowIso(now));
      ensured.add(name);
    }
    const due = await dueJobNames(db, [...definitions.keys()], nowIso(now));
    const ran = await Promise.all(
      due.map(async (name) => ((await runOne(definitions.get(name) as JobDefinition, now)) ? name : null)),
    );
    return ran.filter((name): name is string => name !== null);
  }

  /** Looks are never concurrent in one process: a look waits for the one before it. */
  function runDue(now: Date = new Date()): Promise<string[]> {
    const next = current.then(
      () => look(now),
      () => look(now),
    );
    current = next.catch(() => undefined);
    return next;
  }

  function poll(): void {
    if (stopping.signal.aborted) return;
    runDue()
      .catch((error: unknown) => options.log.error({ err: error }, 'looking for due jobs failed'))
      .finally(() => {
        if (stopping.signal.aborted) return;
        timer = setTimeout(poll, pollMs);
        // A waiting job never keeps the process alive on its own.
        timer.unref();
      });
  }

  return {
    schedule(definition) {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is scheduled twice`);
      definitions.set(definition.name, definition);
    },
    start() {
      if (started) return;
      started = true;
      poll();
    },
    runDue,
    status: (name) => readJob(db, name),
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
