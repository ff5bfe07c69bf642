import { MARKET_TEXTS } from '@portal/shared/market';
import { ORDER_TEXTS, ordersApi, RECEIPT_FIELD, RECEIPT_MAX_BYTES } from '@portal/shared/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import { tenantUser } from '../auth/tenant-user.ts';
import { readUploadedFile } from '../files/multipart.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { closeUnpaidOrdersJob } from './orders.jobs.ts';
import { pageOrders } from './orders.repository.ts';
import {
  cancelOrder,
  closeStaleOrders,
  confirmPayment,
  placeOrder,
  purchase,
  readOrder,
  readReceipt,
  saveOrder,
  uploadReceipt,
} from './orders.service.ts';

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

/**
 * Orders: purchase from the fee dialog, save and place from the cart, cancel, the transfer
 * receipt, payment confirmed by an operator; unpaid orders close by themselves.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(closeUnpaidOrdersJob(app.db));

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

  route(
    app,
    ordersApi.uploadReceipt,
    async ({ params }, request) => {
      const content = await readUploadedFile(request, {
        field: RECEIPT_FIELD,
        maxBytes: RECEIPT_MAX_BYTES,
        missing: ORDER_TEXTS.receiptMissing,
        tooLarge: ORDER_TEXTS.receiptSize,
      });
      const order = await uploadReceipt(app.db, app.dataDir, tenantUser(request), params.id, content);
      return ok(order, ORDER_TEXTS.receiptUploaded);
    },
    // The whole multipart body: the file and room for the part headers.
    { bodyLimit: RECEIPT_MAX_BYTES + 64 * 1024 },
  );

  route(app, ordersApi.receipt, async ({ params }, request, reply) => {
    const receipt = await readReceipt(app.db, app.dataDir, params.id, readerTenant(request));
    // Our own name (ASCII but for 回单), encoded for the header.
    return reply
      .type(receipt.mimeType)
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(receipt.fileName)}`)
      .header('Cache-Control', 'private, no-store')
      .send(receipt.content);
  });

  route(app, ordersApi.confirmPayment, async ({ params }, request) =>
    ok(await confirmPayment(app.db, request, params.id), MARKET_TEXTS.paymentConfirmed),
  );
};
