import {
  APP_STATE_PUBLISHED,
  MODEL_STATUS_PUBLISHED,
  USAGE_KINDS,
  zEnvelope,
  zErrorEnvelope,
  zListQuery,
  zPageEnvelope,
  zUsageCount,
  zUsageLogEntry,
  zUsageLogParams,
  zUsageLogRequest,
  zUsageSaveRequest,
} from '@portal/shared';
import { z } from 'zod';
import type { UserRow } from '../accounts/user.repository.ts';
import type { AppInstance } from '../app.ts';
import { requireUser } from '../auth/guards.ts';
import { pageOffset, toCount } from '../db/sql.ts';
import { withTransaction } from '../db/transaction.ts';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { nowIso } from '../lib/time.ts';
import type { Db } from '../market/apps.repository.ts';

const errors = { 400: zErrorEnvelope, 401: zErrorEnvelope, 404: zErrorEnvelope };
const tags = ['usage'];

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
export function usageRoutes(app: AppInstance): void {
  app.post(
    '/api/portalWeb/microLog/save',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '使用计数：微服务（meMiType 1）或机理模型（2）使用次数加一',
        body: zUsageSaveRequest,
        response: { 200: zEnvelope(zUsageCount), ...errors },
      },
    },
    async (request) => {
      const { meMiType, mid } = request.body;
      await requireItem(app.db, meMiType, mid);
      const row = await withTransaction(
        app.db,
        (trx) =>
          meMiType === USAGE_KINDS.micro
            ? trx
                .updateTable('microservice')
                .set((eb) => ({ uploadCount: eb('uploadCount', '+', 1) }))
                .where('id', '=', mid)
                .returning('uploadCount as count')
                .executeTakeFirstOrThrow()
            : trx
                .updateTable('mechanismModel')
                .set((eb) => ({ useCount: eb('useCount', '+', 1) }))
                .where('id', '=', mid)
                .returning('useCount as count')
                .executeTakeFirstOrThrow(),
        { invalidates: ['catalogue'] },
      );
      return ok({ count: row.count });
    },
  );

  app.post(
    '/api/portalWeb/microLog/saveLog',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '记录一次试用调用或仿真的结果',
        body: zUsageLogRequest,
        response: { 200: zEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
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
    },
  );

  app.get(
    '/api/portalWeb/market/selectMarketLog/:meMiType/:mid',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '调用日志（租户看本租户的，开发者看自己的，运营者看全部）',
        params: zUsageLogParams,
        querystring: zListQuery.pick({ currentPage: true, pageSize: true, sort: true }),
        response: { 200: zPageEnvelope(zUsageLogEntry), ...errors },
      },
    },
    async (request) => {
      const { meMiType, mid } = request.params;
      await requireItem(app.db, meMiType, mid);
      const user = request.user as UserRow;
      let base = app.db
        .selectFrom('usageLog as l')
        .innerJoin('userAccount as u', 'u.id', 'l.userId')
        .where('l.meMiType', '=', meMiType)
        .where('l.mid', '=', mid);
      if (user.role === 'tenant' && user.tenantId !== null)
        base = base.where('l.tenantId', '=', user.tenantId);
      else if (user.role !== 'operate') base = base.where('l.userId', '=', user.id);
      const query = request.query;
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
    },
  );
}
