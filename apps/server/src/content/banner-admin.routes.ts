import { BANNER_ADMIN_TEXTS, bannerAdminApi } from '@portal/shared/banner-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  bannerImage,
  createManagedBanner,
  managedBannerPage,
  removeManagedBanner,
  saveBannerImage,
  setBannerShown,
  updateManagedBanner,
} from './banner-admin.service.ts';

/** The operator console's 轮播图管理 (operators only; the guard checks every call) and its public pictures. */
export const bannerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bannerAdminApi.list, async ({ query }) => {
    const { list, total } = await managedBannerPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, bannerAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedBanner(app.db, caller, body), BANNER_ADMIN_TEXTS.created),
  );

  route(app, bannerAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedBanner(app.db, caller, params.id, body), BANNER_ADMIN_TEXTS.updated),
  );

  route(app, bannerAdminApi.setStatus, async ({ params, body, caller }) =>
    ok(
      await setBannerShown(app.db, caller, params.id, body.shown),
      body.shown ? BANNER_ADMIN_TEXTS.shown : BANNER_ADMIN_TEXTS.hidden,
    ),
  );

  route(app, bannerAdminApi.remove, async ({ params, caller }) => {
    await removeManagedBanner(app.db, caller, params.id);
    return ok(null, BANNER_ADMIN_TEXTS.removed);
  });

  route(app, bannerAdminApi.uploadImage, async ({ caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, bannerAdminApi.uploadImage.upload, {
      missing: BANNER_ADMIN_TEXTS.imageMissing,
      wrongType: BANNER_ADMIN_TEXTS.imageType,
      tooLarge: () => BANNER_ADMIN_TEXTS.imageSize,
      broken: BANNER_ADMIN_TEXTS.imageBroken,
    });
    return ok(await saveBannerImage(app.db, app.files, caller, file), BANNER_ADMIN_TEXTS.imageUploaded);
  });

  route(app, bannerAdminApi.image, async ({ params }, _request, reply) => {
    const image = await bannerImage(app.db, app.files, params.name);
    return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.content);
  });
};
