import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server as `npm start` runs it (its build, apps/server/dist/server.js, serving the web build)
 * on a data directory of its own. The global setup runs one to make the seeded template;
 * every spec file runs one on its own copy of that template (support/spec-server.ts).
 */

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseURL: string;
  /** Settles once the server answers (rejects when it does not come up). */
  ready: Promise<void>;
  /** Its DATA_DIR: portal.db and the uploads. */
  dataDir: string;
  /** Stops the server (SIGTERM: it closes the database, folding the WAL into portal.db). */
  stop: () => Promise<void>;
  /** Kills the server as a power cut would (SIGKILL: nothing of it runs after), once it is gone. */
  crash: () => Promise<void>;
  /** What it has written to stdout and stderr so far (its log). */
  output: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** A new data directory holding a copy of the template's files (its portal.db, its uploads). */
export function copyOfTemplate(templateDir: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the server on `dataDir` (a new directory: it migrates and seeds the demo content;
 * a copy of the template: it finds it ready) at `port`, without waiting for it: its address is
 * known at once, `ready` tells when it answers. `env` adds to or replaces its environment (by
 * default SQLite in `dataDir`, no Redis).
 */
export function launchServer(dataDir: string, port: number, env: Record<string, string> = {}): RunningServer {
  let log = '';
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The server itself (its built-in microservices) and the local PostgreSQL, which the
      // data-source journey's 测试连接 reaches (loopback: refused unless allowed).
      MICRO_ALLOWED_HOSTS: `127.0.0.1:${port},127.0.0.1:5432`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    log += chunk;
  };
  server.stdout?.on('data', append);
  server.stderr?.on('data', append);
  // A server that dies while its journeys still run says why: every later journey of the file
  // only sees a refused connection.
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`server at port ${port} exited (${code ?? signal}) mid-run:\n${log}`);
  });
  // A test process that ends without its afterAll (a crash) takes its server with it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseURL = `http://127.0.0.1:${port}`;
  const ready = waitForHealth(baseURL, server, () => log).catch((error: unknown) => {
    stopping = true; // the error carries the log
    server.kill('SIGKILL');
    throw error;
  });
  // Whoever awaits `ready` sees a failure; it must not go unhandled meanwhile.
  ready.catch(() => {});
  return {
    baseURL,
    dataDir,
    ready,
    output: () => log,
    async stop() {
      process.off('exit', killOnExit);
      stopping = true;
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    async crash() {
      process.off('exit', killOnExit);
      stopping = true;
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
  };
}

/** Starts the server on `dataDir` at a free port and waits until it answers. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  const server = launchServer(dataDir, await freePort());
  await server.ready;
  return server;
}
