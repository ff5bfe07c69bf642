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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    // A page waited on by expect.poll may be slow to answer on a loaded two-core machine:
    // each waits up to 10 s (not vitest's 1 s) before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
