import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit.ts';

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(() => redis?.quit());

let clock = 1_000_000;
const stores: [string, () => RateLimitStore, (ms: number) => Promise<void>][] = [
  [
    'memory',
    () => new MemoryRateLimitStore(() => clock),
    async (ms) => {
      clock += ms;
    },
  ],
];
if (redis) {
  stores.push([
    'redis',
    () => new RedisRateLimitStore(redis, `portal:test:${randomBytes(4).toString('hex')}:`),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}

describe.each(stores)('%s rate-limit store', (_name, makeStore, wait) => {
  it('counts hits within a window and starts again after it', async () => {
    const store = makeStore();
    expect(await store.get('k')).toBe(0);
    expect(await store.increment('k', 300)).toBe(1);
    expect(await store.increment('k', 300)).toBe(2);
    expect(await store.get('k')).toBe(2);
    expect(await store.increment('other', 300)).toBe(1);
    await wait(350);
    expect(await store.get('k')).toBe(0);
    expect(await store.increment('k', 300)).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const store = makeStore();
    await store.increment('k', 10_000);
    await store.reset('k');
    expect(await store.get('k')).toBe(0);
  });
  it('gives back a reserved count, never below zero', async () => {
    const store = makeStore();
    await store.increment('k', 10_000);
    await store.increment('k', 10_000);
    await store.release('k');
    expect(await store.get('k')).toBe(1);
    await store.release('k');
    await store.release('k');
    expect(await store.get('k')).toBe(0);
    await store.release('never');
    expect(await store.get('never')).toBe(0);
  });

  it('counts parallel increments one by one', async () => {
    const store = makeStore();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('p', 10_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('lets one caller claim a key until its hold runs out', async () => {
    const store = makeStore();
    const claims = await Promise.all(Array.from({ length: 10 }, () => store.claim('c', 300)));
    expect(claims.filter((left) => left === 0)).toHaveLength(1);
    expect(claims.filter((left) => left > 0 && left <= 300)).toHaveLength(9);
    await wait(350);
    expect(await store.claim('c', 300)).toBe(0);
    await store.reset('c');
    expect(await store.claim('c', 300)).toBe(0);
  });
});

describe('memory rate-limit store under a flood of new keys', () => {
  it('keeps at most its bound, forgetting the oldest counters first', async () => {
    const store = new MemoryRateLimitStore(() => clock, 100);
    for (let i = 0; i < 1_000; i++) await store.increment(`ip:${i}`, 3_600_000);
    expect(store.size).toBeLessThanOrEqual(100);
    expect(await store.get('ip:0')).toBe(0);
    expect(await store.increment('ip:999', 3_600_000)).toBe(2);
  });

  it('drops expired counters before forgetting live ones', async () => {
    const store = new MemoryRateLimitStore(() => clock, 100);
    for (let i = 0; i < 60; i++) await store.increment(`old:${i}`, 1_000);
    clock += 2_000;
    for (let i = 0; i < 40; i++) await store.increment(`new:${i}`, 1_000);
    // The 100th counter swept the 60 expired ones; every live one is still counted.
    expect(store.size).toBe(40);
    for (let i = 0; i < 40; i++) expect(await store.get(`new:${i}`)).toBe(1);
  });
});
