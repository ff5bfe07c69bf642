import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type CacheArea, invalidateArea } from './json-cache.ts';

/**
 * Dropping cached areas after a write, in this process and, when several server processes share
 * a database (REDIS_URL), in all of them: the drop is published on a Redis channel every process
 * listens to. Writes never call this by hand: they declare their areas on the route
 * (`route(…, { invalidates })`) or on their transaction (`withTransaction(db, fn, { invalidates })`),
 * which call it once the write is committed.
 */

const AREAS: Record<CacheArea, true> = {
  apps: true,
  microservices: true,
  models: true,
  news: true,
  pages: true,
  site: true,
  supply: true,
  sessions: true,
};
const isCacheArea = (value: unknown): value is CacheArea =>
  typeof value === 'string' && Object.hasOwn(AREAS, value);

export const DEFAULT_INVALIDATION_CHANNEL = 'portal:cache-invalidation';

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

interface Publisher {
  /** Tells this process's own messages apart (it has dropped those areas already). */
  id: string;
  redis: Redis;
  channel: string;
  log: Logger;
}

/** Per database handle, like the cache itself. */
const publishers = new WeakMap<object, Publisher>();

/**
 * Drops the areas of `db`'s cache here, then tells the other processes (which drop them when the
 * message arrives). Only after a commit; callers wait for it before they answer.
 */
export async function dropAreas(db: object, areas: Iterable<CacheArea>): Promise<void> {
  const list = [...new Set(areas)];
  if (list.length === 0) return;
  for (const area of list) invalidateArea(db, area);
  const publisher = publishers.get(db);
  if (!publisher) return;
  // Not awaited: the write is committed and its answer must not wait for, or fail with, Redis.
  // Should the message be lost, the other processes catch up within the cache's lifetime.
  publisher.redis
    .publish(publisher.channel, JSON.stringify({ from: publisher.id, areas: list }))
    .catch((error: unknown) =>
      publisher.log.error({ err: error, areas: list }, 'cache invalidation not published'),
    );
}

function areasIn(message: string, ownId: string): CacheArea[] {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; areas?: unknown };
    if (parsed.from === ownId || !Array.isArray(parsed.areas)) return [];
    return parsed.areas.filter(isCacheArea);
  } catch {
    return [];
  }
}

export interface SharedInvalidation {
  /** Publishes this process's drops; a second connection (a duplicate) listens. */
  redis: Redis;
  /** Every process of one deployment uses the same channel (tests use their own). */
  channel?: string;
  log: Logger;
}

/**
 * Listens for the drops other processes publish and publishes this process's drops of `db`.
 * Resolves once subscribed; the answer stops both.
 */
export async function shareInvalidation(
  db: object,
  options: SharedInvalidation,
): Promise<() => Promise<void>> {
  const channel = options.channel ?? DEFAULT_INVALIDATION_CHANNEL;
  const id = randomUUID();
  // Named after the channel, so an operator (or a test) can tell the listener apart.
  const subscriber = options.redis.duplicate({ connectionName: `listener:${channel}` });
  subscriber.on('error', (error) => options.log.warn({ err: error }, 'cache invalidation listener'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    for (const area of areasIn(message, id)) invalidateArea(db, area);
  });
  let connected = false;
  subscriber.on('ready', () => {
    // After a reconnect, drops published while away are lost: drop everything once.
    if (connected) for (const area of Object.keys(AREAS) as CacheArea[]) invalidateArea(db, area);
    connected = true;
  });
  await subscriber.subscribe(channel);
  publishers.set(db, { id, redis: options.redis, channel, log: options.log });
  return async () => {
    if (publishers.get(db)?.id === id) publishers.delete(db);
    await subscriber.unsubscribe(channel);
    await subscriber.quit();
  };
}
