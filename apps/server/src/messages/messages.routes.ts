import { SITE_TEXTS, siteApi } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { listMessages, saveContactMessage } from './messages.service.ts';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteApi.saveMessage, async ({ body }, request) =>
    ok(await saveContactMessage(app.db, app.rateLimits, body, request.ip), SITE_TEXTS.messageSent),
  );

  route(app, siteApi.messages, async ({ query }) => {
    const { list, total } = await listMessages(app.db, query);
    return okPage(list, { ...query, total });
  });
};
