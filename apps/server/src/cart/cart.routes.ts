import { cartApi } from '@portal/shared/cart';
import { MARKET_TEXTS } from '@portal/shared/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { assertOwnTenant } from '../lib/caller.ts';
import { addToCart, listCart, previewCartAdd, removeFromCart, updateCartItem } from './cart.service.ts';

/** The tenant administrator's cart (spec 002 §7.3 paths); the tenant in a path must be the caller's. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, cartApi.add, async ({ params, caller }) => {
    assertOwnTenant(caller, params.tenantId);
    return ok({ added: await addToCart(app.db, caller, params.marketId) }, MARKET_TEXTS.addedToCart);
  });

  route(app, cartApi.preview, async ({ params, caller }) => {
    assertOwnTenant(caller, params.tenantId);
    return ok(await previewCartAdd(app.db, caller, params.marketId));
  });

  route(app, cartApi.remove, async ({ params, caller }) => {
    assertOwnTenant(caller, params.tenantId);
    await removeFromCart(app.db, caller.tenantId, params.marketId);
    return ok(null, MARKET_TEXTS.removedFromCart);
  });

  route(app, cartApi.list, async ({ params, caller }) => {
    assertOwnTenant(caller, params.tenantId);
    return ok(await listCart(app.db, caller.tenantId));
  });

  route(app, cartApi.update, async ({ body, caller }) =>
    ok(await updateCartItem(app.db, caller.tenantId, body)),
  );
};
