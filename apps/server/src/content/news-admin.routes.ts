import { NEWS_ADMIN_TEXTS, newsAdminApi } from '@portal/shared/news-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  createManagedNews,
  managedNewsPage,
  newsImage,
  removeManagedNews,
  saveNewsImage,
  updateManagedNews,
} from './news-admin.service.ts';

/** The operator console's 新闻管理 (operators only; the guard checks every call) and its public pictures. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, newsAdminApi.list, async ({ query }) => {
    const { list, total } = await managedNewsPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, newsAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedNews(app.db, caller, body), NEWS_ADMIN_TEXTS.created),
  );

  route(app, newsAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedNews(app.db, caller, params.id, body), NEWS_ADMIN_TEXTS.updated),
  );

  route(app, newsAdminApi.remove, async ({ params, caller }) => {
    await removeManagedNews(app.db, caller, params.id);
    return ok(null, NEWS_ADMIN_TEXTS.removed);
  });

  route(app, newsAdminApi.uploadImage, async ({ caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, newsAdminApi.uploadImage.upload, {
      missing: NEWS_ADMIN_TEXTS.imageMissing,
      wrongType: NEWS_ADMIN_TEXTS.imageType,
      tooLarge: () => NEWS_ADMIN_TEXTS.imageSize,
      broken: NEWS_ADMIN_TEXTS.imageBroken,
    });
    return ok(await saveNewsImage(app.db, app.files, caller, file), NEWS_ADMIN_TEXTS.imageUploaded);
  });

  route(app, newsAdminApi.image, async ({ params }, _request, reply) => {
    const image = await newsImage(app.db, app.files, params.name);
    return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.content);
  });
};
