import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { healthApi } from '@portal/shared/api';
import { expect, inject, it } from 'vitest';
import { copyOfTemplate, freePort } from '../support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether anything answers on the port. */
async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}${healthApi.health.path}`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Whether a process of this id still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// What Docker, systemd and most process managers send to the process they started: the README's
// `npm start`. The server must stop with it, not run on orphaned.
it('stops the server started by `npm start` on SIGTERM: the port closes within 10 s', async () => {
  const dataDir = copyOfTemplate(inject('templateDir'));
  // As from a shell: without the test runner's NODE_ENV (test).
  const { NODE_ENV: _runner, ...shellEnv } = process.env;
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...shellEnv, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  npm.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    await expect.poll(() => answers(port), { timeout: 60_000, interval: 250 }).toBe(true);
    // The server writes its log a few KB or a second at a time.
    await expect.poll(() => /"pid":\d+/.test(log), { timeout: 5_000 }).toBe(true);
    const serverPid = Number(/"pid":(\d+)/.exec(log)?.[1]);
    expect(serverPid).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    await expect.poll(() => answers(port), { timeout: 10_000, interval: 200 }).toBe(false);
    // Not merely deaf: the server's process is gone, and npm with it.
    await expect.poll(() => running(serverPid), { timeout: 10_000, interval: 200 }).toBe(false);
    await expect.poll(() => npm.exitCode !== null || npm.signalCode !== null, { timeout: 10_000 }).toBe(true);
    expect(log).toContain('"signal":"SIGTERM"');
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
