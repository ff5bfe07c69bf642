import { MEMBER_ADMIN_TEXTS, markerAdminApi } from '@portal/shared/member-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  createManagedMarker,
  managedMarkerPage,
  removeManagedMarker,
  updateManagedMarker,
} from './marker-admin.service.ts';

/** The operator console's 地图标注 (operators only; the guard checks every call). */
export const markerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, markerAdminApi.list, async ({ query }) => {
    const { list, total } = await managedMarkerPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, markerAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedMarker(app.db, caller, body), MEMBER_ADMIN_TEXTS.markerCreated),
  );

  route(app, markerAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedMarker(app.db, caller, params.id, body), MEMBER_ADMIN_TEXTS.markerUpdated),
  );

  route(app, markerAdminApi.remove, async ({ params, caller }) => {
    await removeManagedMarker(app.db, caller, params.id);
    return ok(null, MEMBER_ADMIN_TEXTS.markerRemoved);
  });
};
