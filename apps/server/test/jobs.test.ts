import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import type { JobDefinition } from '../src/jobs/jobs.ts';
import { HOUR_MS } from '../src/lib/time.ts';
import { createTestDatabase, engines, type TestDatabase } from './helpers.ts';

const later = (ms: number) => new Date(Date.now() + ms);

describe.each(engines)('background jobs on %s', (engine) => {
  let database: TestDatabase;
  const cleanUps: (() => Promise<unknown> | unknown)[] = [];

  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  async function sharedDatabase(): Promise<TestDatabase> {
    database = await createTestDatabase(engine);
    cleanUps.push(() => database.drop());
    await prepareDatabase(database.db, { loadDemoContent: false });
    return database;
  }

  /** One server process on `handle`, with `jobs` scheduled beside the app's own. */
  async function serverOn(
    handle: DatabaseHandle,
    jobs: JobDefinition[],
    jobPollMs?: number,
  ): Promise<AppInstance> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-'));
    const app = await buildApp({
      database: handle,
      dataDir,
      webDist: null,
      production: false,
      logLevel: 'silent',
      ...(jobPollMs ? { jobPollMs } : {}),
    });
    for (const job of jobs) app.jobs.schedule(job);
    cleanUps.push(async () => {
      await app.close();
      if (handle !== database) await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await app.ready();
    return app;
  }

  it('runs a due job once when two server processes share the database, at every period', async () => {
    await sharedDatabase();
    let runs = 0;
    const counted = (): JobDefinition => ({
      name: 'test.counted',
      everyMs: HOUR_MS,
      async run() {
        runs += 1;
        // Long enough for the other process to try its claim while this one runs.
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const first = await serverOn(database, [counted()]);
    const second = await serverOn(database.open(), [counted()]);
    // Both looked when ready; whichever claimed it first ran it, the other found it taken.
    await Promise.all([first.jobs.runDue(), second.jobs.runDue()]);
    expect(runs).toBe(1);

    for (let period = 1; period <= 3; period += 1) {
      const at = later(period * (HOUR_MS + 60_000));
      const [a, b] = await Promise.all([first.jobs.runDue(at), second.jobs.runDue(at)]);
      expect([...a, ...b].filter((name) => name === 'test.counted')).toHaveLength(1);
      expect(runs).toBe(1 + period);
    }
    // The app's own jobs ran once too, through the same table.
    const closing = await first.jobs.status('orders.closeUnpaid');
    expect(closing?.lastFinishedAt).toBeTruthy();
    expect(closing?.lastError).toBeNull();
    expect(await second.jobs.status('files.removeUnreferenced')).toMatchObject({
      attempts: 0,
      leaseOwner: null,
    });
  });

  it('retries a failing job after a growing wait, then waits for its next period', async () => {
    await sharedDatabase();
    let runs = 0;
    const app = await serverOn(database, [
      {
        name: 'test.flaky',
        everyMs: HOUR_MS,
        retries: 2,
        retryDelayMs: 1000,
        async run() {
          runs += 1;
          if (runs <= 2) throw new Error(`failure ${runs}`);
        },
      },
      {
        name: 'test.broken',
        everyMs: HOUR_MS,
        retries: 1,
        retryDelayMs: 1000,
        async run() {
          throw new Error('always');
        },
      },
    ]);
    await app.jobs.runDue();
    expect(runs).toBe(1);
    expect(await app.jobs.status('test.flaky')).toMatchObject({ attempts: 1, lastError: 'failure 1' });
    // Not before its retry delay.
    expect(await app.jobs.runDue()).toEqual([]);
    expect(runs).toBe(1);

    expect((await app.jobs.runDue(later(1500))).sort()).toEqual(['test.broken', 'test.flaky']);
    expect(runs).toBe(2);
    expect(await app.jobs.status('test.flaky')).toMatchObject({ attempts: 2, lastError: 'failure 2' });
    // The retries of the broken job are spent: it waits for its next period, counting afresh.
    const broken = await app.jobs.status('test.broken');
    expect(broken).toMatchObject({ attempts: 0, lastError: 'always' });
    expect(Date.parse(broken?.nextRunAt ?? '')).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);

    // The second retry waits twice as long (2 s after the second failure, at 1.5 s).
    expect(await app.jobs.runDue(later(3000))).toEqual([]);
    expect(await app.jobs.runDue(later(4000))).toEqual(['test.flaky']);
    expect(runs).toBe(3);
    const flaky = await app.jobs.status('test.flaky');
    expect(flaky).toMatchObject({ attempts: 0, lastError: null, leaseOwner: null });
    expect(Date.parse(flaky?.nextRunAt ?? '')).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);
  });

  it('reports progress while a job runs, and runs no job after close', async () => {
    await sharedDatabase();
    let runs = 0;
    let stoppedBySignal = false;
    let reported!: () => void;
    const progressed = new Promise<void>((resolve) => {
      reported = resolve;
    });
    const app = await serverOn(
      database,
      [
        {
          name: 'test.long',
          everyMs: HOUR_MS,
          async run({ progress, signal }) {
            runs += 1;
            await progress(1, 3);
            reported();
            // Runs until the app closes, which tells it to stop.
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
            stoppedBySignal = true;
          },
        },
      ],
      10,
    );
    await progressed;
    expect(await app.jobs.status('test.long')).toMatchObject({ progressDone: 1, progressTotal: 3 });
    expect(runs).toBe(1);

    await app.close();
    // Close waited for the running job, which was told to stop.
    expect(stoppedBySignal).toBe(true);
    expect(await app.jobs.runDue(later(2 * HOUR_MS))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(1);
  });
});
