import {
  MARKET_TEXTS,
  zCartAddResult,
  zCartItem,
  zCartUpdateRequest,
  zEnvelope,
  zErrorEnvelope,
  zIdParam,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { assertOwnTenant, requireTenantAdmin, tenantUser } from '../market/access.ts';
import { addToCart, listCart, removeFromCart, updateCartItem } from './cart.service.ts';

const errors = {
  400: zErrorEnvelope,
  401: zErrorEnvelope,
  403: zErrorEnvelope,
  404: zErrorEnvelope,
  409: zErrorEnvelope,
};
const tags = ['cart'];
const zMarketTenantParams = z.object({ marketId: zIdParam.shape.id, tenantId: zIdParam.shape.id });

/** The tenant administrator's cart (spec 002 §7.3 paths); the tenant in a path must be the caller's. */
export function cartRoutes(app: AppInstance): void {
  app.get(
    '/api/portalWeb/market/shopping/:marketId/:tenantId',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '加入购物车（收费应用，连同关联应用）',
        params: zMarketTenantParams,
        response: { 200: zEnvelope(zCartAddResult), ...errors },
      },
    },
    async (request) => {
      const user = tenantUser(request);
      assertOwnTenant(user, request.params.tenantId);
      return ok({ added: await addToCart(app.db, user, request.params.marketId) }, MARKET_TEXTS.addedToCart);
    },
  );

  app.get(
    '/api/portalWeb/market/remove/:marketId/:tenantId',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '移出购物车（购物车中其他应用关联了它时不能移除）',
        params: zMarketTenantParams,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      const user = tenantUser(request);
      assertOwnTenant(user, request.params.tenantId);
      await removeFromCart(app.db, user.tenantId, request.params.marketId);
      return ok(null, MARKET_TEXTS.removedFromCart);
    },
  );

  app.get(
    '/api/portalWeb/marketShopping/selectList/:tenantId',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '购物车列表（默认全部勾选；价格按所选年限由服务器计算）',
        params: z.object({ tenantId: zIdParam.shape.id }),
        response: { 200: zEnvelope(z.array(zCartItem)), ...errors },
      },
    },
    async (request) => {
      const user = tenantUser(request);
      assertOwnTenant(user, request.params.tenantId);
      return ok(await listCart(app.db, user.tenantId));
    },
  );

  app.post(
    '/api/portalWeb/marketShopping/update',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '选择购物车应用的年限（1-5 年）',
        body: zCartUpdateRequest,
        response: { 200: zEnvelope(zCartItem), ...errors },
      },
    },
    async (request) => ok(await updateCartItem(app.db, tenantUser(request).tenantId, request.body)),
  );
}
