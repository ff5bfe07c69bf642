import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { MemoryRateLimitStore, RedisRateLimitStore } from './lib/rate-limit.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Standard output, written a few KB at a time (at most a second late) instead of one write per
 * log line: a line per request written alone cost about a third of a cached read's CPU time
 * (measured with bench/). What is buffered is written out when the process ends, however it ends.
 */
function bufferedStdout(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // A write still under way: what it holds is being written; nothing more can be done at exit.
    }
  });
  return stream;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'portal.db'),
  });
  const prepared = await prepareDatabase(database.db, {
    loadDemoContent: config.nodeEnv !== 'production',
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  const app = await buildApp({
    database,
    webDist,
    dataDir: config.dataDir,
    production: config.nodeEnv === 'production',
    logLevel: config.logLevel,
    logStream: bufferedStdout(),
    trustProxy: config.trustProxy,
    bankAccount: config.bankAccount,
    forwarding: config.forwarding,
    dataSources: config.dataSources,
    signing: config.signing,
    rateLimits: redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore(),
    ...(redis ? { sharedInvalidation: { redis } } : {}),
  });
  app.log.info(
    { engine: database.engine, migrationsApplied: prepared.applied, demoContentLoaded: prepared.seeded },
    'database ready',
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.db.destroy();
    await redis?.quit();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The first upload need not wait for a worker thread to load its code.
  app.heavyWork
    .warm()
    .catch((error: unknown) => app.log.error({ err: error }, 'worker pool failed to start'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('服务启动失败：', error);
  }
  process.exit(1);
});
