import { MARKET_TEXTS } from '@portal/shared/market';
import { subscriptionAdminApi, subscriptionsApi } from '@portal/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { assertOwnTenant } from '../lib/caller.ts';
import { managedSubscriptionsPage } from './subscription-admin.service.ts';
import { expiryRemindersJob } from './subscriptions.jobs.ts';
import {
  checkSubscription,
  deleteSubscription,
  pageSubscriptions,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';

/** A tenant's subscriptions: check, subscribe (trial or free), list, unsubscribe, delete. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(expiryRemindersJob(app.db, app.sms));

  route(app, subscriptionsApi.check, async ({ params, caller }) => {
    assertOwnTenant(caller, params.portalWebId);
    if (params.userId !== caller.userId) throw new AppError(403, MARKET_TEXTS.otherTenant);
    return ok(await checkSubscription(app.db, caller.tenantId, params.id));
  });

  route(app, subscriptionsApi.subscribe, async ({ body, caller }) =>
    ok(await subscribe(app.db, caller, body), MARKET_TEXTS.subscribed),
  );

  route(app, subscriptionsApi.list, async ({ query, caller }) => {
    const { list, total } = await pageSubscriptions(app.db, caller.tenantId, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, subscriptionsApi.unsubscribe, async ({ body, caller }) => {
    await unsubscribe(app.db, caller.tenantId, body);
    return ok(null, MARKET_TEXTS.unsubscribed);
  });

  route(app, subscriptionsApi.remove, async ({ params, caller }) => {
    await deleteSubscription(app.db, caller.tenantId, params.id);
    return ok(null, MARKET_TEXTS.operationSucceeded);
  });

  route(app, subscriptionAdminApi.list, async ({ query }) => {
    const { list, total } = await managedSubscriptionsPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });
};
