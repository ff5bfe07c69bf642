import {
  APP_STATE_PUBLISHED,
  type AppCard,
  type AppRef,
  type MarketListQuery,
  type PricePlan,
} from '@portal/shared/market';
import type { Db } from '../db/database.ts';
import { containsText, paginate } from '../db/sql.ts';
import { fenToYuan } from '../lib/money.ts';

/** Apps with what a card shows; `published` keeps out everything not in state 1. */
function selectAppCards(db: Db) {
  return db
    .selectFrom('marketApp as a')
    .innerJoin('marketIndustry as i', 'i.id', 'a.industryId')
    .select((eb) => [
      'a.id',
      'a.name',
      'a.logo',
      'a.detailsRemake',
      'a.industryId',
      'i.name as industryName',
      'a.charged',
      'a.isTrial',
      'a.trialTime',
      'a.installNum',
      'a.exploitTenantId',
      'a.createTime',
      eb
        .selectFrom('marketPricePlan as p')
        .whereRef('p.appId', '=', 'a.id')
        .select((inner) => inner.fn.min('p.currentPriceFen').as('m'))
        .as('minPriceFen'),
    ]);
}

type AppCardRow = Awaited<ReturnType<ReturnType<typeof selectAppCards>['execute']>>[number];

export function toAppCard(row: AppCardRow): AppCard {
  const charged = row.charged === 1;
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    detailsRemake: row.detailsRemake,
    industry: row.industryId,
    industryName: row.industryName,
    charged,
    isTrial: charged && row.isTrial === 1,
    trialTime: row.trialTime,
    installNum: row.installNum,
    exploitTenantId: row.exploitTenantId,
    minPrice: charged && row.minPriceFen !== null ? fenToYuan(Number(row.minPriceFen)) : null,
    createTime: row.createTime,
  };
}

function publishedCards(db: Db) {
  return selectAppCards(db).where('a.state', '=', APP_STATE_PUBLISHED);
}

export async function listIndustriesWithApps(db: Db) {
  return db
    .selectFrom('marketIndustry as i')
    .select(['i.id', 'i.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('marketApp as a')
          .select('a.id')
          .whereRef('a.industryId', '=', 'i.id')
          .where('a.state', '=', APP_STATE_PUBLISHED),
      ),
    )
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

/** Every published app, most installed first (the industry groups take their first few). */
export async function listPublishedByInstalls(db: Db, keyword?: string) {
  let query = publishedCards(db);
  if (keyword) query = query.where(containsText('a.name', keyword));
  const rows = await query.orderBy('a.installNum', 'desc').orderBy('a.id').execute();
  return rows.map(toAppCard);
}

type ListFilter = Omit<MarketListQuery, 'currentPage' | 'pageSize' | 'sort' | 'sidx'>;

function filtered(db: Db, filter: ListFilter) {
  let query = publishedCards(db);
  if (filter.keyword) query = query.where(containsText('a.name', filter.keyword));
  if (filter.industry) query = query.where('a.industryId', '=', filter.industry);
  if (filter.industryName) query = query.where('i.name', '=', filter.industryName);
  return query;
}

export async function pagePublishedApps(
  db: Db,
  query: ListFilter & {
    currentPage: number;
    pageSize: number;
    sort: 'asc' | 'desc';
    sidx: 'createTime' | 'installNum' | 'name';
  },
) {
  const { rows, total } = await paginate(
    filtered(db, query).orderBy(`a.${query.sidx}`, query.sort).orderBy('a.id', query.sort),
    query,
  );
  return { list: rows.map(toAppCard), total };
}

export async function listPublishedByNames(db: Db, names: string[]) {
  if (names.length === 0) return [];
  const rows = await publishedCards(db).where('a.name', 'in', names).orderBy('a.id').execute();
  return rows.map(toAppCard);
}

/** A published app with its detail columns, or undefined. */
export function findPublishedApp(db: Db, id: number) {
  return publishedCards(db)
    .select(['a.details', 'a.contactPerson', 'a.modifyTime'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function listPlans(db: Db, appIds: number[]): Promise<PricePlan[]> {
  if (appIds.length === 0) return [];
  const rows = await db
    .selectFrom('marketPricePlan')
    .selectAll()
    .where('appId', 'in', appIds)
    .orderBy('appId')
    .orderBy('duration')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    aid: row.appId,
    duration: row.duration,
    timeUnit: row.timeUnit,
    originalPrice: fenToYuan(row.originalPriceFen),
    currentPrice: fenToYuan(row.currentPriceFen),
  }));
}

/** The published apps an app lists as associated (direct ones only). */
export async function listAssociatedApps(db: Db, appId: number): Promise<AppRef[]> {
  return db
    .selectFrom('marketAssociation as s')
    .innerJoin('marketApp as a', 'a.id', 's.associatedAppId')
    .select(['a.id', 'a.name'])
    .where('s.appId', '=', appId)
    .where('a.state', '=', APP_STATE_PUBLISHED)
    .orderBy('a.id')
    .execute();
}

/** The plain columns the subscription and cart rules need, for a published app. */
export function findPublishedAppRules(db: Db, id: number) {
  return db
    .selectFrom('marketApp')
    .select(['id', 'name', 'logo', 'charged', 'isTrial', 'trialTime', 'exploitTenantId'])
    .where('id', '=', id)
    .where('state', '=', APP_STATE_PUBLISHED)
    .executeTakeFirst();
}
export type AppRules = NonNullable<Awaited<ReturnType<typeof findPublishedAppRules>>>;

/** The name of a published app, for its generated logo. */
export function findPublishedAppName(db: Db, id: number) {
  return db
    .selectFrom('marketApp')
    .select('name')
    .where('id', '=', id)
    .where('state', '=', APP_STATE_PUBLISHED)
    .executeTakeFirst();
}

/** One more tenant has the app (its install count drives the market's ranking). */
export async function countInstall(db: Db, appId: number): Promise<void> {
  await db
    .updateTable('marketApp')
    .set((eb) => ({ installNum: eb('installNum', '+', 1) }))
    .where('id', '=', appId)
    .execute();
}

/** The apps an app lists as associated, published or not (the rules decide per app). */
export async function listAssociatedIds(db: Db, appId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('marketAssociation')
    .select('associatedAppId')
    .where('appId', '=', appId)
    .orderBy('associatedAppId')
    .execute();
  return rows.map((row) => row.associatedAppId);
}

/** The association links among a set of apps (both ends in the set). */
export function listAssociationsAmong(db: Db, appIds: number[]) {
  return db
    .selectFrom('marketAssociation')
    .select(['appId', 'associatedAppId'])
    .where('appId', 'in', appIds)
    .where('associatedAppId', 'in', appIds)
    .execute();
}
