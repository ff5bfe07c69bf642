import { siteApi } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { listMarkers } from './maps.service.ts';

export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public read: the customer map of /Maps. Markers change only with the demo seed or a
  // deploy, so the cache's lifetime alone bounds how late a new one shows.
  route(app, siteApi.markers, async () => ok(await listMarkers(app.db)), { cached: 'site' });
};
