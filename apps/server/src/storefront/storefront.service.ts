import {
  type AppDetail,
  EXPIRATION,
  type IndustryGroup,
  MARKET_GROUP_SIZE,
  MARKET_TEXTS,
  type MarketListQuery,
} from '@portal/shared/market';
import { isInCart } from '../cart/cart.repository.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  findPublishedApp,
  findPublishedAppName,
  findPublishedAppRules,
  listAssociatedApps,
  listIndustriesWithApps,
  listPlans,
  listPublishedAppNames,
  listPublishedByInstalls,
  listPublishedByNames,
  pagePublishedApps,
  toAppCard,
} from '../market/apps.repository.ts';
import { logoLabels, logoSvg } from '../market/logo.ts';
import { findPublishedMicroName } from '../micro/micro.repository.ts';
import { findPublishedModelName } from '../models/models.repository.ts';
import { findLiveRow } from '../subscriptions/subscriptions.repository.ts';
import { expirationOf } from '../subscriptions/terms.ts';

export async function groupByIndustry(db: Db, keyword?: string): Promise<IndustryGroup[]> {
  const [industries, apps] = await Promise.all([
    listIndustriesWithApps(db),
    listPublishedByInstalls(db, keyword),
  ]);
  return industries
    .map((industry) => {
      const own = apps.filter((app) => app.industry === industry.id);
      return {
        id: industry.id,
        name: industry.name,
        total: own.length,
        marketList: own.slice(0, MARKET_GROUP_SIZE),
      };
    })
    .filter((group) => group.total > 0);
}

export function pageApps(
  db: Db,
  query: Required<Pick<MarketListQuery, 'currentPage' | 'pageSize'>> &
    MarketListQuery & { sort: 'asc' | 'desc'; sidx: 'createTime' | 'installNum' | 'name' },
) {
  return pagePublishedApps(db, query);
}

export async function appDetail(db: Db, id: number, user: Caller | null): Promise<AppDetail> {
  const row = await findPublishedApp(db, id);
  if (!row) throw notFound(MARKET_TEXTS.appNotFound);
  const tenantId = user?.role === 'tenant' ? user.tenantId : null;
  const [plans, associations, subscription, inCart] = await Promise.all([
    listPlans(db, [id]),
    listAssociatedApps(db, id),
    tenantId === null ? undefined : findLiveRow(db, tenantId, id),
    tenantId === null ? false : isInCart(db, tenantId, id),
  ]);
  const card = toAppCard(row);
  return {
    ...card,
    details: row.details,
    contactPerson: row.contactPerson,
    modifyTime: row.modifyTime,
    applicationMarketPriceEntityList: card.charged ? plans : [],
    associations,
    isSubscribe: subscription !== undefined && expirationOf(subscription, nowIso()) === EXPIRATION.active,
    inCart,
    isOwner: tenantId !== null && card.exploitTenantId === tenantId,
  };
}

export { listIndustriesWithApps } from '../market/apps.repository.ts';

/** Published apps by name (a comma-separated list, at most 50 names). */
export function appsByNames(db: Db, namesCsv: string) {
  const names = namesCsv
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, 50);
  return listPublishedByNames(db, names);
}

/** The apps a published app comes with; 404 for an app that is not published. */
export async function associatedApps(db: Db, id: number) {
  if (!(await findPublishedAppRules(db, id))) throw notFound(MARKET_TEXTS.appNotFound);
  return listAssociatedApps(db, id);
}

/** The drawn logo (SVG) of a published app, microservice or model; 404 otherwise. */
export async function logoOf(db: Db, kind: 'app' | 'micro' | 'model', id: number): Promise<string> {
  const row =
    kind === 'app'
      ? await findPublishedAppName(db, id)
      : kind === 'micro'
        ? await findPublishedMicroName(db, id)
        : await findPublishedModelName(db, id);
  if (!row) throw notFound('图标不存在');
  // Apps share a grid: their tiles are labelled so that no two read alike.
  const label =
    kind === 'app'
      ? logoLabels((await listPublishedAppNames(db)).map((other) => other.name)).get(row.name)
      : undefined;
  return logoSvg(kind, row.name, label);
}
