import type { Redis } from 'ioredis';

/**
 * Counters in fixed time windows and short holds, for throttles. Every operation is atomic on
 * its key, so parallel requests each see their own count: a throttle reserves an attempt
 * (`increment`) before doing the costly or risky work, never checks first and counts later.
 * Memory by default; Redis when several server processes must share the counts (REDIS_URL).
 */
export interface RateLimitStore {
  /** Adds one to the counter and returns the count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Gives back one reserved count (never below zero); the window is left as it was. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Takes the key for `holdMs` if nobody holds it: 0 when taken now, else the milliseconds
   * until the current holder's time runs out.
   */
  claim(key: string, holdMs: number): Promise<number>;
}

/**
 * Counters the memory store keeps at most: about 200 bytes each. Past it (a flood from many
 * addresses, each with a counter of its own for an hour) the oldest are forgotten first.
 */
const MAX_COUNTERS = 50_000;
/** Below this many counters, expired ones are left until the next look at them. */
const FIRST_SWEEP_AT = 10_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  /** The size at which the next sweep runs: twice what the last one left, so sweeps stay rare. */
  private sweepAt = FIRST_SWEEP_AT;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly maxCounters = MAX_COUNTERS,
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const current = this.live(key, now);
    if (!current) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      this.sweep(now);
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async get(key: string): Promise<number> {
    return this.live(key, this.now())?.count ?? 0;
  }

  async release(key: string): Promise<void> {
    const current = this.live(key, this.now());
    if (current && current.count > 0) current.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async claim(key: string, holdMs: number): Promise<number> {
    const now = this.now();
    const current = this.live(key, now);
    if (current) return current.resetAt - now;
    this.counters.set(key, { count: 1, resetAt: now + holdMs });
    this.sweep(now);
    return 0;
  }

  private live(key: string, now: number) {
    const current = this.counters.get(key);
    return current && current.resetAt > now ? current : undefined;
  }

  /**
   * Drops expired counters now and then (when the map has doubled since the last sweep, so each
   * new counter pays a constant share of it), then the oldest ones while the map is still over
   * its bound, so that neither memory nor the time spent sweeping grows with a flood.
   */
  private sweep(now: number): void {
    if (this.counters.size < Math.min(this.sweepAt, this.maxCounters)) return;
    for (const [key, value] of this.counters) if (value.resetAt <= now) this.counters.delete(key);
    if (this.counters.size >= this.maxCounters) {
      // A Map iterates in insertion order: the first keys are the oldest.
      let excess = this.counters.size - Math.floor(this.maxCounters * 0.9);
      for (const key of this.counters.keys()) {
        if (excess-- <= 0) break;
        this.counters.delete(key);
      }
    }
    this.sweepAt = Math.max(FIRST_SWEEP_AT, this.counters.size * 2);
  }

  /** How many counters are kept (tests). */
  get size(): number {
    return this.counters.size;
  }
}

/** Decrements only a counter that exists and is above zero, so a late release creates nothing. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

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

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async claim(key: string, holdMs: number): Promise<number> {
    const fullKey = this.prefix + key;
    if ((await this.redis.set(fullKey, '1', 'PX', holdMs, 'NX')) === 'OK') return 0;
    // Held by someone else; at least 1 ms, even if it runs out between the two calls.
    return Math.max(1, await this.redis.pttl(fullKey));
  }
}
