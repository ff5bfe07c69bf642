import { MODEL_ADMIN_TEXTS, modelAdminApi } from '@portal/shared/model-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import type { EndpointPolicy } from '../micro/endpoint-policy.ts';
import {
  createModel,
  managedModel,
  managedModelsPage,
  modelIcon,
  removeModel,
  saveModelIcon,
  updateModel,
} from './model-admin.service.ts';

/** The operator console's 机理模型管理 (operators only; the guard checks every call) and its public icons. */
export const modelAdminRoutes: FastifyPluginAsyncZod<{ policy: EndpointPolicy }> = async (app, options) => {
  const { policy } = options;

  route(app, modelAdminApi.list, async ({ query }) => {
    const { list, total } = await managedModelsPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, modelAdminApi.detail, async ({ params }) => ok(await managedModel(app.db, params.id)));

  route(app, modelAdminApi.create, async ({ body, caller }) =>
    ok(await createModel(app.db, policy, caller, body), MODEL_ADMIN_TEXTS.created),
  );

  route(app, modelAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateModel(app.db, policy, caller, params.id, body), MODEL_ADMIN_TEXTS.updated),
  );

  route(app, modelAdminApi.remove, async ({ params, caller }) => {
    await removeModel(app.db, caller, params.id);
    return ok(null, MODEL_ADMIN_TEXTS.removed);
  });

  route(app, modelAdminApi.uploadIcon, async ({ caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, modelAdminApi.uploadIcon.upload, {
      missing: MODEL_ADMIN_TEXTS.iconMissing,
      wrongType: MODEL_ADMIN_TEXTS.iconType,
      tooLarge: () => MODEL_ADMIN_TEXTS.iconSize,
      broken: MODEL_ADMIN_TEXTS.iconBroken,
    });
    return ok(await saveModelIcon(app.db, app.files, caller, file), MODEL_ADMIN_TEXTS.iconUploaded);
  });

  route(app, modelAdminApi.icon, async ({ params }, _request, reply) => {
    const image = await modelIcon(app.db, app.files, params.name);
    return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.content);
  });
};
