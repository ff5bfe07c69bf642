import { COMMUNITY_TEXTS, communityApi, submissionAdminApi } from '@portal/shared/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  approveSubmission,
  attachPackage,
  communityIndustries,
  communityModelSorts,
  communityOverview,
  type EndpointPolicy,
  editableSubmission,
  mySubmission,
  mySubmissions,
  rejectSubmission,
  submissionDetail,
  submissionPackage,
  submissionQueue,
  submitMicro,
  submitModel,
  updateMicroSubmission,
  updateModelSubmission,
} from './community.service.ts';
import { openPackage, receivePackage, removePackage } from './package-upload.ts';

/**
 * The developer community (developers only, each with their own submissions) and the operators'
 * review queue of its submissions (operators only). The guard checks every call.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ policy: EndpointPolicy }> = async (app, options) => {
  const { policy } = options;

  route(app, communityApi.overview, async ({ caller }) => ok(await communityOverview(app.db, caller)));

  route(app, communityApi.industries, async () => ok(await communityIndustries(app.db)));

  route(app, communityApi.modelSorts, async () => ok(await communityModelSorts(app.db)));

  route(app, communityApi.list, async ({ query, caller }) => {
    const { list, total } = await mySubmissions(app.db, caller, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, communityApi.detail, async ({ params, caller }) =>
    ok(await mySubmission(app.db, caller, params.id)),
  );

  route(app, communityApi.createMicro, async ({ body, caller }) =>
    ok(await submitMicro(app.db, policy, caller, body), COMMUNITY_TEXTS.created),
  );

  route(app, communityApi.updateMicro, async ({ params, body, caller }) =>
    ok(await updateMicroSubmission(app.db, policy, caller, params.id, body), COMMUNITY_TEXTS.updated),
  );

  route(app, communityApi.createModel, async ({ body, caller }) =>
    ok(await submitModel(app.db, policy, caller, body), COMMUNITY_TEXTS.created),
  );

  route(app, communityApi.updateModel, async ({ params, body, caller }) =>
    ok(await updateModelSubmission(app.db, policy, caller, params.id, body), COMMUNITY_TEXTS.updated),
  );

  route(app, communityApi.uploadPackage, async ({ params, caller }, request) => {
    // Whose it is and whether it may change, before a byte of the body is read (a microservice's only).
    await editableSubmission(app.db, caller, params.x, 'micro');
    const stored = await receivePackage(request, app.files);
    try {
      const { detail, replaced } = await attachPackage(app.db, caller, params.x, stored);
      if (replaced) await removePackage(app.files, replaced);
      return ok(detail, COMMUNITY_TEXTS.packageUploaded);
    } catch (error) {
      await removePackage(app.files, stored.file);
      throw error;
    }
  });

  route(app, submissionAdminApi.list, async ({ query }) => {
    const { list, total } = await submissionQueue(app.db, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, submissionAdminApi.detail, async ({ params }) => ok(await submissionDetail(app.db, params.id)));

  route(app, submissionAdminApi.package, async ({ params }, _request, reply) => {
    const { file, name } = await submissionPackage(app.db, params.id);
    const stream = await openPackage(app.files, file);
    if (!stream) throw notFound(COMMUNITY_TEXTS.packageNone);
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(stream);
  });

  route(app, submissionAdminApi.approve, async ({ params, caller }) => {
    const detail = await approveSubmission(app.db, caller, params.id);
    return ok(detail, detail.kind === 'model' ? COMMUNITY_TEXTS.modelApproved : COMMUNITY_TEXTS.approved);
  });

  route(app, submissionAdminApi.reject, async ({ params, body, caller }) =>
    ok(await rejectSubmission(app.db, caller, params.id, body.reason), COMMUNITY_TEXTS.rejected),
  );
};
