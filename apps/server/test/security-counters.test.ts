import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { usageApi } from '@portal/shared/catalogue';
import { contentApi } from '@portal/shared/content';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../src/app.ts';
import { COUNT_ONCE_WINDOW_MS } from '../src/lib/count-once.ts';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from '../src/lib/rate-limit.ts';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { microId, modelId } from './market-support.ts';
import { callAs } from './support/call.ts';

/**
 * Issue 9, finding 7: the counters that rank microservices, models and news count each user (or
 * address, for visitors) once per item per hour; the answer stays the same.
 */

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(() => redis?.quit());

describe.each(engines)('ranking counters on %s', (engine) => {
  let t: TestApp;
  let clock = Date.now();
  let app: AppInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-counters-'));
  let admin: string;
  let developer: string;
  let dewPoint: number;
  let plank: number;

  /** Another server process on the same database, with its own store instance. */
  const processOn = (rateLimits: RateLimitStore) =>
    buildApp({
      database: t.database,
      dataDir,
      production: false,
      logLevel: 'silent',
      rateLimits,
      webDist: null,
    });

  const use = async (target: AppInstance, token: string, meMiType: 1 | 2, mid: number) =>
    (await callAs({ app: target }, { token }, usageApi.count, { body: { meMiType, mid } })).response;
  const stored = async (meMiType: 1 | 2, mid: number) =>
    meMiType === 1
      ? (
          await t.database.db
            .selectFrom('microservice')
            .select('uploadCount as n')
            .where('id', '=', mid)
            .executeTakeFirstOrThrow()
        ).n
      : (
          await t.database.db
            .selectFrom('mechanismModel')
            .select('useCount as n')
            .where('id', '=', mid)
            .executeTakeFirstOrThrow()
        ).n;
  const read = async (target: AppInstance, id: number, remoteAddress: string) =>
    (
      await callAs(
        { app: target },
        'visitor',
        contentApi.newsDetail,
        { params: { id }, query: { isClick: 'true' } },
        { remoteAddress },
      )
    ).response;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    app = await processOn(new MemoryRateLimitStore(() => clock));
    await Promise.all([t.app.ready(), app.ready()]);
    [admin, developer] = await Promise.all([
      loginAs(app, '13800000001', 'tenant'),
      loginAs(app, '13800000002', 'develop'),
    ]);
    dewPoint = await microId(t, '露点温度计算');
    plank = await modelId(t, 'plank-freezing');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // Each test starts in an hour of its own, in which nobody has counted anything yet.
  beforeEach(() => {
    clock += COUNT_ONCE_WINDOW_MS;
  });

  it('a microservice or model use counts once per user an hour; every answer is the count', async () => {
    for (const [meMiType, mid] of [
      [1, dewPoint],
      [2, plank],
    ] as const) {
      const before = await stored(meMiType, mid);
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await use(app, admin, meMiType, mid)).json());
      expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((answer) => answer.data.count)).toEqual(Array(5).fill(before + 1));
      expect(await stored(meMiType, mid)).toBe(before + 1);
      // Another user counts too.
      expect((await use(app, developer, meMiType, mid)).json().data.count).toBe(before + 2);
    }
  });

  it('counts the same user again after the hour', async () => {
    const before = await stored(1, dewPoint);
    expect((await use(app, admin, 1, dewPoint)).json().data.count).toBe(before + 1);
    expect((await use(app, admin, 1, dewPoint)).json().data.count).toBe(before + 1);
    clock += COUNT_ONCE_WINDOW_MS;
    expect((await use(app, admin, 1, dewPoint)).json().data.count).toBe(before + 2);
  });

  it('a news read counts once per address an hour; the detail answer is the same', async () => {
    const id = (
      await t.database.db.selectFrom('news').select('id').where('published', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const first = await read(app, id, '203.0.113.5');
    const count = first.json().data.clickCount;
    for (let i = 0; i < 4; i += 1) {
      const again = await read(app, id, '203.0.113.5');
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
    }
    expect((await read(app, id, '203.0.113.6')).json().data.clickCount).toBe(count + 1);
    clock += COUNT_ONCE_WINDOW_MS;
    expect((await read(app, id, '203.0.113.5')).json().data.clickCount).toBe(count + 2);
  });

  it('counts once across server processes sharing the store (Redis when REDIS_URL is set)', async () => {
    const prefix = `portal:test:counters:${randomBytes(6).toString('hex')}:`;
    const shared = new MemoryRateLimitStore();
    const storeOf = () => (redis ? new RedisRateLimitStore(redis, prefix) : shared);
    const [one, two] = await Promise.all([processOn(storeOf()), processOn(storeOf())]);
    await Promise.all([one.ready(), two.ready()]);
    try {
      const token = await loginAs(one, '13800000003', 'tenant');
      const before = await stored(2, plank);
      await use(one, token, 2, plank);
      await use(two, token, 2, plank);
      await use(one, token, 2, plank);
      expect(await stored(2, plank)).toBe(before + 1);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
