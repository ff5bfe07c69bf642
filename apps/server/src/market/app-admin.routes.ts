import {
  APP_ADMIN_TEXTS,
  appAdminApi,
  INDUSTRY_ADMIN_TEXTS,
  industryAdminApi,
  MODEL_SORT_ADMIN_TEXTS,
  modelSortAdminApi,
} from '@portal/shared/app-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  appAdminOptions,
  appLogo,
  createIndustryEntry,
  createManagedApp,
  createModelSortEntry,
  managedAppDetail,
  managedAppsPage,
  managedIndustriesPage,
  managedModelSortsPage,
  removeApp,
  removeIndustryEntry,
  removeModelSortEntry,
  saveAppLogo,
  updateApp,
  updateIndustryEntry,
  updateModelSortEntry,
} from './app-admin.service.ts';

/** The operator console's 应用管理 (operators only; the guard checks every call) and its public logos. */
export const appAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, appAdminApi.list, async ({ query }) => {
    const { list, total } = await managedAppsPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, appAdminApi.options, async () => ok(await appAdminOptions(app.db)));

  route(app, appAdminApi.detail, async ({ params }) => ok(await managedAppDetail(app.db, params.id)));

  route(app, appAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedApp(app.db, caller, body), APP_ADMIN_TEXTS.created),
  );

  route(app, appAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateApp(app.db, caller, params.id, body), APP_ADMIN_TEXTS.updated),
  );

  route(app, appAdminApi.remove, async ({ params, caller }) => {
    await removeApp(app.db, caller, params.id);
    return ok(null, APP_ADMIN_TEXTS.removed);
  });

  route(app, appAdminApi.uploadLogo, async ({ caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, appAdminApi.uploadLogo.upload, {
      missing: APP_ADMIN_TEXTS.logoMissing,
      wrongType: APP_ADMIN_TEXTS.logoType,
      tooLarge: () => APP_ADMIN_TEXTS.logoSize,
      broken: APP_ADMIN_TEXTS.logoBroken,
    });
    return ok(await saveAppLogo(app.db, app.files, caller, file), APP_ADMIN_TEXTS.logoUploaded);
  });

  route(app, industryAdminApi.list, async ({ query }) => {
    const { list, total } = await managedIndustriesPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, industryAdminApi.create, async ({ body, caller }) =>
    ok(await createIndustryEntry(app.db, caller, body), INDUSTRY_ADMIN_TEXTS.created),
  );

  route(app, industryAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateIndustryEntry(app.db, caller, params.id, body), INDUSTRY_ADMIN_TEXTS.updated),
  );

  route(app, industryAdminApi.remove, async ({ params, caller }) => {
    await removeIndustryEntry(app.db, caller, params.id);
    return ok(null, INDUSTRY_ADMIN_TEXTS.removed);
  });

  route(app, modelSortAdminApi.list, async ({ query }) => {
    const { list, total } = await managedModelSortsPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, modelSortAdminApi.create, async ({ body, caller }) =>
    ok(await createModelSortEntry(app.db, caller, body), MODEL_SORT_ADMIN_TEXTS.created),
  );

  route(app, modelSortAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateModelSortEntry(app.db, caller, params.code, body), MODEL_SORT_ADMIN_TEXTS.updated),
  );

  route(app, modelSortAdminApi.remove, async ({ params, caller }) => {
    await removeModelSortEntry(app.db, caller, params.code);
    return ok(null, MODEL_SORT_ADMIN_TEXTS.removed);
  });

  route(app, appAdminApi.logo, async ({ params }, _request, reply) => {
    const image = await appLogo(app.db, app.files, params.name);
    return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.content);
  });
};
