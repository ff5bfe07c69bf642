import { defineConfig } from 'vitest/config';

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
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // The web app's server build (server rendering) is imported by Node as it is, not
          // transformed by Vitest module by module (megabytes of bundled code).
          server: { deps: { external: [/[\\/]dist-ssr[\\/]/] } },
          // `npm run test:unit` runs this project on its own with `--sequence.shuffle.tests` (a
          // random order each run, the seed printed): Vitest reads that option from the root
          // config only, so it cannot be set here for this project alone.
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
