import {
  MARKET_TEXTS,
  zEnvelope,
  zErrorEnvelope,
  zIdParam,
  zOrder,
  zOrderListQuery,
  zOrderPlaceRequest,
  zOrderSaveRequest,
  zPageEnvelope,
  zPurchaseRequest,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/user.repository.ts';
import type { AppInstance } from '../app.ts';
import { requireRole, requireUser } from '../auth/guards.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError, notFound } from '../http/errors.ts';
import { requireTenantAdmin, tenantUser } from '../market/access.ts';
import { confirmPayment, findOrder, pageOrders, placeOrder, purchase, saveOrder } from './orders.service.ts';

const errors = {
  400: zErrorEnvelope,
  401: zErrorEnvelope,
  403: zErrorEnvelope,
  404: zErrorEnvelope,
  409: zErrorEnvelope,
};
const tags = ['orders'];

/** Tenant users read their tenant's orders; operators read all. */
async function requireOrderReader(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = request.user as UserRow;
  if (user.role === 'operate') return;
  if (user.role !== 'tenant' || user.tenantId === null) throw new AppError(403, '无权访问');
}

const readerTenant = (user: UserRow): number | null => (user.role === 'operate' ? null : user.tenantId);

/** Orders: purchase from the fee dialog, save and place from the cart, payment confirmed by an operator. */
export function ordersRoutes(app: AppInstance): void {
  app.post(
    '/api/portalWeb/marketOrder/purchase',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '按年购买（收费标准里的订阅、转订阅、续订）：生成待支付订单，价格由服务器计算',
        body: zPurchaseRequest,
        response: { 200: zEnvelope(zOrder), ...errors },
      },
    },
    async (request) =>
      ok(await purchase(app.db, tenantUser(request), request.body), MARKET_TEXTS.purchaseOrdered),
  );

  app.post(
    '/api/portalWeb/marketOrder/save',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '由购物车项生成订单（marketShoppingIds 逗号分隔；每项须已选年限）',
        body: zOrderSaveRequest,
        response: { 200: zEnvelope(zOrder), ...errors },
      },
    },
    async (request) => ok(await saveOrder(app.db, tenantUser(request), request.body.marketShoppingIds)),
  );

  app.post(
    '/api/portalWeb/marketOrder/placeOrder',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '下单：已保存的订单变为待支付，对应项移出购物车',
        body: zOrderPlaceRequest,
        response: { 200: zEnvelope(zOrder), ...errors },
      },
    },
    async (request) =>
      ok(await placeOrder(app.db, tenantUser(request), request.body.id), MARKET_TEXTS.orderPlaced),
  );

  app.get(
    '/api/portalWeb/marketOrder/selectList',
    {
      preHandler: requireOrderReader,
      schema: {
        tags,
        summary: '订单列表（租户用户看本租户，运营者看全部）',
        querystring: zOrderListQuery,
        response: { 200: zPageEnvelope(zOrder), ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const { list, total } = await pageOrders(app.db, readerTenant(request.user as UserRow), query);
      return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
    },
  );

  app.get(
    '/api/portalWeb/marketOrder/:id',
    {
      preHandler: requireOrderReader,
      schema: {
        tags,
        summary: '订单详情',
        params: zIdParam,
        response: { 200: zEnvelope(zOrder), ...errors },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.id, readerTenant(request.user as UserRow));
      if (!order) throw notFound(MARKET_TEXTS.orderNotFound);
      return ok(order);
    },
  );

  app.post(
    '/api/portalWeb/marketOrder/confirmPayment/:id',
    {
      preHandler: requireRole('operate'),
      schema: {
        tags,
        summary: '运营者确认收款：订单变为已支付，订阅生效或延长',
        params: zIdParam,
        response: { 200: zEnvelope(zOrder), ...errors },
      },
    },
    async (request) =>
      ok(
        await confirmPayment(app.db, request.user as UserRow, request.params.id),
        MARKET_TEXTS.paymentConfirmed,
      ),
  );
}
