/**
 * Remembers a read's answer for `ttlMs`, per database handle, so a public list that changes
 * rarely (platform members, map markers) costs no query on most requests. Concurrent callers
 * share one load; a failed load is not remembered. Keyed by the handle, never global: tests
 * and tools run several databases in one process.
 */
export function memoPerDatabase<Db extends object, T>(ttlMs: number, load: (db: Db) => Promise<T>) {
  const entries = new WeakMap<Db, { value: Promise<T>; expiresAt: number }>();
  return (db: Db): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(db);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load(db);
    entries.set(db, { value, expiresAt: now + ttlMs });
    value.catch(() => {
      if (entries.get(db)?.value === value) entries.delete(db);
    });
    return value;
  };
}
