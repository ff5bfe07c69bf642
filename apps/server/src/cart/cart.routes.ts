import { cartApi, MARKET_TEXTS } from '@portal/shared/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnTenant, tenantUser } from '../auth/tenant-user.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { addToCart, listCart, removeFromCart, updateCartItem } from './cart.service.ts';

/** The tenant administrator's cart (spec 002 §7.3 paths); the tenant in a path must be the caller's. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, cartApi.add, async ({ params }, request) => {
    const user = tenantUser(request);
    assertOwnTenant(user, params.tenantId);
    return ok({ added: await addToCart(app.db, user, params.marketId) }, MARKET_TEXTS.addedToCart);
  });

  route(app, cartApi.remove, async ({ params }, request) => {
    const user = tenantUser(request);
    assertOwnTenant(user, params.tenantId);
    await removeFromCart(app.db, user.tenantId, params.marketId);
    return ok(null, MARKET_TEXTS.removedFromCart);
  });

  route(app, cartApi.list, async ({ params }, request) => {
    const user = tenantUser(request);
    assertOwnTenant(user, params.tenantId);
    return ok(await listCart(app.db, user.tenantId));
  });

  route(app, cartApi.update, async ({ body }, request) =>
    ok(await updateCartItem(app.db, tenantUser(request).tenantId, body)),
  );
};
