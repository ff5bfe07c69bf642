import { siteApi } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { listMembers } from './members.service.ts';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public read: the /PlatformMembers page. Members change only with the demo seed or a
  // deploy, so the cache's lifetime alone bounds how late a new one shows.
  route(app, siteApi.members, async () => ok(await listMembers(app.db)), { cached: 'site' });
};
