import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of whole pages take a few seconds on a busy 2-core machine; a test's own
    // waits still fail on their 5 s (see src/test/setup.ts).
    testTimeout: 20_000,
  },
});
