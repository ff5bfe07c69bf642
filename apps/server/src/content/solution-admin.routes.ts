import { SOLUTION_ADMIN_TEXTS, solutionAdminApi } from '@portal/shared/solution-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  createManagedCase,
  createManagedSolution,
  managedCasePage,
  managedSolutionPage,
  removeManagedCase,
  removeManagedSolution,
  saveSolutionImage,
  solutionImage,
  updateManagedCase,
  updateManagedSolution,
} from './solution-admin.service.ts';

/** The operator console's 解决方案管理 (operators only; the guard checks every call) and its public pictures. */
export const solutionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, solutionAdminApi.list, async ({ query }) => {
    const { list, total } = await managedSolutionPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, solutionAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedSolution(app.db, caller, body), SOLUTION_ADMIN_TEXTS.solutionCreated),
  );

  route(app, solutionAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedSolution(app.db, caller, params.id, body), SOLUTION_ADMIN_TEXTS.solutionUpdated),
  );

  route(app, solutionAdminApi.remove, async ({ params, caller }) => {
    await removeManagedSolution(app.db, caller, params.id);
    return ok(null, SOLUTION_ADMIN_TEXTS.solutionRemoved);
  });

  route(app, solutionAdminApi.cases, async ({ query }) => {
    const { list, total } = await managedCasePage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, solutionAdminApi.createCase, async ({ body, caller }) =>
    ok(await createManagedCase(app.db, caller, body), SOLUTION_ADMIN_TEXTS.caseCreated),
  );

  route(app, solutionAdminApi.updateCase, async ({ params, body, caller }) =>
    ok(await updateManagedCase(app.db, caller, params.id, body), SOLUTION_ADMIN_TEXTS.caseUpdated),
  );

  route(app, solutionAdminApi.removeCase, async ({ params, caller }) => {
    await removeManagedCase(app.db, caller, params.id);
    return ok(null, SOLUTION_ADMIN_TEXTS.caseRemoved);
  });

  route(app, solutionAdminApi.uploadImage, async ({ caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, solutionAdminApi.uploadImage.upload, {
      missing: SOLUTION_ADMIN_TEXTS.imageMissing,
      wrongType: SOLUTION_ADMIN_TEXTS.imageType,
      tooLarge: () => SOLUTION_ADMIN_TEXTS.imageSize,
      broken: SOLUTION_ADMIN_TEXTS.imageBroken,
    });
    return ok(await saveSolutionImage(app.db, app.files, caller, file), SOLUTION_ADMIN_TEXTS.imageUploaded);
  });

  route(app, solutionAdminApi.image, async ({ params }, _request, reply) => {
    const image = await solutionImage(app.db, app.files, params.name);
    return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.content);
  });
};
