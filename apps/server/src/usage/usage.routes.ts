import { usageApi } from '@portal/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { viewerOf } from '../lib/count-once.ts';
import { countUse, logUse, readUseLog } from './usage.service.ts';

/** Usage counting and the log of trial calls and simulations (spec 000 §7, 001 §7.2); logged-in users. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usageApi.count, async ({ body, caller }, request) =>
    ok(await countUse(app.db, viewerOf(app.rateLimits, caller, request.ip), body.meMiType, body.mid)),
  );

  route(app, usageApi.log, async ({ body, caller }) => {
    await logUse(app.db, caller, body);
    return ok(null);
  });

  route(app, usageApi.logs, async ({ params, query, caller }) => {
    const { rows, total } = await readUseLog(app.db, caller, params, query);
    return okPage(rows, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });
};
