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
});
