// The servers a bench measures: the product in production mode on a fresh database (SQLite, or
// a PostgreSQL database of its own) with the demo content, and the bare Fastify baseline.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { hashPassword } from '../apps/server/src/lib/crypto.ts';
import { type RunningNginx, startNginx } from '../e2e/support/nginx.ts';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '..');

export const BENCH_ACCOUNT = {
  account: 'bench',
  password: createHash('md5').update('bench1234').digest('hex'),
};

export interface Running {
  child: ChildProcess;
  url: string;
}

/** Runs `node <args>` and waits until `readyPath` answers. */
async function start(args: string[], env: Record<string, string>, readyPath: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A loaded two-core machine may take a while (migrations, the server build of the web app).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url + readyPath)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

export function startBaseline(): Promise<Running> {
  return start(['--import', 'tsx', 'bench/baseline-server.ts'], {}, '/hello');
}

/**
 * The demo content is loaded so the read endpoints answer real pages of data; the server then
 * runs in production mode, as `npm start` runs it (the builds `npm run build` made). The bench logs in with an account
 * of its own.
 */
async function prepareBenchDatabase(target: { sqliteFile: string } | { databaseUrl: string }): Promise<void> {
  const { db } = openDatabase(target);
  await prepareDatabase(db, { loadDemoContent: true });
  await db
    .insertInto('userAccount')
    .values({
      account: BENCH_ACCOUNT.account,
      phone: null,
      realName: '压测运营',
      passwordHash: await hashPassword(BENCH_ACCOUNT.password),
      role: 'operate',
      tenantId: null,
      isAdministrator: 0,
      createTime: new Date().toISOString(),
    })
    .execute();
  await db.destroy();
}

export type BenchEngine = 'sqlite' | 'postgresql';

/** Where several processes share their counts and cache drops (a database of its own, emptied first). */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8';

export interface Product extends Running {
  /** The server processes (one, or several behind nginx at `url`). */
  processes: Running[];
  stop: () => Promise<void>;
}

/**
 * The product in production mode on a database of its own, removed by `stop`. With `processes`
 * above one (PostgreSQL only): that many processes on the one database, one Redis and one data
 * folder, behind nginx, as README "Running at scale" deploys them.
 */
export async function startProduct(
  engine: BenchEngine = 'sqlite',
  { processes: count = 1 }: { processes?: number } = {},
): Promise<Product> {
  if (count > 1 && engine !== 'postgresql') throw new Error('several processes need PostgreSQL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const postgres =
    engine === 'postgresql' ? await freshPostgresDatabase(`portal_bench_${process.pid}`) : null;
  await prepareBenchDatabase(
    postgres ? { databaseUrl: postgres.url } : { sqliteFile: path.join(dataDir, 'portal.db') },
  );
  if (count > 1) {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
  }
  // BENCH_PROFILE_DIR: a CPU profile of the product per run, written there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    REDIS_URL: count > 1 ? REDIS_URL : '',
    // BENCH_LOG_LEVEL=silent shows what logging costs.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    PAYMENT_ACCOUNT_NAME: '基准测试收款账户',
    PAYMENT_BANK_NAME: '基准测试银行',
    PAYMENT_ACCOUNT_NUMBER: '6222 0000 0000',
    // Production requires the key that seals data-source passwords: one for this run.
    DATASOURCE_KEY: randomBytes(32).toString('hex'),
    // As behind nginx on this machine: the client address comes from X-Forwarded-For when the
    // peer is the loopback proxy (the forwarding row sends one per request; see run.ts).
    TRUST_PROXY: '127.0.0.1',
  };
  const started: Running[] = [];
  let balancer: RunningNginx | null = null;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(
      started.map(async ({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    for (let i = 0; i < count; i++) {
      started.push(await start([...profile, 'apps/server/dist/server.js'], env, '/api/health'));
    }
    const [first] = started as [Running];
    if (count === 1) return { ...first, processes: started, stop };
    balancer = await startNginx(
      dataDir,
      started.map(({ url }) => Number(new URL(url).port)),
    );
    return { url: balancer.url, child: first.child, processes: started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
