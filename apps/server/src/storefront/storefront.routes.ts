import { marketApi } from '@portal/shared/market';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { myApps } from './my-apps.ts';
import {
  appDetail,
  appsByNames,
  associatedApps,
  groupByIndustry,
  listIndustriesWithApps,
  logoOf,
  pageApps,
} from './storefront.service.ts';

/** Public catalogue reads of the app market; only published apps (state 1) ever appear. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  // What the tenant has of the market's apps: subscriptions, trials, cart and pending orders.
  route(app, subscriptionsApi.mine, async ({ caller }) => ok(await myApps(app.db, caller)));

  route(app, marketApi.groups, async ({ body }) => ok(await groupByIndustry(app.db, body?.keyword ?? '')), {
    cached: { area: 'apps', key: ({ body }) => body?.keyword ?? '' },
  });

  route(app, marketApi.types, async () => ok(await listIndustriesWithApps(app.db)), { cached: 'apps' });

  route(
    app,
    marketApi.list,
    async ({ query }) => {
      const { list, total } = await pageApps(app.db, query);
      return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
    },
    { cached: 'apps' },
  );

  route(app, marketApi.byNames, async ({ query }) => ok(await appsByNames(app.db, query.names)), {
    cached: 'apps',
  });

  route(app, marketApi.detail, async ({ params, caller }) => ok(await appDetail(app.db, params.id, caller)));

  route(app, marketApi.associations, async ({ params }) => ok(await associatedApps(app.db, params.id)));

  route(app, marketApi.logo, async ({ params }, _request, reply) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await logoOf(app.db, params.kind, Number.parseInt(params.file, 10))),
  );
};
