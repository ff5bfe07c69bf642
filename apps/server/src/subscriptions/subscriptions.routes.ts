import {
  MARKET_TEXTS,
  zEnvelope,
  zErrorEnvelope,
  zIdParam,
  zPageEnvelope,
  zSubscribeRequest,
  zSubscribeResult,
  zSubscriptionCheck,
  zSubscriptionListQuery,
  zSubscriptionRecord,
  zUnsubscribeRequest,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { assertOwnTenant, requireTenantAdmin, requireTenantUser, tenantUser } from '../market/access.ts';
import {
  checkSubscription,
  deleteSubscription,
  pageSubscriptions,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';

const errors = {
  400: zErrorEnvelope,
  401: zErrorEnvelope,
  403: zErrorEnvelope,
  404: zErrorEnvelope,
  409: zErrorEnvelope,
};
const tags = ['subscriptions'];

/** A tenant's subscriptions: check, subscribe (trial or free), list, unsubscribe, delete. */
export function subscriptionsRoutes(app: AppInstance): void {
  app.get(
    '/api/portalWeb/market/trial/:id/:portalWebId/:userId',
    {
      preHandler: requireTenantUser,
      schema: {
        tags,
        summary: '订阅检查：本租户是否已订阅、是否还可试用（租户用户，只能查本租户）',
        params: z.object({
          id: zIdParam.shape.id,
          portalWebId: zIdParam.shape.id,
          userId: zIdParam.shape.id,
        }),
        response: { 200: zEnvelope(zSubscriptionCheck), ...errors },
      },
    },
    async (request) => {
      const user = tenantUser(request);
      assertOwnTenant(user, request.params.portalWebId);
      if (request.params.userId !== user.id) throw new AppError(403, MARKET_TEXTS.otherTenant);
      return ok(await checkSubscription(app.db, user.tenantId, request.params.id));
    },
  );

  app.post(
    '/api/portalWeb/market/subscribe',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '订阅：收费应用免费试用（type 0）或免费应用订阅（type 1），关联应用一并订阅（租户管理员）',
        body: zSubscribeRequest,
        response: { 200: zEnvelope(zSubscribeResult), ...errors },
      },
    },
    async (request) =>
      ok(await subscribe(app.db, tenantUser(request), request.body, request.ip), MARKET_TEXTS.subscribed),
  );

  app.get(
    '/api/portalWeb/marketSubscribe/selectList',
    {
      preHandler: requireTenantUser,
      schema: {
        tags,
        summary: '本租户的订阅列表（/appList；到期与退订状态按时间实时计算）',
        querystring: zSubscriptionListQuery,
        response: { 200: zPageEnvelope(zSubscriptionRecord), ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const { list, total } = await pageSubscriptions(app.db, tenantUser(request).tenantId, query);
      return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
    },
  );

  app.post(
    '/api/portalWeb/marketSubscribe/unsubscribe',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '退订（未过期的收费应用，退订时间须在将来；租户管理员）',
        body: zUnsubscribeRequest,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await unsubscribe(app.db, tenantUser(request).tenantId, request.body);
      return ok(null, MARKET_TEXTS.unsubscribed);
    },
  );

  app.post(
    '/api/portalWeb/marketSubscribe/delete/:id',
    {
      preHandler: requireTenantAdmin,
      schema: {
        tags,
        summary: '删除订阅记录（租户管理员）',
        params: zIdParam,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await deleteSubscription(app.db, tenantUser(request).tenantId, request.params.id);
      return ok(null, MARKET_TEXTS.operationSucceeded);
    },
  );
}
