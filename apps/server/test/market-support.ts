import type { TestApp } from './helpers.ts';

/** Lookups into the seeded demo catalogue and accounts, for the market tests. */

export async function appId(t: TestApp, name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('marketApp')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw new Error(`no app ${name}`);
  return row.id;
}

export async function microId(t: TestApp, name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('microservice')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw new Error(`no microservice ${name}`);
  return row.id;
}

export async function modelId(t: TestApp, code: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('mechanismModel')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new Error(`no model ${code}`);
  return row.id;
}

export async function userOf(t: TestApp, account: string): Promise<{ id: number; tenantId: number }> {
  const row = await t.database.db
    .selectFrom('userAccount')
    .select(['id', 'tenantId'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return { id: row.id, tenantId: row.tenantId ?? 0 };
}

/** Live (not deleted) subscription rows of a tenant, by app name. */
export async function subscriptionsOf(t: TestApp, tenantId: number) {
  return t.database.db
    .selectFrom('marketSubscription as s')
    .innerJoin('marketApp as a', 'a.id', 's.marketId')
    .select([
      's.id',
      'a.name',
      's.type',
      's.duration',
      's.timeUnit',
      's.startTime',
      's.endTime',
      's.deleteTime',
    ])
    .where('s.tenantId', '=', tenantId)
    .where('s.deleteTime', 'is', null)
    .orderBy('s.id')
    .execute();
}

export const auth = (token: string) => ({ token });

/**
 * Clears what the market tests buy, subscribe and log (the demo seed has none of it), so that
 * every test starts from the seeded market whatever ran before it.
 */
export async function clearMarketActivity(t: TestApp): Promise<void> {
  const db = t.database.db;
  await db.deleteFrom('marketOrderItem').execute();
  await db.deleteFrom('marketOrder').execute();
  await db.deleteFrom('marketCartItem').execute();
  await db.deleteFrom('marketSubscription').execute();
  await db.deleteFrom('usageLog').execute();
}
