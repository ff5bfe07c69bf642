import { siteApi } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { answerSchema, route } from '../http/route.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import { listMembers } from './members.repository.ts';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public read: the /PlatformMembers page. Members change only with the demo seed or a
  // deploy, so the cache's lifetime alone bounds how late a new one shows.
  route(app, siteApi.members, async (_input, _request, reply) =>
    sendJson(
      reply,
      await cachedJson(app.db, 'site', 'members', answerSchema(siteApi.members), async () =>
        ok(await listMembers(app.db)),
      ),
    ),
  );
};
