import type { Redis } from 'ioredis';

/**
 * Counters in fixed time windows, for slowing down repeated failures. Memory by default;
 * a Redis store can stand in when several server processes must share the counts.
 */
export interface RateLimitStore {
  /** Adds one to the counter and returns the count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const current = this.counters.get(key);
    if (!current || current.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      this.sweep(now);
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async get(key: string): Promise<number> {
    const current = this.counters.get(key);
    return current && current.resetAt > this.now() ? current.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  /** Drops expired counters now and then, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (this.counters.size < 10_000) return;
    for (const [key, value] of this.counters) if (value.resetAt <= now) this.counters.delete(key);
  }
}

/** Shared counters for several server processes (REDIS_URL). */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:rl:',
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const fullKey = this.prefix + key;
    // INCR then set the window only on the first hit, atomically in one round trip.
    const [[, count]] = (await this.redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').exec()) as [
      [Error | null, number],
      unknown,
    ];
    return count;
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
