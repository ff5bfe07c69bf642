import { MODERATION_TEXTS, supplyModerationApi } from '@portal/shared/supply-moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  approveEntry,
  createType,
  moderationDetail,
  moderationQueue,
  orderTypes,
  rejectEntry,
  retireType,
  takeDownEntry,
  typesForOperator,
  updateType,
} from './moderation.service.ts';

/** The board's moderation in the operator console (operators only, checked by each call's access). */
export const supplyModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const api = supplyModerationApi;

  route(app, api.queue, async ({ query }) => {
    const page = await moderationQueue(app.db, query);
    return okPage(page.list, page.pagination);
  });
  route(app, api.detail, async ({ params, caller }) =>
    ok(await moderationDetail(app.db, caller, params.kind, params.id)),
  );
  route(app, api.approve, async ({ params, caller }) =>
    ok(await approveEntry(app.db, caller, params.kind, params.id), MODERATION_TEXTS.approved),
  );
  route(app, api.reject, async ({ params, body, caller }) =>
    ok(
      await rejectEntry(app.db, caller, params.kind, params.id, body.reviewRemark),
      MODERATION_TEXTS.rejected,
    ),
  );
  route(app, api.takeDown, async ({ params, body, caller }) =>
    ok(
      await takeDownEntry(app.db, caller, params.kind, params.id, body.reviewRemark),
      MODERATION_TEXTS.takenDown,
    ),
  );

  route(app, api.types, async () => ok(await typesForOperator(app.db)));
  route(app, api.createType, async ({ body, caller }) =>
    ok(await createType(app.db, caller, body), MODERATION_TEXTS.typeSaved),
  );
  route(app, api.updateType, async ({ params, body, caller }) =>
    ok(await updateType(app.db, caller, params.id, body), MODERATION_TEXTS.typeSaved),
  );
  route(app, api.orderTypes, async ({ body, caller }) =>
    ok(await orderTypes(app.db, caller, body.ids), MODERATION_TEXTS.orderSaved),
  );
  route(app, api.retireType, async ({ params, body, caller }) =>
    ok(await retireType(app.db, caller, params.id, body.confirm === true), MODERATION_TEXTS.typeRetiredDone),
  );
};
