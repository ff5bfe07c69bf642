import { NOTICE_ADMIN_TEXTS, noticeAdminApi } from '@portal/shared/notice-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  createManagedNotice,
  managedNoticesPage,
  publishNotice,
  removeNotice,
  unpublishNotice,
  updateManagedNotice,
} from './notice-admin.service.ts';

/** The operator console's 公告管理 (operators only; the guard checks every call). */
export const noticeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, noticeAdminApi.list, async ({ query }) => {
    const { list, total } = await managedNoticesPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, noticeAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedNotice(app.db, caller, body), NOTICE_ADMIN_TEXTS.created),
  );

  route(app, noticeAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedNotice(app.db, caller, params.id, body), NOTICE_ADMIN_TEXTS.updated),
  );

  route(app, noticeAdminApi.publish, async ({ params, caller }) =>
    ok(await publishNotice(app.db, caller, params.id), NOTICE_ADMIN_TEXTS.published),
  );

  route(app, noticeAdminApi.unpublish, async ({ params, caller }) =>
    ok(await unpublishNotice(app.db, caller, params.id), NOTICE_ADMIN_TEXTS.unpublished),
  );

  route(app, noticeAdminApi.remove, async ({ params, caller }) => {
    await removeNotice(app.db, caller, params.id);
    return ok(null, NOTICE_ADMIN_TEXTS.removed);
  });
};
