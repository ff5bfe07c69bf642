import { MICRO_ADMIN_TEXTS, microAdminApi } from '@portal/shared/micro-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import type { EndpointPolicy } from './community.service.ts';
import {
  createManagedMicro,
  managedMicroDetail,
  managedMicrosPage,
  microAdminOptions,
  removeManagedMicro,
  updateManagedMicroEntry,
} from './micro-admin.service.ts';
import { removePackage } from './package-upload.ts';

/**
 * The operator console's 微服务管理 (operators only; the guard checks every call). The endpoint
 * of a microservice is held to forwarding's allow-list, the one the trial console uses. Icons
 * are uploaded through 应用管理's picture upload (`appAdminApi.uploadLogo`).
 */
export const microAdminRoutes: FastifyPluginAsyncZod<{ policy: EndpointPolicy }> = async (app, options) => {
  const { policy } = options;

  route(app, microAdminApi.list, async ({ query }) => {
    const { list, total } = await managedMicrosPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, microAdminApi.options, async () => ok(await microAdminOptions(app.db, policy)));

  route(app, microAdminApi.detail, async ({ params }) => ok(await managedMicroDetail(app.db, params.id)));

  route(app, microAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedMicro(app.db, policy, caller, body), MICRO_ADMIN_TEXTS.created),
  );

  route(app, microAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedMicroEntry(app.db, policy, caller, params.id, body), MICRO_ADMIN_TEXTS.updated),
  );

  route(app, microAdminApi.remove, async ({ params, caller }) => {
    const packageFile = await removeManagedMicro(app.db, caller, params.id);
    // Its developer's package goes with the submission, once the deletion is committed.
    if (packageFile) await removePackage(app.files, packageFile);
    return ok(null, MICRO_ADMIN_TEXTS.removed);
  });
};
