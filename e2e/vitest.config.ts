import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each spec file took in a full run (three at a time on the two-core machine, measured
 * 2026-11-27; ssr and accessibility-public estimated since they share their visits). Only
 * their order matters: the files start longest first, so the last ones to start are short and
 * the three workers finish close together. In Vitest's own order (by its cache of earlier
 * runs, which a partial run rewrites, else by file size) a long file could start last and run
 * on its own for a minute at the end: 524 s against 465 s of work per worker. A file not
 * listed (a new one) starts first, as Vitest does with one it does not know.
 */
const MEASURED_SECONDS: Record<string, number> = {
  'certification.e2e.ts': 114,
  'login.e2e.ts': 107,
  'market.e2e.ts': 99,
  'ssr.e2e.ts': 97,
  'accessibility.e2e.ts': 94,
  'paid.e2e.ts': 90,
  'console-catalogue.e2e.ts': 80,
  'site.e2e.ts': 77,
  'micro-trial.e2e.ts': 77,
  'signing.e2e.ts': 68,
  'supply-moderation.e2e.ts': 55,
  'payment-desk.e2e.ts': 53,
  'content.e2e.ts': 53,
  'supply-publishing.e2e.ts': 50,
  'shell.e2e.ts': 48,
  'model-simulation.e2e.ts': 48,
  'supply.e2e.ts': 48,
  'console-operators.e2e.ts': 36,
  'developer-community.e2e.ts': 45,
  'datasource.e2e.ts': 35,
  'register.e2e.ts': 35,
  'console-content.e2e.ts': 65,
  'console-news.e2e.ts': 30,
  'console-models.e2e.ts': 35,
  'console-users.e2e.ts': 29,
  'accessibility-public.e2e.ts': 26,
  'console-notices.e2e.ts': 24,
  'console-dashboard.e2e.ts': 25,
  'console-orders.e2e.ts': 16,
  'console-micros.e2e.ts': 30,
  'micro-install.e2e.ts': 21,
  'two-processes.e2e.ts': 30,
  'crash-safety.e2e.ts': 20,
  'security.e2e.ts': 20,
  'stop-signal.e2e.ts': 9,
};

/** Longest first (MEASURED_SECONDS), then by name: the same order on every run. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      MEASURED_SECONDS[path.basename(file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort(
      (a, b) => seconds(b) - seconds(a) || (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0),
    );
  }
}

/**
 * Browser journeys: real Chromium against the real production build and server. Each spec file
 * has its own server on its own copy of the seeded template database (support/spec-server.ts),
 * so the files run in parallel, in any order.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Two or three journeys share the machine's two cores with their servers: a long journey
    // (certification's wizard, the paid path) may take a minute and more on a loaded machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Measured on the two-core machine: three files at a time beat two (a journey spends much
    // of its time waiting on its page and its server, not on a core).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // A page waited on by expect.poll may be slow to answer on a loaded two-core machine:
    // each waits up to 10 s (not vitest's 1 s) before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
