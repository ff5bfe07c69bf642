import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendKept } from '../http/precompressed.ts';

/**
 * Public reads (catalogue, content, members, map markers) are asked for far more often than
 * they change, so their answers are kept in memory as validated JSON bytes: the response
 * schema is checked once when the bytes are computed, and a hit costs no query and no
 * serialisation. Kept per database handle, never globally: tests and tools run several
 * databases in one process.
 *
 * Answers belong to a named area; every write that changes what an area shows drops it
 * (`invalidateArea`). A short lifetime bounds staleness from anything else (rows edited by
 * hand, writes that name no area).
 */
export type CacheArea =
  /**
   * The catalogue, one area per kind, so a count of one kind leaves the others' answers in
   * memory: market apps (install counts, app and industry edits)…
   */
  | 'apps'
  /** …microservices (use counts, microservice and industry edits)… */
  | 'microservices'
  /** …and mechanism models (use counts, model and category edits). */
  | 'models'
  /** News lists and the hot list, which all show click counts: news writes and every counted visit. */
  | 'news'
  /** Banners, solutions, cases, notices: their writes. */
  | 'pages'
  /** Platform members and map markers: the console's 会员与地图 writes. */
  | 'site'
  /** The supply-and-demand board: types, entries and companies. */
  | 'supply'
  /** Resolved sessions (auth/session-cache.ts): logout, password resets, certification changes. */
  | 'sessions';

export const CACHE_TTL_MS = 30_000;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Per area and database; keys may carry a caller's keyword, so the oldest make way. */
export const CACHE_MAX_ENTRIES = 500;

interface Area {
  version: number;
  entries: Map<string, { body: Buffer; expires: number }>;
  /** Computations under way, so concurrent misses of one key share a single query. */
  pending: Map<string, Promise<Buffer>>;
}

const caches = new WeakMap<object, Map<CacheArea, Area>>();

function areaOf(db: object, name: CacheArea): Area {
  let areas = caches.get(db);
  if (!areas) {
    areas = new Map();
    caches.set(db, areas);
  }
  let area = areas.get(name);
  if (!area) {
    area = { version: 0, entries: new Map(), pending: new Map() };
    areas.set(name, area);
  }
  return area;
}

/** Other caches built on the same areas (the pages' HTML, web/page-cache.ts), per database. */
const dropListeners = new WeakMap<object, Set<(name: CacheArea) => void>>();

/** Calls `listener` whenever an area of `db` is dropped (here, or by another process); the answer stops it. */
export function onAreaDropped(db: object, listener: (name: CacheArea) => void): () => void {
  let listeners = dropListeners.get(db);
  if (!listeners) {
    listeners = new Set();
    dropListeners.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops every answer of the area; a computation under way when this runs is not kept. */
export function invalidateArea(db: object, name: CacheArea): void {
  const area = areaOf(db, name);
  area.version += 1;
  area.entries.clear();
  area.pending.clear();
  for (const listener of dropListeners.get(db) ?? []) listener(name);
}

/** The answer's JSON bytes if kept and current; never computes them. */
export function keptJson(db: object, name: CacheArea, key: string): Buffer | undefined {
  const hit = areaOf(db, name).entries.get(key);
  return hit && hit.expires > Date.now() ? hit.body : undefined;
}

/** The answer's JSON bytes from memory, or computed, checked against `schema` and kept. */
export function cachedJson<T>(
  db: object,
  name: CacheArea,
  key: string,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<Buffer> {
  const area = areaOf(db, name);
  const hit = area.entries.get(key);
  if (hit && hit.expires > Date.now()) return Promise.resolve(hit.body);
  const shared = area.pending.get(key);
  if (shared) return shared;

  const version = area.version;
  // The lifetime counts from when the data was read, not from when the bytes were ready.
  const started = Date.now();
  const body = (async () => Buffer.from(JSON.stringify(schema.parse(await compute()))))();
  area.pending.set(key, body);
  body.then(
    (bytes) => {
      if (area.pending.get(key) === body) area.pending.delete(key);
      // A write that landed while this was computed may be missing from it: do not keep it then.
      if (area.version !== version) return;
      area.entries.delete(key);
      if (area.entries.size >= CACHE_MAX_ENTRIES) {
        const oldest = area.entries.keys().next().value;
        if (oldest !== undefined) area.entries.delete(oldest);
      }
      area.entries.set(key, { body: bytes, expires: started + CACHE_TTL_MS });
    },
    // A failure is the caller's to report and is never kept: the next request tries again.
    () => {
      if (area.pending.get(key) === body) area.pending.delete(key);
    },
  );
  return body;
}

/**
 * Sends bytes from `cachedJson` as they are (already validated, so no serialiser runs),
 * compressed once per kept answer for clients that accept it.
 */
export function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return sendKept(reply.type(JSON_CONTENT_TYPE), body);
}
