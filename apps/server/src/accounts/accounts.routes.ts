import {
  ACCOUNT_TEXTS,
  zCheckCodeRequest,
  zEnvelope,
  zErrorEnvelope,
  zPageEnvelope,
  zPhoneParam,
  zRegisterRequest,
  zResetPasswordRequest,
  zSmsCodeQuery,
  zSmsOutboxItem,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok, okPage } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import {
  accountExists,
  duplicateAccount,
  limitLookups,
  register,
  resetPassword,
  sendPurposeCode,
  verifyForgetCode,
} from './accounts.service.ts';

const errors = { 400: zErrorEnvelope, 404: zErrorEnvelope, 409: zErrorEnvelope, 429: zErrorEnvelope };
const tags = ['accounts'];

export function accountsRoutes(app: AppInstance, options: { exposeSmsOutbox: boolean }): void {
  app.get(
    '/api/tenant/tenantUser/getCerificationCode/:phone',
    {
      schema: {
        tags,
        summary: '发送注册验证码（同一手机号或地址一小时内第 3 条起需带滑块凭证 ticket）',
        params: zPhoneParam,
        querystring: zSmsCodeQuery,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await sendPurposeCode(app.db, app.sms, app.rateLimits, {
        phone: request.params.phone,
        purpose: 'register',
        ip: request.ip,
        ticket: request.query.ticket,
      });
      return ok(null, ACCOUNT_TEXTS.codeSent);
    },
  );

  app.get(
    '/api/tenant/tenantUser/checkAccount/:account',
    {
      schema: {
        tags,
        summary: '账号是否已被注册（已注册时返回 409，消息含“用户名重复”）',
        params: z.object({ account: z.string().trim().min(1, ACCOUNT_TEXTS.accountRequired).max(64) }),
        response: { 200: zEnvelope(z.object({ exists: z.literal(false) })), ...errors },
      },
    },
    async (request) => {
      await limitLookups(app.rateLimits, request.ip);
      if (await accountExists(app.db, request.params.account)) throw duplicateAccount();
      return ok({ exists: false as const });
    },
  );

  app.post(
    '/api/tenant/tenantUser/create',
    {
      schema: {
        tags,
        summary: '注册（租户、个人开发者、企业开发者）',
        body: zRegisterRequest,
        response: { 200: zEnvelope(z.object({ account: z.string() })), ...errors },
      },
    },
    async (request) => ok(await register(app.db, request.body), ACCOUNT_TEXTS.registered),
  );

  app.get(
    '/api/tenant/tenantUser/getRetrievePassword/:phone',
    {
      schema: {
        tags,
        summary: '发送找回密码验证码（同一手机号或地址一小时内第 3 条起需带滑块凭证 ticket）',
        params: zPhoneParam,
        querystring: zSmsCodeQuery,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await sendPurposeCode(app.db, app.sms, app.rateLimits, {
        phone: request.params.phone,
        purpose: 'forget',
        ip: request.ip,
        ticket: request.query.ticket,
      });
      return ok(null, ACCOUNT_TEXTS.codeSent);
    },
  );

  // The spec sends phone and code in the path; we take them in the body so no code lands in a URL or a log.
  app.post(
    '/api/tenant/tenantUser/checkCode',
    {
      schema: {
        tags,
        summary: '校验找回密码验证码，返回一次性重置凭证 id',
        body: zCheckCodeRequest,
        response: { 200: zEnvelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request) => ok({ id: await verifyForgetCode(app.db, request.body.phone, request.body.code) }),
  );

  app.post(
    '/api/portalWeb/retrievePassword/:id',
    {
      schema: {
        tags,
        summary: '设置新密码（凭校验验证码得到的 id），并结束该账号的全部会话',
        params: z.object({ id: z.string().min(1).max(100) }),
        body: zResetPasswordRequest,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      if (request.body.userPassword !== request.body.validatePassword) {
        throw badRequest(ACCOUNT_TEXTS.passwordsDiffer, { validatePassword: ACCOUNT_TEXTS.passwordsDiffer });
      }
      await resetPassword(app.db, request.params.id, request.body.userPassword);
      return ok(null, ACCOUNT_TEXTS.passwordReset);
    },
  );

  if (options.exposeSmsOutbox) {
    app.get(
      '/api/dev/sms-outbox',
      {
        schema: {
          tags: ['dev'],
          summary: '开发用：查看默认短信通道“发出”的短信（生产环境不存在此接口）',
          querystring: z.object({ phone: z.string().trim().min(1, ACCOUNT_TEXTS.phoneRequired).max(20) }),
          response: { 200: zPageEnvelope(zSmsOutboxItem) },
        },
      },
      async (request) => {
        const list = await app.db
          .selectFrom('smsOutbox')
          .select(['phone', 'code', 'purpose', 'createTime'])
          .where('phone', '=', request.query.phone)
          .orderBy('id', 'desc')
          .limit(50)
          .execute();
        return okPage(list, { currentPage: 1, pageSize: 50, total: list.length });
      },
    );
  }
}
