import type { UserRow } from '../accounts/user.repository.ts';
import { onAreaDropped } from '../lib/json-cache.ts';

/**
 * Sessions resolved lately, per database handle: a logged-in user's every call would otherwise
 * join the account, its tenant, its certification and the session. An entry lives
 * SESSION_CACHE_TTL_MS at most; the whole cache is dropped by the `sessions` area, which every
 * write that ends a session or changes what a caller is (logout, a password reset, a
 * certification submitted or decided) declares: after its commit, here and in every other
 * process (through Redis). The session's own expiry is checked on every call, cached or not.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept per database; the oldest make way. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionEntry {
  user: UserRow;
  createTime: string;
  lastUsedTime: string;
  expireTime: string;
}

interface Cache {
  /** Bumped on every drop: a lookup that started before a drop is not kept. */
  version: number;
  entries: Map<string, SessionEntry & { cachedUntil: number }>;
}

const caches = new WeakMap<object, Cache>();

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const created: Cache = { version: 0, entries: new Map() };
    onAreaDropped(db, (area) => {
      if (area !== 'sessions') return;
      created.version += 1;
      created.entries.clear();
    });
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/** The session behind a token hash, when resolved within the cache's lifetime and not dropped since. */
export function cachedSession(db: object, tokenHash: string, now: number): SessionEntry | undefined {
  const entries = cacheOf(db).entries;
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.cachedUntil <= now) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry;
}

/** Where the cache stands before a lookup; `rememberSession` keeps the lookup only if nothing was dropped since. */
export function sessionCacheVersion(db: object): number {
  return cacheOf(db).version;
}

export function rememberSession(
  db: object,
  tokenHash: string,
  entry: SessionEntry,
  version: number,
  now: number,
) {
  const cache = cacheOf(db);
  if (cache.version !== version) return;
  if (cache.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
    const oldest = cache.entries.keys().next().value;
    if (oldest !== undefined) cache.entries.delete(oldest);
  }
  // The entry itself, not a copy: a renewal updates what later calls read.
  cache.entries.set(tokenHash, Object.assign(entry, { cachedUntil: now + SESSION_CACHE_TTL_MS }));
}

export function forgetSession(db: object, tokenHash: string): void {
  cacheOf(db).entries.delete(tokenHash);
}
