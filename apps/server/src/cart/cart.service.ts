import {
  type CartItem,
  type CartPreview,
  type CartUpdateRequest,
  cartDependencyText,
} from '@portal/shared/cart';
import {
  type AppRef,
  EXPIRATION,
  MARKET_TEXTS,
  type PricePlan,
  priceForYears,
  YEAR_TIME_UNIT,
} from '@portal/shared/market';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { TenantCaller } from '../lib/caller.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import {
  type AppRules,
  findPublishedAppRules,
  listAssociationsAmong,
  listPlans,
} from '../market/apps.repository.ts';
import { walkAssociations } from '../market/associations.ts';
import { findLiveRow } from '../subscriptions/subscriptions.repository.ts';
import { expirationOf } from '../subscriptions/terms.ts';
import {
  type CartRow,
  deleteCartApps,
  insertCartItem,
  listCartApps,
  selectCartRows,
  setCartYears,
} from './cart.repository.ts';

/**
 * The server's price of `years` of an app, checked against what the browser sent: a plan of
 * another app or of other years, or a different price, is refused.
 */
export function priceYears(
  plans: PricePlan[],
  years: number,
  sent: { price?: number | undefined; priceId?: number | undefined },
) {
  if (sent.priceId !== undefined) {
    const plan = plans.find((candidate) => candidate.id === sent.priceId);
    if (!plan || plan.duration !== years) throw badRequest(MARKET_TEXTS.planMismatch);
  }
  const price = priceForYears(plans, years);
  // Only the app's plans are sold: never a price computed for years it has no plan of.
  if (!price) throw badRequest(plans.length === 0 ? MARKET_TEXTS.noPlan : MARKET_TEXTS.noPlanForYears);
  if (sent.price !== undefined && yuanToFen(sent.price) !== yuanToFen(price.currentPrice)) {
    throw new AppError(409, MARKET_TEXTS.priceChanged);
  }
  return price;
}

/**
 * The apps adding `app` puts into the tenant's cart: it and, recursively, its associated charged
 * apps (each once, cycles safe), leaving out those not for sale to the tenant (free, its own) and
 * associated apps it already has live. Apps already in the cart are among them (adding them again
 * changes nothing).
 */
async function cartCandidates(db: Db, caller: TenantCaller, app: AppRules, now: string): Promise<AppRef[]> {
  const candidates: AppRef[] = [];
  await walkAssociations(db, app.id, async (id) => {
    const current = id === app.id ? app : await findPublishedAppRules(db, id);
    if (current?.charged !== 1 || current.exploitTenantId === caller.tenantId) return false;
    if (id !== app.id) {
      const row = await findLiveRow(db, caller.tenantId, id);
      if (row && expirationOf(row, now) === EXPIRATION.active) return false;
    }
    candidates.push({ id: current.id, name: current.name });
    return true;
  });
  return candidates;
}

/** The charged, published app a tenant may put into its cart; refused otherwise. */
async function appForCart(db: Db, caller: TenantCaller, marketId: number): Promise<AppRules> {
  const app = await findPublishedAppRules(db, marketId);
  if (!app) throw notFound(MARKET_TEXTS.appNotFound);
  if (app.exploitTenantId === caller.tenantId) throw new AppError(403, MARKET_TEXTS.ownApp);
  if (app.charged !== 1) throw badRequest(MARKET_TEXTS.freeNoCart);
  return app;
}

/** Puts a charged app and its associated charged apps into the tenant's cart; answers those it added. */
export async function addToCart(db: Db, caller: TenantCaller, marketId: number): Promise<AppRef[]> {
  const app = await appForCart(db, caller, marketId);
  const now = nowIso();
  return withTransaction(db, async (trx) => {
    const added: AppRef[] = [];
    for (const candidate of await cartCandidates(trx, caller, app, now)) {
      const item = {
        tenantId: caller.tenantId,
        marketId: candidate.id,
        userId: caller.userId,
        createTime: now,
      };
      if (await insertCartItem(trx, item)) added.push(candidate);
    }
    return added;
  });
}

/**
 * What adding an app would put into the cart, before anything is added: each app not in the cart
 * yet with its lowest yearly price (¥x 起/年), and their sum. The buyer confirms associated apps.
 */
export async function previewCartAdd(db: Db, caller: TenantCaller, marketId: number): Promise<CartPreview> {
  const app = await appForCart(db, caller, marketId);
  const inCart = new Set((await listCartApps(db, caller.tenantId)).map((item) => item.id));
  const coming = (await cartCandidates(db, caller, app, nowIso())).filter(
    (candidate) => !inCart.has(candidate.id),
  );
  const plans = await listPlans(
    db,
    coming.map((candidate) => candidate.id),
  );
  const apps = coming.map((candidate) => {
    const own = plans.filter((plan) => plan.aid === candidate.id).map((plan) => plan.currentPrice);
    return { ...candidate, fromPrice: own.length > 0 ? Math.min(...own) : null };
  });
  const fen = apps.reduce((sum, item) => sum + yuanToFen(item.fromPrice ?? 0), 0);
  return { apps, fromTotal: fenToYuan(fen) };
}

type Edge = { appId: number; associatedAppId: number };

/** Apps reachable from `start` along association links. */
function reachable(edges: Edge[], start: number): Set<number> {
  const seen = new Set<number>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    for (const edge of edges) {
      if (edge.appId === id && !seen.has(edge.associatedAppId)) {
        seen.add(edge.associatedAppId);
        queue.push(edge.associatedAppId);
      }
    }
  }
  return seen;
}

/**
 * What removing `marketId` from the cart means: the group that leaves together (the app and the
 * apps on a cycle with it, which depend on each other) and the other cart apps that depend on
 * the group and so block the removal.
 */
function removal(cart: AppRef[], edges: Edge[], marketId: number) {
  const fromApp = reachable(edges, marketId);
  const group = new Set([
    marketId,
    ...cart.map((app) => app.id).filter((id) => fromApp.has(id) && reachable(edges, id).has(marketId)),
  ]);
  const blocking = cart.filter(
    (app) =>
      !group.has(app.id) && edges.some((edge) => edge.appId === app.id && group.has(edge.associatedAppId)),
  );
  return { group: [...group], blocking };
}

/** The tenant's cart apps and the association links between them. */
async function cartGraph(db: Db, tenantId: number): Promise<{ cart: AppRef[]; edges: Edge[] }> {
  const cart = await listCartApps(db, tenantId);
  if (cart.length === 0) return { cart, edges: [] };
  const edges = await listAssociationsAmong(
    db,
    cart.map((app) => app.id),
  );
  return { cart, edges };
}

/**
 * Removes an app from the cart unless another cart app depends on it (spec 002 §4). Apps on a
 * cycle with it leave together, or a cycle could never leave the cart.
 */
export async function removeFromCart(db: Db, tenantId: number, marketId: number): Promise<void> {
  await withTransaction(db, async (trx) => {
    const { cart, edges } = await cartGraph(trx, tenantId);
    if (!cart.some((app) => app.id === marketId)) throw notFound(MARKET_TEXTS.cartItemNotFound);
    const { group, blocking } = removal(cart, edges, marketId);
    if (blocking.length > 0) throw new AppError(409, cartDependencyText(blocking.map((app) => app.name)));
    await deleteCartApps(trx, tenantId, group);
  });
}

async function toCartItems(db: Db, tenantId: number, rows: CartRow[]): Promise<CartItem[]> {
  const [plans, { cart, edges }] = await Promise.all([
    listPlans(
      db,
      rows.map((row) => row.marketId),
    ),
    cartGraph(db, tenantId),
  ]);
  return rows.map((row) => {
    const prices = plans.filter((plan) => plan.aid === row.marketId);
    const price = row.duration === null ? null : priceForYears(prices, row.duration);
    return {
      id: row.id,
      marketId: row.marketId,
      marketName: row.marketName,
      logo: row.logo,
      price: price?.currentPrice ?? null,
      duration: row.duration,
      timeUnit: YEAR_TIME_UNIT,
      checked: true,
      prices,
      requiredBy: removal(cart, edges, row.marketId).blocking,
    };
  });
}

export async function listCart(db: Db, tenantId: number): Promise<CartItem[]> {
  const rows = await selectCartRows(db, tenantId).orderBy('c.id').execute();
  return toCartItems(db, tenantId, rows);
}

/** Chooses the years (1–5) of a cart item; the price is the server's. */
export async function updateCartItem(
  db: Db,
  tenantId: number,
  request: CartUpdateRequest,
): Promise<CartItem> {
  const row = await selectCartRows(db, tenantId).where('c.id', '=', request.id).executeTakeFirst();
  if (!row) throw notFound(MARKET_TEXTS.cartItemNotFound);
  priceYears(await listPlans(db, [row.marketId]), request.duration, request);
  await setCartYears(db, row.id, request.duration);
  const [item] = await toCartItems(db, tenantId, [{ ...row, duration: request.duration }]);
  return item as CartItem;
}
