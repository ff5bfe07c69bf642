import {
  type AppDetail,
  EXPIRATION,
  type IndustryGroup,
  MARKET_GROUP_SIZE,
  MARKET_TEXTS,
  type MarketListQuery,
} from '@portal/shared/market';
import type { UserRow } from '../accounts/user.repository.ts';
import { isInCart } from '../cart/cart.repository.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { nowIso } from '../lib/time.ts';
import {
  findPublishedApp,
  listAssociatedApps,
  listIndustriesWithApps,
  listPlans,
  listPublishedByInstalls,
  pagePublishedApps,
  toAppCard,
} from '../market/apps.repository.ts';
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

export async function appDetail(db: Db, id: number, user: UserRow | null): Promise<AppDetail> {
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
