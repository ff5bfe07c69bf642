import { APP_STATE_PUBLISHED, MODEL_STATUS_PUBLISHED, USAGE_KINDS, usageApi } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import type { Db } from '../db/database.ts';
import { pageOffset, toCount } from '../db/sql.ts';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { viewerOf } from '../lib/count-once.ts';
import { nowIso } from '../lib/time.ts';
import { countUse } from './usage.service.ts';

/** The published microservice (1) or model (2) a usage call names, with its name. */
async function findItem(db: Db, meMiType: number, mid: number) {
  return meMiType === USAGE_KINDS.micro
    ? db
        .selectFrom('microservice')
        .select(['id', 'name'])
        .where('id', '=', mid)
        .where('state', '=', APP_STATE_PUBLISHED)
        .executeTakeFirst()
    : db
        .selectFrom('mechanismModel')
        .select(['id', 'modelName as name'])
        .where('id', '=', mid)
        .where('modelStatusCode', '=', MODEL_STATUS_PUBLISHED)
        .executeTakeFirst();
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
    await app.db
      .insertInto('usageLog')
      .values({
        meMiType: body.meMiType,
        mid: body.mid,
        name: item.name,
        status: String(body.status),
        message: body.message ?? '',
        type: body.type === undefined ? '' : String(body.type),
        userId: user.id,
        tenantId: user.tenantId,
        createTime: nowIso(),
      })
      .execute();
    return ok(null);
  });

  route(app, usageApi.logs, async ({ params, query }, request) => {
    const { meMiType, mid } = params;
    await requireItem(app.db, meMiType, mid);
    const user = request.user as UserRow;
    let base = app.db
      .selectFrom('usageLog as l')
      .innerJoin('userAccount as u', 'u.id', 'l.userId')
      .where('l.meMiType', '=', meMiType)
      .where('l.mid', '=', mid);
    if (user.role === 'tenant' && user.tenantId !== null) base = base.where('l.tenantId', '=', user.tenantId);
    else if (user.role !== 'operate') base = base.where('l.userId', '=', user.id);
    const [rows, count] = await Promise.all([
      base
        .select([
          'l.id',
          'l.meMiType',
          'l.mid',
          'l.name',
          'l.status',
          'l.message',
          'l.type',
          'u.realName as userName',
          'l.createTime',
        ])
        .orderBy('l.id', query.sort)
        .limit(query.pageSize)
        .offset(pageOffset(query.currentPage, query.pageSize))
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return okPage(rows, {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      total: toCount(count.n),
    });
  });
};
