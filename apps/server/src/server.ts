import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { BatchedOutput } from './http/batched-output.ts';
import { MemoryRateLimitStore, RedisRateLimitStore } from './lib/rate-limit.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Standard output, written in batches (at most a second late) instead of one write per log line:
 * the request log's lines are most of what is written, one per request (http/batched-output.ts).
 * What is pending is written out when the process ends, however it ends.
 */
function batchedStdout(): BatchedOutput {
  const output = new BatchedOutput(1);
  process.once('exit', () => output.flushSync());
  return output;
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
    logStream: batchedStdout(),
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
