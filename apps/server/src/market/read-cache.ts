import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The public catalogue answers (groups, lists, sorts) are read far more often than they change,
 * so their validated JSON is kept in memory per database. Every write that changes what they
 * show (subscriptions move install counts, usage moves use counts, catalogue edits) calls
 * `invalidateCatalogue`; a short lifetime bounds staleness from anything else.
 */

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Cache {
  version: number;
  entries: Map<string, { body: Buffer; expires: number }>;
}

const caches = new WeakMap<object, Cache>();

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { version: 0, entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

export function invalidateCatalogue(db: object): void {
  const cache = cacheOf(db);
  cache.version += 1;
  cache.entries.clear();
}

/** The answer's JSON bytes, checked against its schema once when computed, then served from memory. */
export async function cachedJson<T>(
  db: object,
  key: string,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<Buffer> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.expires > now) return hit.body;
  const version = cache.version;
  const body = Buffer.from(JSON.stringify(schema.parse(await compute())));
  // A write that landed while this was computed may not be in it: do not keep it then.
  if (cache.version === version) {
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
    cache.entries.set(key, { body, expires: now + TTL_MS });
  }
  return body;
}

/** Sends JSON bytes as they are (already validated by `cachedJson`). */
export function sendJsonText(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
