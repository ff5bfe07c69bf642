import { z } from 'zod';
import { zBodyId, zId } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { MARKET_TEXTS, MAX_YEARS, MIN_YEARS, YEAR_TIME_UNIT, zAppRef, zPricePlan, zYuan } from './market.ts';

/**
 * The cart (spec 002 §2.9, §7.4 `market/shopping`): a tenant administrator's paid apps with the
 * years chosen, associated apps added with the app that lists them.
 */

export const zCartItem = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  marketName: z.string(),
  logo: z.string(),
  /** Yuan for the chosen years; null until years are chosen. */
  price: z.number().nullable(),
  /** Years, 1–5; null until chosen (ordering then asks 请选择年份). */
  duration: z.number().int().nullable(),
  timeUnit: z.string(),
  /** Items are checked by default. */
  checked: z.boolean(),
  prices: z.array(zPricePlan),
  /**
   * Other cart apps that list this one (or an app on a cycle with it) as associated: removal is
   * refused with 应用【…】关联了当前应用,不能删除 while any remain. Apps on a cycle with it leave
   * the cart together with it.
   */
  requiredBy: z.array(zAppRef),
});
export type CartItem = z.infer<typeof zCartItem>;

export const zCartAddResult = z.object({
  /** Every app the call put into the cart: the chosen one and its associated apps. */
  added: z.array(zAppRef),
});

/** What adding an app would put into the cart (nothing is added): the buyer confirms associated apps first. */
export const zCartPreview = z.object({
  /** The apps not in the cart yet, the chosen one first; `fromPrice` is the lowest yearly price (yuan). */
  apps: z.array(zAppRef.extend({ fromPrice: z.number().nullable() })),
  /** Their lowest prices together (yuan): ¥x 起. */
  fromTotal: z.number(),
});
export type CartPreview = z.infer<typeof zCartPreview>;

export const zCartUpdateRequest = z.object({
  id: zBodyId,
  duration: z.number().int().min(MIN_YEARS, MARKET_TEXTS.yearsRange).max(MAX_YEARS, MARKET_TEXTS.yearsRange),
  timeUnit: z.literal(YEAR_TIME_UNIT).optional(),
  /** When sent, must equal the server's price for these years. */
  price: zYuan.optional(),
  priceId: zBodyId.optional(),
});
export type CartUpdateRequest = z.input<typeof zCartUpdateRequest>;

export function cartDependencyText(names: readonly string[]): string {
  return `应用【${names.join('、')}】关联了当前应用,不能删除`;
}

// ---------- calls: cart (tenant administrator; the tenant in a path must be the caller's) ----------

const zMarketTenantParams = z.object({ marketId: zId, tenantId: zId });

export const cartApi = {
  add: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/shopping/:marketId/:tenantId',
    tag: 'cart',
    summary: '加入购物车（收费应用，连同关联应用）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: zMarketTenantParams,
    data: zCartAddResult,
  }),
  /** Before 加入购物车: what it would add, associated apps included, with their prices; adds nothing. */
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/shopping/preview/:marketId/:tenantId',
    tag: 'cart',
    summary: '加入购物车前预览：将加入的应用（含关联应用）及其最低年价，不加入',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: zMarketTenantParams,
    data: zCartPreview,
  }),
  remove: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/remove/:marketId/:tenantId',
    tag: 'cart',
    summary: '移出购物车（购物车中其他应用关联了它时不能移除）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: zMarketTenantParams,
    data: z.null(),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/marketShopping/selectList/:tenantId',
    tag: 'cart',
    summary: '购物车列表（默认全部勾选；价格按所选年限由服务器计算）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    params: z.object({ tenantId: zId }),
    data: z.array(zCartItem),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/marketShopping/update',
    tag: 'cart',
    summary: '选择购物车应用的年限（1-5 年）',
    access: 'tenantAdmin',
    refusal: MARKET_TEXTS.cartRole,
    body: zCartUpdateRequest,
    data: zCartItem,
  }),
};
