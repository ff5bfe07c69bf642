import { ACCOUNT_TEXTS, accountsApi } from '@portal/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  accountExists,
  duplicateAccount,
  limitLookups,
  listOutbox,
  register,
  resetPassword,
  sendPurposeCode,
  verifyForgetCode,
} from './accounts.service.ts';

/** Registration and password recovery; the SMS outbox is shown only outside production. */
export const accountsRoutes: FastifyPluginAsyncZod<{ exposeSmsOutbox: boolean }> = async (app, options) => {
  route(app, accountsApi.registerCode, async ({ params, query }, request) => {
    await sendPurposeCode(app.db, app.sms, app.rateLimits, {
      phone: params.phone,
      purpose: 'register',
      ip: request.ip,
      ticket: query.ticket,
    });
    return ok(null, ACCOUNT_TEXTS.codeSent);
  });

  route(app, accountsApi.checkAccount, async ({ params }, request) => {
    await limitLookups(app.rateLimits, request.ip);
    if (await accountExists(app.db, params.account)) throw duplicateAccount();
    return ok({ exists: false as const });
  });

  route(app, accountsApi.register, async ({ body }) =>
    ok(await register(app.db, body), ACCOUNT_TEXTS.registered),
  );

  route(app, accountsApi.forgetCode, async ({ params, query }, request) => {
    await sendPurposeCode(app.db, app.sms, app.rateLimits, {
      phone: params.phone,
      purpose: 'forget',
      ip: request.ip,
      ticket: query.ticket,
    });
    return ok(null, ACCOUNT_TEXTS.codeSent);
  });

  route(app, accountsApi.checkCode, async ({ body }) =>
    ok({ id: await verifyForgetCode(app.db, body.phone, body.code) }),
  );

  route(app, accountsApi.resetPassword, async ({ params, body }) => {
    if (body.userPassword !== body.validatePassword) {
      throw badRequest(ACCOUNT_TEXTS.passwordsDiffer, { validatePassword: ACCOUNT_TEXTS.passwordsDiffer });
    }
    await resetPassword(app.db, params.id, body.userPassword);
    return ok(null, ACCOUNT_TEXTS.passwordReset);
  });

  if (options.exposeSmsOutbox) {
    route(app, accountsApi.devSmsOutbox, async ({ query }) => {
      const list = await listOutbox(app.db, query.phone, 50);
      return okPage(list, { currentPage: 1, pageSize: 50, total: list.length });
    });
  }
};
