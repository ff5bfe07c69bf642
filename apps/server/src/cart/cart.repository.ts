import { APP_STATE_PUBLISHED, type AppRef } from '@portal/shared/market';
import type { Db } from '../db/database.ts';

/** Adds an app to the tenant's cart unless it is there already; true when it was added. */
export async function insertCartItem(
  db: Db,
  item: { tenantId: number; marketId: number; userId: number; createTime: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('marketCartItem')
    .values({ ...item, duration: null })
    .onConflict((oc) => oc.columns(['tenantId', 'marketId']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The apps in the tenant's cart (published or not), by id. */
export function listCartApps(db: Db, tenantId: number): Promise<AppRef[]> {
  return db
    .selectFrom('marketCartItem as c')
    .innerJoin('marketApp as a', 'a.id', 'c.marketId')
    .select(['a.id', 'a.name'])
    .where('c.tenantId', '=', tenantId)
    .orderBy('a.id')
    .execute();
}

export async function deleteCartApps(db: Db, tenantId: number, marketIds: number[]): Promise<void> {
  await db
    .deleteFrom('marketCartItem')
    .where('tenantId', '=', tenantId)
    .where('marketId', 'in', marketIds)
    .execute();
}

/** Cart items of published apps, as the cart shows them. */
export function selectCartRows(db: Db, tenantId: number) {
  return db
    .selectFrom('marketCartItem as c')
    .innerJoin('marketApp as a', 'a.id', 'c.marketId')
    .select(['c.id', 'c.marketId', 'c.duration', 'a.name as marketName', 'a.logo'])
    .where('c.tenantId', '=', tenantId)
    .where('a.state', '=', APP_STATE_PUBLISHED);
}

export type CartRow = Awaited<ReturnType<ReturnType<typeof selectCartRows>['execute']>>[number];

export async function setCartYears(db: Db, id: number, duration: number): Promise<void> {
  await db.updateTable('marketCartItem').set({ duration }).where('id', '=', id).execute();
}

/** Whether the app is in the tenant's cart. */
export async function isInCart(db: Db, tenantId: number, marketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('marketCartItem')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('marketId', '=', marketId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tenant's cart items among `ids`, with their app's name and whether it may be ordered. */
export function listCartItemsForOrder(db: Db, tenantId: number, ids: number[]) {
  return db
    .selectFrom('marketCartItem as c')
    .innerJoin('marketApp as a', 'a.id', 'c.marketId')
    .select(['c.id', 'c.marketId', 'c.duration', 'a.name', 'a.charged', 'a.state'])
    .where('c.tenantId', '=', tenantId)
    .where('c.id', 'in', ids)
    .execute();
}

/** The tenant's cart items among `ids` as they are now. */
export function listCartItems(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('marketCartItem')
    .select(['id', 'marketId', 'duration'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

export async function deleteCartItems(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('marketCartItem').where('id', 'in', ids).execute();
}
