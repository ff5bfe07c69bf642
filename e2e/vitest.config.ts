import { defineConfig } from 'vitest/config';

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
    // A page waited on by expect.poll may be slow to answer on a loaded two-core machine:
    // each waits up to 10 s (not vitest's 1 s) before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
