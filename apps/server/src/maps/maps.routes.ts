import { siteApi } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { answerSchema, route } from '../http/route.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import { listMarkers } from './maps.repository.ts';

export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public read: the customer map of /Maps. Markers change only with the demo seed or a
  // deploy, so the cache's lifetime alone bounds how late a new one shows.
  route(app, siteApi.markers, async (_input, _request, reply) =>
    sendJson(
      reply,
      await cachedJson(app.db, 'site', 'markers', answerSchema(siteApi.markers), async () =>
        ok(await listMarkers(app.db)),
      ),
    ),
  );
};
