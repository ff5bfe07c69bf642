import {
  SITE_TEXTS,
  zContactMessage,
  zContactMessageListQuery,
  zContactMessageRequest,
  zContactMessageSaved,
  zEnvelope,
  zErrorEnvelope,
  zPageEnvelope,
} from '@portal/shared';
import type { AppInstance } from '../app.ts';
import { requireRole } from '../auth/guards.ts';
import { ok, okPage } from '../http/envelope.ts';
import { listMessages } from './messages.repository.ts';
import { saveContactMessage } from './messages.service.ts';

const tags = ['messages'];

export function messagesRoutes(app: AppInstance): void {
  // Public: the form on /AboutUs and /Contact; the image captcha stands guard.
  app.post(
    '/api/portalWeb/message/save',
    {
      schema: {
        tags,
        summary: '在线留言（姓名、电话、邮箱、留言内容与图片验证码；按规范顺序校验）',
        body: zContactMessageRequest,
        response: { 200: zEnvelope(zContactMessageSaved), 400: zErrorEnvelope, 429: zErrorEnvelope },
      },
    },
    async (request) =>
      ok(await saveContactMessage(app.db, app.rateLimits, request.body, request.ip), SITE_TEXTS.messageSent),
  );

  app.get(
    '/api/portalWeb/message/list',
    {
      preHandler: requireRole('operate'),
      schema: {
        tags,
        summary: '留言列表（运营者，新的在前）',
        querystring: zContactMessageListQuery,
        response: {
          200: zPageEnvelope(zContactMessage),
          400: zErrorEnvelope,
          401: zErrorEnvelope,
          403: zErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { list, total } = await listMessages(app.db, request.query);
      return okPage(list, { ...request.query, total });
    },
  );
}
