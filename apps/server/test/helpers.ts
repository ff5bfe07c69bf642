import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { accountsApi, authApi } from '@portal/shared/accounts';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { type AppInstance, type AppOptions, buildApp } from '../src/app.ts';
import { type DatabaseHandle, type Engine, openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgresql'] : ['sqlite'];

export interface TestDatabase extends DatabaseHandle {
  /** Another handle on the same database, as a second server process has (close it before `drop`). */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, empty database of the given engine: its own SQLite file or its own PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    const file = path.join(dir, 'portal.db');
    // On another Node version than the install's, TEST_SQLITE_BINDING names a build for it (.ci/run).
    const sqliteNativeBinding = process.env.TEST_SQLITE_BINDING;
    const handle = openDatabase({ sqliteFile: file, sqliteNativeBinding });
    return {
      ...handle,
      open: () => openDatabase({ sqliteFile: file, sqliteNativeBinding }),
      async drop() {
        await handle.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
  return {
    ...handle,
    open: () => openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 }),
    async drop() {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: AppInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database. `ready` is left to the caller so a test
 * may add probe routes first.
 */
export async function createTestApp(
  engine: Engine,
  options: {
    webDist?: string | null;
    seed?: boolean;
    production?: boolean;
    /** Microservice forwarding (which hosts are allowed, the time and size bounds). */
    forwarding?: AppOptions['forwarding'];
    /** The text-message provider (default: the outbox in the database). */
    sms?: AppOptions['sms'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  await prepareDatabase(database.db, { loadDemoContent: options.seed ?? false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  const app = await buildApp({
    database,
    webDist: options.webDist ?? null,
    dataDir,
    production: options.production ?? false,
    logLevel: 'silent',
    ...(options.forwarding ? { forwarding: options.forwarding } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    // Production needs the data-source key from its configuration (elsewhere one is made in dataDir).
    ...(options.production ? { dataSources: { key: randomBytes(32) } } : {}),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now, on the loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The app listening on a loopback port, its forwarding allowed to reach itself (as the server's
 * default configuration does): a trial of a built-in microservice goes out over HTTP and back.
 * `allowedHosts` adds the test's own endpoints; `forwarding` overrides the bounds.
 */
export async function createServingTestApp(
  engine: Engine,
  options: Parameters<typeof createTestApp>[1] & { allowedHosts?: string[] } = {},
): Promise<TestApp> {
  const port = await freePort();
  const { allowedHosts = [], forwarding, ...rest } = options;
  const t = await createTestApp(engine, {
    ...rest,
    forwarding: {
      selfOrigin: `http://127.0.0.1:${port}`,
      allowedHosts: [`127.0.0.1:${port}`, ...allowedHosts],
      ...forwarding,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}

/**
 * A ready app of its own for one test, closed when that test ends (fastify/demo's `build(t)`):
 * for a test whose writes or cached answers must not meet the other tests of its file.
 */
export async function appForThisTest(
  engine: Engine,
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp> {
  const t = await createTestApp(engine, options);
  onTestFinished(() => t.close());
  await t.app.ready();
  return t;
}

export const md5 = (value: string) => createHash('md5').update(value).digest('hex');
export const DEMO_PASSWORD_MD5 = md5('demo1234');

/** Logs in through the real API and returns the session token. */
export async function loginAs(
  app: AppInstance,
  account: string,
  role: 'tenant' | 'develop' | 'operate',
  password = DEMO_PASSWORD_MD5,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: authApi.login.path,
    payload: { account, password, role },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${account} failed: ${res.body}`);
  return res.json().data.token as string;
}

/** The newest code the SMS outbox holds for a phone. */
export async function latestSmsCode(app: AppInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `${accountsApi.devSmsOutbox.path}?${new URLSearchParams({ phone })}`,
  });
  const code = res.json().data.list[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code as string;
}
