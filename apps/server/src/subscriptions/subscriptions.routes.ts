import { MARKET_TEXTS, subscriptionsApi } from '@portal/shared/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnTenant, tenantUser } from '../auth/tenant-user.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  checkSubscription,
  deleteSubscription,
  pageSubscriptions,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';

/** A tenant's subscriptions: check, subscribe (trial or free), list, unsubscribe, delete. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, subscriptionsApi.check, async ({ params }, request) => {
    const user = tenantUser(request);
    assertOwnTenant(user, params.portalWebId);
    if (params.userId !== user.id) throw new AppError(403, MARKET_TEXTS.otherTenant);
    return ok(await checkSubscription(app.db, user.tenantId, params.id));
  });

  route(app, subscriptionsApi.subscribe, async ({ body }, request) =>
    ok(await subscribe(app.db, tenantUser(request), body, request.ip), MARKET_TEXTS.subscribed),
  );

  route(app, subscriptionsApi.list, async ({ query }, request) => {
    const { list, total } = await pageSubscriptions(app.db, tenantUser(request).tenantId, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, subscriptionsApi.unsubscribe, async ({ body }, request) => {
    await unsubscribe(app.db, tenantUser(request).tenantId, body);
    return ok(null, MARKET_TEXTS.unsubscribed);
  });

  route(app, subscriptionsApi.remove, async ({ params }, request) => {
    await deleteSubscription(app.db, tenantUser(request).tenantId, params.id);
    return ok(null, MARKET_TEXTS.operationSucceeded);
  });
};
