import { MEMBER_ADMIN_TEXTS, memberAdminApi } from '@portal/shared/member-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  createManagedMember,
  managedMemberPage,
  memberLogo,
  removeManagedMember,
  saveMemberLogo,
  updateManagedMember,
} from './member-admin.service.ts';

/** The operator console's 平台会员 (operators only; the guard checks every call) and the public logos. */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, memberAdminApi.list, async ({ query }) => {
    const { list, total } = await managedMemberPage(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, memberAdminApi.create, async ({ body, caller }) =>
    ok(await createManagedMember(app.db, caller, body), MEMBER_ADMIN_TEXTS.memberCreated),
  );

  route(app, memberAdminApi.update, async ({ params, body, caller }) =>
    ok(await updateManagedMember(app.db, caller, params.id, body), MEMBER_ADMIN_TEXTS.memberUpdated),
  );

  route(app, memberAdminApi.remove, async ({ params, caller }) => {
    await removeManagedMember(app.db, caller, params.id);
    return ok(null, MEMBER_ADMIN_TEXTS.memberRemoved);
  });

  route(app, memberAdminApi.uploadLogo, async ({ caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, memberAdminApi.uploadLogo.upload, {
      missing: MEMBER_ADMIN_TEXTS.imageMissing,
      wrongType: MEMBER_ADMIN_TEXTS.imageType,
      tooLarge: () => MEMBER_ADMIN_TEXTS.imageSize,
      broken: MEMBER_ADMIN_TEXTS.imageBroken,
    });
    return ok(await saveMemberLogo(app.db, app.files, caller, file), MEMBER_ADMIN_TEXTS.logoUploaded);
  });

  route(app, memberAdminApi.logo, async ({ params }, _request, reply) => {
    const image = await memberLogo(app.db, app.files, params.name);
    return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.content);
  });
};
