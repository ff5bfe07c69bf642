import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** What the server's two test projects share (see below). */
const serverTests = {
  root: './apps/server',
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
  // The web app's server build (server rendering) is imported by Node as it is, not
  // transformed by Vitest module by module (megabytes of bundled code).
  server: { deps: { external: [/[\\/]dist-ssr[\\/]/] } },
  // `npm run test:unit` runs these projects on their own with `--sequence.shuffle.tests` (a
  // random order each run, the seed printed): Vitest reads that option from the root
  // config only, so it cannot be set here for these projects alone.
} as const;

/** What the web app's two test projects share (see below). */
const webTests = {
  root: './apps/web',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // jsdom renders of whole pages take a few seconds on a busy 2-core machine; a test's own
  // waits still fail on their 5 s (see apps/web/src/test/setup.ts).
  testTimeout: 20_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.isolated.test.ts'],
          // The files share their worker's loaded modules (the app's hundreds of modules are
          // loaded once per worker, not once per file: 215 s against 137 s on this machine).
          // Each test builds its own app on its own database or schema, so nothing else is shared.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          // A file that replaces a module (`vi.mock`) needs the modules loaded afresh for it.
          name: 'server-isolated',
          include: ['test/**/*.isolated.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          ...webTests,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.{ts,tsx}'],
          // The files share their worker's loaded modules and jsdom (antd, React and the pages are
          // loaded once per worker, not once per file: 47 s against 170 s on this machine). Each
          // test renders afresh; the setup file empties the document, storage and clock after it.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        // A file that replaces a module (`vi.mock`) needs the modules loaded afresh for it.
        test: { ...webTests, name: 'web-isolated', include: ['src/**/*.isolated.test.{ts,tsx}'] },
      },
    ],
  },
});
