import { MESSAGE_ADMIN_TEXTS, messagesAdminApi } from '@portal/shared/messages-admin';
import { SITE_TEXTS, siteApi } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  managedMessagesPage,
  markMessageRead,
  saveContactMessage,
  saveReplyNote,
} from './messages.service.ts';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteApi.saveMessage, async ({ body }, request) =>
    ok(await saveContactMessage(app.db, app.rateLimits, body, request.ip), SITE_TEXTS.messageSent),
  );

  // 留言管理 (operators only; the guard checks every call).
  route(app, messagesAdminApi.list, async ({ query }) => {
    const { list, total } = await managedMessagesPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, messagesAdminApi.markRead, async ({ params, body, caller }) =>
    ok(
      await markMessageRead(app.db, caller, params.id, body.read),
      body.read ? MESSAGE_ADMIN_TEXTS.markedRead : MESSAGE_ADMIN_TEXTS.markedUnread,
    ),
  );

  route(app, messagesAdminApi.reply, async ({ params, body, caller }) =>
    ok(await saveReplyNote(app.db, caller, params.id, body.replyNote), MESSAGE_ADMIN_TEXTS.replySaved),
  );
};
