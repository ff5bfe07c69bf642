import { auditLogApi, USER_ADMIN_TEXTS, userAdminApi } from '@portal/shared/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPage } from '../audit/audit.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  createOperator,
  disableUser,
  enableUser,
  managedUsersPage,
  sendResetCode,
} from './user-admin.service.ts';

/** The operator console's 用户管理 and 操作日志 (operators only; the guard checks every call). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, userAdminApi.list, async ({ query }) => {
    const { list, total } = await managedUsersPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, userAdminApi.disable, async ({ params, caller }) =>
    ok(await disableUser(app.db, caller, params.id), USER_ADMIN_TEXTS.disabled),
  );

  route(app, userAdminApi.enable, async ({ params, caller }) =>
    ok(await enableUser(app.db, caller, params.id), USER_ADMIN_TEXTS.enabled),
  );

  route(app, userAdminApi.createOperator, async ({ body, caller }) =>
    ok(await createOperator(app.db, caller, body), USER_ADMIN_TEXTS.operatorCreated),
  );

  route(app, userAdminApi.sendResetCode, async ({ params, caller }) => {
    await sendResetCode(app.db, app.sms, app.rateLimits, caller, params.id);
    return ok(null, USER_ADMIN_TEXTS.resetCodeSent);
  });

  route(app, auditLogApi.list, async ({ query }) => {
    const { list, total } = await auditLogPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });
};
