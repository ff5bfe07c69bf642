import { MARKET_TEXTS, ordersApi } from '@portal/shared/market';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import { tenantUser } from '../auth/tenant-user.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { findOrder, pageOrders } from './orders.repository.ts';
import { confirmPayment, placeOrder, purchase, saveOrder } from './orders.service.ts';

/**
 * Whose orders the caller reads: an operator all (null), a tenant user their tenant's; any
 * other role is refused (the contract lets every certified user through to here).
 */
function readerTenant(request: FastifyRequest): number | null {
  const user = request.user as UserRow;
  if (user.role === 'operate') return null;
  if (user.role !== 'tenant' || user.tenantId === null) throw new AppError(403, '无权访问');
  return user.tenantId;
}

/** Orders: purchase from the fee dialog, save and place from the cart, payment confirmed by an operator. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ordersApi.purchase, async ({ body }, request) =>
    ok(await purchase(app.db, tenantUser(request), body), MARKET_TEXTS.purchaseOrdered),
  );

  route(app, ordersApi.save, async ({ body }, request) =>
    ok(await saveOrder(app.db, tenantUser(request), body.marketShoppingIds)),
  );

  route(app, ordersApi.place, async ({ body }, request) =>
    ok(await placeOrder(app.db, tenantUser(request), body.id), MARKET_TEXTS.orderPlaced),
  );

  route(app, ordersApi.list, async ({ query }, request) => {
    const { list, total } = await pageOrders(app.db, readerTenant(request), query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, ordersApi.detail, async ({ params }, request) => {
    const order = await findOrder(app.db, params.id, readerTenant(request));
    if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
    return ok(order);
  });

  route(app, ordersApi.confirmPayment, async ({ params }, request) =>
    ok(await confirmPayment(app.db, request.user as UserRow, params.id), MARKET_TEXTS.paymentConfirmed),
  );
};
