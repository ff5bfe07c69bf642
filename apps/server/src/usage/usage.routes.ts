import { USAGE_KINDS, usageApi } from '@portal/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import type { Db } from '../db/database.ts';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { viewerOf } from '../lib/count-once.ts';
import { nowIso } from '../lib/time.ts';
import { findPublishedMicroName } from '../micro/micro.repository.ts';
import { findPublishedModelName } from '../models/models.repository.ts';
import { insertUsageLog, type LogScope, pageUsageLogs } from './usage.repository.ts';
import { countUse } from './usage.service.ts';

/** The published microservice (1) or model (2) a usage call names, with its name. */
function findItem(db: Db, meMiType: number, mid: number) {
  return meMiType === USAGE_KINDS.micro ? findPublishedMicroName(db, mid) : findPublishedModelName(db, mid);
}

async function requireItem(db: Db, meMiType: number, mid: number) {
  const item = await findItem(db, meMiType, mid);
  if (!item) throw notFound(meMiType === USAGE_KINDS.micro ? '微服务不存在' : '机理模型不存在');
  return item;
}

/** Usage counting and the log of trial calls and simulations (spec 000 §7, 001 §7.2); logged-in users. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usageApi.count, async ({ body }, request) => {
    const { meMiType, mid } = body;
    await requireItem(app.db, meMiType, mid);
    return ok(await countUse(app.db, viewerOf(app.rateLimits, request), meMiType, mid));
  });

  route(app, usageApi.log, async ({ body }, request) => {
    const item = await requireItem(app.db, body.meMiType, body.mid);
    const user = request.user as UserRow;
    await insertUsageLog(app.db, {
      meMiType: body.meMiType,
      mid: body.mid,
      name: item.name,
      status: String(body.status),
      message: body.message ?? '',
      type: body.type === undefined ? '' : String(body.type),
      userId: user.id,
      tenantId: user.tenantId,
      createTime: nowIso(),
    });
    return ok(null);
  });

  route(app, usageApi.logs, async ({ params, query }, request) => {
    const { meMiType, mid } = params;
    await requireItem(app.db, meMiType, mid);
    const user = request.user as UserRow;
    const scope: LogScope =
      user.role === 'operate'
        ? 'all'
        : user.role === 'tenant' && user.tenantId !== null
          ? { tenantId: user.tenantId }
          : { userId: user.id };
    const { rows, total } = await pageUsageLogs(app.db, { meMiType, mid }, scope, query);
    return okPage(rows, {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      total,
    });
  });
};
