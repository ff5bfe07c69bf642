import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template's data directory: each spec file's server runs on a copy of it. */
    templateDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Makes the template once: the real server starts on a new data directory, which migrates it
 * and loads the demo seed, and stops (closing the database whole). Each spec file then starts
 * its own server on a copy (support/spec-server.ts).
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/server.js']) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${built} is not built: run \`npm run build\` first (npm run test:e2e does)`);
    }
  }
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  const seeding = await startServer(templateDir);
  await seeding.stop();
  project.provide('templateDir', templateDir);

  return () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
  };
}
