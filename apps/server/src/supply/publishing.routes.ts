import { supplyPublishingApi as api, PUBLISH_TEXTS, supplyPublicApi } from '@portal/shared/supply-publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  closeEntry,
  matchesForPublisher,
  myEntries,
  myEntry,
  publisherCompany,
  receivedOrders,
  receivedQuotes,
  saveCompanyProfile,
  saveDemandEntry,
  saveSupplyEntry,
} from './publishing.service.ts';
import { demandMatches, supplyPicture } from './supply.service.ts';

/** The publishing area (我要发布) and the board's public matching and pictures. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.company, async ({ caller }) => ok(await publisherCompany(app.db, caller)));
  route(app, api.saveCompany, async ({ body, caller }) =>
    ok(await saveCompanyProfile(app.db, caller, body), PUBLISH_TEXTS.companySaved),
  );
  route(app, api.entries, async ({ query, caller }) => ok(await myEntries(app.db, caller, query)));
  route(app, api.entry, async ({ params, caller }) =>
    ok(await myEntry(app.db, caller, params.kind, params.id)),
  );
  route(app, api.saveSupply, async ({ body, caller }) =>
    ok(await saveSupplyEntry(app.db, caller, body), PUBLISH_TEXTS.saved),
  );
  route(app, api.saveDemand, async ({ body, caller }) =>
    ok(await saveDemandEntry(app.db, caller, body), PUBLISH_TEXTS.saved),
  );
  route(app, api.close, async ({ body, caller }) =>
    ok(await closeEntry(app.db, caller, body), PUBLISH_TEXTS.closed),
  );
  route(app, api.orders, async ({ query, caller }) => ok(await receivedOrders(app.db, caller, query)));
  route(app, api.quotes, async ({ query, caller }) => ok(await receivedQuotes(app.db, caller, query)));
  route(app, api.matches, async ({ caller }) => ok(await matchesForPublisher(app.db, caller)));

  route(
    app,
    supplyPublicApi.demandMatches,
    async ({ params, caller }) => ok(await demandMatches(app.db, caller, params.id)),
    {
      cached: {
        area: 'supply',
        key: ({ caller, params }) => `${caller ? 'full' : 'masked'}:${JSON.stringify(params)}`,
      },
    },
  );
  route(app, supplyPublicApi.picture, async ({ params, caller }, _request, reply) => {
    const picture = await supplyPicture(app.db, app.files, params.name, caller);
    return reply.type(picture.mimeType).header('Cache-Control', 'public, max-age=300').send(picture.content);
  });
};
