import { CERTIFICATION_TEXTS, certificationApi, isNationalId, RULE_MESSAGES } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  readOwnCertification,
  readTenantUser,
  submitDeveloperCertification,
  submitTenantCertification,
} from './certification.service.ts';

/** The applicant's side of certification: reading and submitting one's own, the ID check. */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: { user: UserRow | null }) => request.user as UserRow;

  route(app, certificationApi.tenantUser, async ({ params }, request) =>
    ok(await readTenantUser(app.db, viewer(request), params.id)),
  );

  route(app, certificationApi.mine, async ({ params }, request) =>
    ok(await readOwnCertification(app.db, viewer(request), params.id)),
  );

  route(app, certificationApi.submitTenant, async ({ body }, request) =>
    ok(await submitTenantCertification(app.db, viewer(request), body), CERTIFICATION_TEXTS.submitted),
  );

  route(app, certificationApi.submitDeveloper, async ({ body }, request) =>
    ok(await submitDeveloperCertification(app.db, viewer(request), body), CERTIFICATION_TEXTS.submitted),
  );

  route(app, certificationApi.validateIdNumber, async ({ body }) => {
    if (!isNationalId(body.idCard.toUpperCase())) {
      throw badRequest(RULE_MESSAGES.nationalId, { idCard: RULE_MESSAGES.nationalId });
    }
    return ok(true as const, CERTIFICATION_TEXTS.idValid);
  });
};
