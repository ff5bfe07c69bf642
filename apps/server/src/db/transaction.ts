import type { Kysely } from 'kysely';
import { dropAreas } from '../lib/cache-invalidation.ts';
import type { CacheArea } from '../lib/json-cache.ts';
import type { Database } from './schema.ts';

export interface TransactionOptions {
  /** The cached read areas the work changes: dropped once it is committed, never before. */
  invalidates?: readonly CacheArea[];
}

/** The areas declared inside each open transaction, dropped when its outermost call commits. */
const declared = new WeakMap<Kysely<Database>, Set<CacheArea>>();

/**
 * Runs `fn` in a transaction and drops the declared cache areas after the commit succeeds (in every
 * server process when shared); a rollback drops nothing. Called with a transaction that an outer
 * `withTransaction` opened, `fn` joins it and its areas wait for that outer commit.
 */
export async function withTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (db.isTransaction) {
    const areas = declared.get(db);
    // A transaction opened any other way would commit without dropping what was declared here.
    if (!areas) throw new Error('事务须由 withTransaction 打开，提交后才能清除缓存');
    for (const area of options.invalidates ?? []) areas.add(area);
    return fn(db);
  }
  const areas = new Set(options.invalidates);
  const result = await db.transaction().execute((trx) => {
    declared.set(trx, areas);
    return fn(trx);
  });
  await dropAreas(db, areas);
  return result;
}
