import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { copyOfTemplate, freePort, launchServer } from './server.ts';

/**
 * This spec file's own server: started when the file first imports this module (every spec
 * does, through browser.ts), on its own copy of the seeded template database, its own data
 * directory and port; stopped after the file's tests. Vitest loads the modules afresh for each
 * spec file, so no two files share a server, a database or a throttle's counts. The address is
 * known at once; the file's first hook waits until the server answers (its browser starts
 * meanwhile).
 */
const server = launchServer(copyOfTemplate(inject('templateDir')), await freePort());

beforeAll(() => server.ready);

afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** Where this spec file's server answers. */
export const baseURL = server.baseURL;
