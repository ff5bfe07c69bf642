import { MARKET_TEXTS } from '@portal/shared/market';
import { ORDER_TEXTS, ordersApi, paymentDeskApi } from '@portal/shared/orders';
import { UPLOAD_TEXTS } from '@portal/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import { tenantUser } from '../auth/tenant-user.ts';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { HOUR_MS } from '../lib/time.ts';
import { closeUnpaidOrdersJob, removeEndedOrderReceiptsJob } from './orders.jobs.ts';
import { pageOrders } from './orders.repository.ts';
import {
  cancelOrder,
  closeStaleOrders,
  placeOrder,
  purchase,
  readOrder,
  readReceipt,
  saveOrder,
  uploadReceipt,
} from './orders.service.ts';
import { awaitingPaymentPage, confirmPaymentChecked } from './payment-desk.service.ts';

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

/** Receipts one tenant may upload in an hour (a replaced receipt counts too). */
const RECEIPTS_PER_TENANT = { count: 20, windowMs: HOUR_MS };

/**
 * Orders: purchase from the fee dialog, save and place from the cart, cancel, the transfer
 * receipt, payment confirmed by an operator; unpaid orders close by themselves.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(closeUnpaidOrdersJob(app.db));
  app.jobs.schedule(removeEndedOrderReceiptsJob(app.db, app.dataDir));

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
    const tenantId = readerTenant(request);
    await closeStaleOrders(app.db);
    const { list, total } = await pageOrders(app.db, tenantId, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, ordersApi.detail, async ({ params }, request) =>
    ok(await readOrder(app.db, params.id, readerTenant(request))),
  );

  route(app, ordersApi.cancel, async ({ params }, request) =>
    ok(await cancelOrder(app.db, tenantUser(request), params.id), ORDER_TEXTS.cancelled),
  );

  route(app, ordersApi.uploadReceipt, async ({ params }, request) => {
    const user = tenantUser(request);
    // Counted before the body is read: a flood of receipts is cut before it costs a decode.
    const count = await app.rateLimits.increment(`receipt:${user.tenantId}`, RECEIPTS_PER_TENANT.windowMs);
    if (count > RECEIPTS_PER_TENANT.count) throw new AppError(429, UPLOAD_TEXTS.receiptsTooFrequent);
    const file = await readCheckedUpload(request, app.heavyWork, ordersApi.uploadReceipt.upload, {
      missing: ORDER_TEXTS.receiptMissing,
      wrongType: ORDER_TEXTS.receiptType,
      tooLarge: () => ORDER_TEXTS.receiptSize,
      broken: ORDER_TEXTS.receiptBroken,
    });
    const order = await uploadReceipt(app.db, app.dataDir, user, params.id, file);
    return ok(order, ORDER_TEXTS.receiptUploaded);
  });

  route(app, ordersApi.receipt, async ({ params }, request, reply) => {
    const receipt = await readReceipt(app.db, app.dataDir, params.id, readerTenant(request));
    // Our own name (ASCII but for 回单), encoded for the header.
    return reply
      .type(receipt.mimeType)
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(receipt.fileName)}`)
      .header('Cache-Control', 'private, no-store')
      .send(receipt.content);
  });

  route(app, ordersApi.confirmPayment, async ({ params, body }, request) =>
    ok(await confirmPaymentChecked(app.db, request, params.id, body), MARKET_TEXTS.paymentConfirmed),
  );

  route(app, paymentDeskApi.list, async ({ query }) => {
    const { list, total } = await awaitingPaymentPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });
};
