import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Public content is read far more often than it changes, so the answers of the list and
 * detail reads are kept in memory as JSON bytes, per database handle (tests and tools run
 * several databases in one process). Two areas: `news` (lists and the hot list, which a
 * visit's click count changes) and `pages` (banners, solutions, cases, notices). Every
 * content write drops its area; a short lifetime bounds staleness from anything else
 * (an operator editing rows by hand).
 */

export type ContentArea = 'news' | 'pages';

const TTL_MS = 30_000;
const MAX_ENTRIES = 300;

interface Area {
  version: number;
  entries: Map<string, { body: Buffer; expires: number }>;
}

const caches = new WeakMap<object, Record<ContentArea, Area>>();

function areaOf(db: object, area: ContentArea): Area {
  let cache = caches.get(db);
  if (!cache) {
    cache = { news: { version: 0, entries: new Map() }, pages: { version: 0, entries: new Map() } };
    caches.set(db, cache);
  }
  return cache[area];
}

export function invalidateContent(db: object, area: ContentArea): void {
  const cached = areaOf(db, area);
  cached.version += 1;
  cached.entries.clear();
}

/** The answer's JSON bytes: checked against its schema once when computed, then served from memory. */
export async function cachedContent<T>(
  db: object,
  area: ContentArea,
  key: string,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<Buffer> {
  const cached = areaOf(db, area);
  const now = Date.now();
  const hit = cached.entries.get(key);
  if (hit && hit.expires > now) return hit.body;
  const version = cached.version;
  const body = Buffer.from(JSON.stringify(schema.parse(await compute())));
  // A write that landed while this was computed may be missing from it: do not keep it then.
  if (cached.version === version) {
    if (cached.entries.size >= MAX_ENTRIES) cached.entries.clear();
    cached.entries.set(key, { body, expires: now + TTL_MS });
  }
  return body;
}

export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
