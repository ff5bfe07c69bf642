import type { AppAdminFilter } from '@portal/shared/app-admin';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { ModelSortTable } from '../models/models.tables.ts';
import type { MarketAppTable, MarketIndustryTable, MarketPricePlanTable } from './market.tables.ts';

/** The console's reads and writes of market apps, whatever their state (the rules are the service's). */

function selectManagedApps(db: Db) {
  return db
    .selectFrom('marketApp as a')
    .innerJoin('marketIndustry as i', 'i.id', 'a.industryId')
    .leftJoin('tenant as t', 't.id', 'a.exploitTenantId')
    .select((eb) => [
      'a.id',
      'a.name',
      'a.logo',
      'a.detailsRemake',
      'a.industryId',
      'i.name as industryName',
      'a.state',
      'a.charged',
      'a.isTrial',
      'a.trialTime',
      'a.exploitTenantId',
      't.name as exploitTenantName',
      'a.installNum',
      'a.createTime',
      'a.modifyTime',
      eb
        .selectFrom('marketPricePlan as p')
        .whereRef('p.appId', '=', 'a.id')
        .select((inner) => inner.fn.min('p.currentPriceFen').as('m'))
        .as('minPriceFen'),
      eb
        .selectFrom('marketPricePlan as p')
        .whereRef('p.appId', '=', 'a.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('planCount'),
    ]);
}

export type ManagedAppRow = Awaited<ReturnType<ReturnType<typeof selectManagedApps>['execute']>>[number];

export async function pageManagedApps(db: Db, filter: AppAdminFilter) {
  let base = selectManagedApps(db);
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('a.name', keyword));
  if (filter.industry) base = base.where('a.industryId', '=', filter.industry);
  if (filter.state !== undefined) base = base.where('a.state', '=', filter.state);
  if (filter.charged) base = base.where('a.charged', '=', filter.charged === 'charged' ? 1 : 0);
  const ordered =
    filter.sort === 'createTimeDesc'
      ? base.orderBy('a.createTime', 'desc').orderBy('a.id', 'desc')
      : filter.sort === 'installNumDesc'
        ? base.orderBy('a.installNum', 'desc').orderBy('a.id', 'desc')
        : filter.sort === 'nameAsc'
          ? base.orderBy('a.name', 'asc').orderBy('a.id', 'asc')
          : base.orderBy('a.modifyTime', 'desc').orderBy('a.id', 'desc');
  const { rows, total } = await paginate(ordered, filter);
  return { list: rows as ManagedAppRow[], total };
}

export function findManagedApp(db: Db, id: number) {
  return selectManagedApps(db)
    .select(['a.details', 'a.contactPerson'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export function findAppIdByName(db: Db, name: string) {
  return db.selectFrom('marketApp').select('id').where('name', '=', name).executeTakeFirst();
}

export function listAppPlans(db: Db, appId: number) {
  return db
    .selectFrom('marketPricePlan')
    .selectAll()
    .where('appId', '=', appId)
    .orderBy('duration')
    .execute();
}

/** The apps an app lists as associated, whatever their state. */
export function listAssociationRefs(db: Db, appId: number) {
  return db
    .selectFrom('marketAssociation as s')
    .innerJoin('marketApp as a', 'a.id', 's.associatedAppId')
    .select(['a.id', 'a.name'])
    .where('s.appId', '=', appId)
    .orderBy('a.id')
    .execute();
}

/** The apps that list `appId` as associated. */
export function listAssociatingApps(db: Db, appId: number) {
  return db
    .selectFrom('marketAssociation as s')
    .innerJoin('marketApp as a', 'a.id', 's.appId')
    .select(['a.id', 'a.name'])
    .where('s.associatedAppId', '=', appId)
    .orderBy('a.id')
    .execute();
}

export function listAppNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('marketApp').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function industryExists(db: Db, id: number) {
  return db.selectFrom('marketIndustry').select('id').where('id', '=', id).executeTakeFirst();
}

export function tenantExists(db: Db, id: number) {
  return db.selectFrom('tenant').select('id').where('id', '=', id).executeTakeFirst();
}

export function listAllIndustries(db: Db) {
  return db.selectFrom('marketIndustry').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/** The tenants an app may be published by (the platform's own tenant accounts). */
export function listTenantChoices(db: Db, limit: number) {
  return db.selectFrom('tenant').select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).execute();
}

export function listAppChoices(db: Db) {
  return db.selectFrom('marketApp').select(['id', 'name', 'state']).orderBy('id').execute();
}

export async function updateManagedApp(
  db: Db,
  id: number,
  values: Updateable<MarketAppTable>,
): Promise<void> {
  await db.updateTable('marketApp').set(values).where('id', '=', id).execute();
}

export async function insertManagedApp(db: Db, values: Insertable<MarketAppTable>): Promise<number> {
  const row = await db.insertInto('marketApp').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the app's plans: one per year count, updated in place (ids kept), the others removed. */
export async function replacePlans(
  db: Db,
  appId: number,
  plans: Omit<Insertable<MarketPricePlanTable>, 'appId'>[],
): Promise<void> {
  const durations = plans.map((plan) => plan.duration);
  let removal = db.deleteFrom('marketPricePlan').where('appId', '=', appId);
  if (durations.length > 0) removal = removal.where('duration', 'not in', durations);
  await removal.execute();
  for (const plan of plans) {
    const updated = await db
      .updateTable('marketPricePlan')
      .set({
        timeUnit: plan.timeUnit,
        originalPriceFen: plan.originalPriceFen,
        currentPriceFen: plan.currentPriceFen,
      })
      .where('appId', '=', appId)
      .where('duration', '=', plan.duration)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await db
        .insertInto('marketPricePlan')
        .values({ ...plan, appId })
        .execute();
  }
}

export async function replaceAssociations(db: Db, appId: number, associatedIds: number[]): Promise<void> {
  await db.deleteFrom('marketAssociation').where('appId', '=', appId).execute();
  if (associatedIds.length > 0)
    await db
      .insertInto('marketAssociation')
      .values(associatedIds.map((associatedAppId) => ({ appId, associatedAppId })))
      .execute();
}

/** Subscription records (any, even ended or deleted) and orders that name the app. */
export async function countAppHolds(
  db: Db,
  appId: number,
): Promise<{ subscriptions: number; orders: number }> {
  const [subscriptions, orders] = await Promise.all([
    db
      .selectFrom('marketSubscription')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('marketId', '=', appId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('marketOrderItem')
      .select((eb) => eb.fn.count('orderId').distinct().as('n'))
      .where('marketId', '=', appId)
      .executeTakeFirstOrThrow(),
  ]);
  return { subscriptions: Number(subscriptions.n), orders: Number(orders.n) };
}

/** Deletes the app; its plans, associations (both ways) and cart items go with it (cascade). */
export async function deleteManagedApp(db: Db, id: number): Promise<void> {
  await db.deleteFrom('marketPricePlan').where('appId', '=', id).execute();
  await db
    .deleteFrom('marketAssociation')
    .where((eb) => eb.or([eb('appId', '=', id), eb('associatedAppId', '=', id)]))
    .execute();
  await db.deleteFrom('marketCartItem').where('marketId', '=', id).execute();
  await db.deleteFrom('marketApp').where('id', '=', id).execute();
}

// ---------- industries ----------

function selectManagedIndustries(db: Db) {
  return db.selectFrom('marketIndustry as i').select((eb) => [
    'i.id',
    'i.name',
    'i.sort',
    'i.createTime',
    eb
      .selectFrom('marketApp as a')
      .whereRef('a.industryId', '=', 'i.id')
      .select((inner) => inner.fn.countAll().as('n'))
      .as('appCount'),
    eb
      .selectFrom('microservice as m')
      .whereRef('m.industryId', '=', 'i.id')
      .select((inner) => inner.fn.countAll().as('n'))
      .as('microCount'),
  ]);
}

export type ManagedIndustryRow = Awaited<
  ReturnType<ReturnType<typeof selectManagedIndustries>['execute']>
>[number];

export async function pageManagedIndustries(db: Db, filter: { keyword?: string | undefined } & PageWindow) {
  let base = selectManagedIndustries(db);
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('i.name', keyword));
  const { rows, total } = await paginate(base.orderBy('i.sort').orderBy('i.id'), filter);
  return { list: rows as ManagedIndustryRow[], total };
}

export function findManagedIndustry(db: Db, id: number) {
  return selectManagedIndustries(db).where('i.id', '=', id).executeTakeFirst();
}

export function findIndustryIdByName(db: Db, name: string) {
  return db.selectFrom('marketIndustry').select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertManagedIndustry(
  db: Db,
  values: Insertable<MarketIndustryTable>,
): Promise<number> {
  const row = await db.insertInto('marketIndustry').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManagedIndustry(
  db: Db,
  id: number,
  values: Updateable<MarketIndustryTable>,
): Promise<void> {
  await db.updateTable('marketIndustry').set(values).where('id', '=', id).execute();
}

export async function deleteManagedIndustry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('marketIndustry').where('id', '=', id).execute();
}

// ---------- model sorts ----------

function selectManagedModelSorts(db: Db) {
  return db.selectFrom('modelSort as s').select((eb) => [
    's.code',
    's.name',
    's.sort',
    eb
      .selectFrom('mechanismModel as m')
      .whereRef('m.modelSortCode', '=', 's.code')
      .select((inner) => inner.fn.countAll().as('n'))
      .as('modelCount'),
  ]);
}

export type ManagedModelSortRow = Awaited<
  ReturnType<ReturnType<typeof selectManagedModelSorts>['execute']>
>[number];

export async function pageManagedModelSorts(db: Db, filter: { keyword?: string | undefined } & PageWindow) {
  let base = selectManagedModelSorts(db);
  const keyword = filter.keyword?.trim();
  if (keyword)
    base = base.where((eb) => eb.or([containsText('s.name', keyword), containsText('s.code', keyword)]));
  const { rows, total } = await paginate(base.orderBy('s.sort').orderBy('s.code'), filter);
  return { list: rows as ManagedModelSortRow[], total };
}

export function findManagedModelSort(db: Db, code: string) {
  return selectManagedModelSorts(db).where('s.code', '=', code).executeTakeFirst();
}

export async function insertManagedModelSort(db: Db, values: Insertable<ModelSortTable>): Promise<void> {
  await db.insertInto('modelSort').values(values).execute();
}

export async function updateManagedModelSort(
  db: Db,
  code: string,
  values: Updateable<ModelSortTable>,
): Promise<void> {
  await db.updateTable('modelSort').set(values).where('code', '=', code).execute();
}

export async function deleteManagedModelSort(db: Db, code: string): Promise<void> {
  await db.deleteFrom('modelSort').where('code', '=', code).execute();
}
