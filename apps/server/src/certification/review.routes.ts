import { CERTIFICATION_TEXTS, reviewApi } from '@portal/shared/certification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import type { Caller } from '../lib/caller.ts';
import type { Logger } from '../lib/logger.ts';
import { approveCertification, rejectCertification, reviewDetail, reviewPage } from './review.service.ts';

/** The operator console's review desk (operators only, checked by each call's access). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, reviewApi.list, async ({ query }) => {
    const page = await reviewPage(app.db, query);
    return okPage(page.list, page.pagination);
  });

  route(app, reviewApi.detail, async ({ params }) => ok(await reviewDetail(app.db, params.id)));

  const decision = (operator: Caller, log: Logger, id: number) => ({
    db: app.db,
    sms: app.sms,
    log,
    operator,
    id,
  });

  route(app, reviewApi.approve, async ({ params, caller }, request) =>
    ok(
      await approveCertification(decision(caller, request.log, params.id)),
      CERTIFICATION_TEXTS.approvedDone,
    ),
  );

  route(app, reviewApi.reject, async ({ params, body, caller }, request) =>
    ok(
      await rejectCertification(decision(caller, request.log, params.id), body.examineRemake),
      CERTIFICATION_TEXTS.rejectedDone,
    ),
  );
};
