import { MARKET_TEXTS } from '@portal/shared/market';
import {
  ORDER_ADMIN_TEXTS,
  ORDER_TEXTS,
  orderAdminApi,
  ordersApi,
  paymentDeskApi,
} from '@portal/shared/orders';
import { UPLOAD_TEXTS } from '@portal/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { readableTenant } from '../lib/caller.ts';
import { HOUR_MS } from '../lib/time.ts';
import { cancelOrderByOperator, managedOrdersPage } from './order-admin.service.ts';
import { closeUnpaidOrdersJob, removeEndedOrderReceiptsJob } from './orders.jobs.ts';
import {
  cancelOrder,
  listOrders,
  placeOrder,
  purchase,
  readOrder,
  readReceipt,
  saveOrder,
  uploadReceipt,
} from './orders.service.ts';
import { awaitingPaymentPage, confirmPaymentChecked } from './payment-desk.service.ts';

/** Receipts one tenant may upload in an hour (a replaced receipt counts too). */
const RECEIPTS_PER_TENANT = { count: 20, windowMs: HOUR_MS };

/**
 * Orders: purchase from the fee dialog, save and place from the cart, cancel, the transfer
 * receipt, payment confirmed by an operator; unpaid orders close by themselves.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(closeUnpaidOrdersJob(app.db));
  app.jobs.schedule(removeEndedOrderReceiptsJob(app.db, app.files));

  route(app, ordersApi.purchase, async ({ body, caller }) =>
    ok(await purchase(app.db, caller, body), MARKET_TEXTS.purchaseOrdered),
  );

  route(app, ordersApi.save, async ({ body, caller }) =>
    ok(await saveOrder(app.db, caller, body.marketShoppingIds)),
  );

  route(app, ordersApi.place, async ({ body, caller }) =>
    ok(await placeOrder(app.db, caller, body.id), MARKET_TEXTS.orderPlaced),
  );

  route(app, ordersApi.list, async ({ query, caller }) => {
    const { list, total } = await listOrders(app.db, readableTenant(caller), query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, ordersApi.detail, async ({ params, caller }) =>
    ok(await readOrder(app.db, params.id, readableTenant(caller))),
  );

  route(app, ordersApi.cancel, async ({ params, caller }) =>
    ok(await cancelOrder(app.db, caller, params.id), ORDER_TEXTS.cancelled),
  );

  route(app, ordersApi.uploadReceipt, async ({ params, caller }, request) => {
    // Counted before the body is read: a flood of receipts is cut before it costs a decode.
    const count = await app.rateLimits.increment(`receipt:${caller.tenantId}`, RECEIPTS_PER_TENANT.windowMs);
    if (count > RECEIPTS_PER_TENANT.count) throw new AppError(429, UPLOAD_TEXTS.receiptsTooFrequent);
    const file = await readCheckedUpload(request, app.heavyWork, ordersApi.uploadReceipt.upload, {
      missing: ORDER_TEXTS.receiptMissing,
      wrongType: ORDER_TEXTS.receiptType,
      tooLarge: () => ORDER_TEXTS.receiptSize,
      broken: ORDER_TEXTS.receiptBroken,
    });
    const order = await uploadReceipt(app.db, app.files, caller, params.id, file);
    return ok(order, ORDER_TEXTS.receiptUploaded);
  });

  route(app, ordersApi.receipt, async ({ params, caller }, _request, reply) => {
    const receipt = await readReceipt(app.db, app.files, params.id, readableTenant(caller));
    // Our own name (ASCII but for 回单), encoded for the header.
    return reply
      .type(receipt.mimeType)
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(receipt.fileName)}`)
      .header('Cache-Control', 'private, no-store')
      .send(receipt.content);
  });

  route(app, ordersApi.confirmPayment, async ({ params, body, caller }) =>
    ok(await confirmPaymentChecked(app.db, caller, params.id, body), MARKET_TEXTS.paymentConfirmed),
  );

  route(app, paymentDeskApi.list, async ({ query }) => {
    const { list, total } = await awaitingPaymentPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, orderAdminApi.list, async ({ query }) => {
    const { list, total } = await managedOrdersPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, orderAdminApi.cancel, async ({ params, body, caller }) =>
    ok(
      await cancelOrderByOperator(app.db, caller, params.id, body.reason),
      ORDER_ADMIN_TEXTS.cancelledByOperator,
    ),
  );
};
