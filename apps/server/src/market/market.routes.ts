import {
  APP_STATE_PUBLISHED,
  MARKET_TEXTS,
  MODEL_STATUS_PUBLISHED,
  zAppCard,
  zAppDetail,
  zAppRef,
  zEnvelope,
  zErrorEnvelope,
  zGroupByIndustryRequest,
  zIdParam,
  zIndustryGroup,
  zMarketByNamesQuery,
  zMarketIndustry,
  zMarketListQuery,
  zPageEnvelope,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { optionalUser } from '../auth/guards.ts';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import {
  findPublishedAppRules,
  listAssociatedApps,
  listIndustriesWithApps,
  listPublishedByNames,
} from './apps.repository.ts';
import { logoSvg } from './logo.ts';
import { appDetail, groupByIndustry, pageApps } from './market.service.ts';

const errors = { 400: zErrorEnvelope, 404: zErrorEnvelope };
const zGroupsAnswer = zEnvelope(z.array(zIndustryGroup));
const zTypesAnswer = zEnvelope(z.array(zMarketIndustry));
const zAppPageAnswer = zPageEnvelope(zAppCard);
const zAppsAnswer = zEnvelope(z.array(zAppCard));
const tags = ['market'];

/** Public catalogue reads of the app market; only published apps (state 1) ever appear. */
export function marketRoutes(app: AppInstance): void {
  app.post(
    '/api/portalWeb/market/groupByIndustryDesc',
    {
      schema: {
        tags,
        summary: '按行业分组的已上架应用（每组前 8 个，安装量降序）',
        body: zGroupByIndustryRequest,
        response: { 200: zGroupsAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const keyword = request.body?.keyword ?? '';
      const body = await cachedJson(
        app.db,
        'catalogue',
        `market/groups:${keyword}`,
        zGroupsAnswer,
        async () => ok(await groupByIndustry(app.db, keyword)),
      );
      return sendJson(reply, body);
    },
  );

  app.post(
    '/api/portalWeb/marketType/getAllType',
    {
      schema: {
        tags,
        summary: '应用行业分类（有已上架应用的）',
        response: { 200: zTypesAnswer, ...errors },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'catalogue', 'market/types', zTypesAnswer, async () =>
          ok(await listIndustriesWithApps(app.db)),
        ),
      ),
  );

  app.get(
    '/api/portalWeb/market/selectMarketList',
    {
      schema: {
        tags,
        summary: '已上架应用分页列表（只列 state 1）',
        querystring: zMarketListQuery,
        response: { 200: zAppPageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const body = await cachedJson(
        app.db,
        'catalogue',
        `market/list:${JSON.stringify(query)}`,
        zAppPageAnswer,
        async () => {
          const { list, total } = await pageApps(app.db, query);
          return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
        },
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/portalWeb/market/selectMarketList/NoFilter',
    {
      schema: {
        tags,
        summary: '按名称取已上架应用（逗号分隔，如 冷机物联网,冷柜物联网）',
        querystring: zMarketByNamesQuery,
        response: { 200: zAppsAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const names = request.query.names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .slice(0, 50);
      const body = await cachedJson(
        app.db,
        'catalogue',
        `market/names:${names.join(',')}`,
        zAppsAnswer,
        async () => ok(await listPublishedByNames(app.db, names)),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/portalWeb/market/:id',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '应用详情（含收费标准与关联应用；登录租户另有是否已订阅、是否在购物车）',
        params: zIdParam,
        response: { 200: zEnvelope(zAppDetail), ...errors },
      },
    },
    async (request) => ok(await appDetail(app.db, request.params.id, request.user)),
  );

  app.get(
    '/api/portalWeb/market/getAssociationMarket/:id',
    {
      schema: {
        tags,
        summary: '应用的关联应用',
        params: zIdParam,
        response: { 200: zEnvelope(z.array(zAppRef)), ...errors },
      },
    },
    async (request) => {
      if (!(await findPublishedAppRules(app.db, request.params.id))) throw notFound(MARKET_TEXTS.appNotFound);
      return ok(await listAssociatedApps(app.db, request.params.id));
    },
  );

  app.get(
    '/api/portalWeb/logo/:kind/:file',
    {
      schema: {
        tags,
        summary: '应用、微服务、机理模型的生成式 SVG 图标',
        params: z.object({
          kind: z.enum(['app', 'micro', 'model']),
          // At most nine digits: ids stay within an integer column.
          file: z.string().regex(/^[1-9]\d{0,8}\.svg$/, '文件名不正确'),
        }),
        // The SVG text itself (sent as image/svg+xml, not JSON).
        response: { 200: z.string(), 404: zErrorEnvelope },
      },
    },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const { kind } = request.params;
      const row =
        kind === 'app'
          ? await app.db
              .selectFrom('marketApp')
              .select('name')
              .where('id', '=', id)
              .where('state', '=', APP_STATE_PUBLISHED)
              .executeTakeFirst()
          : kind === 'micro'
            ? await app.db
                .selectFrom('microservice')
                .select('name')
                .where('id', '=', id)
                .where('state', '=', APP_STATE_PUBLISHED)
                .executeTakeFirst()
            : await app.db
                .selectFrom('mechanismModel')
                .select('modelName as name')
                .where('id', '=', id)
                .where('modelStatusCode', '=', MODEL_STATUS_PUBLISHED)
                .executeTakeFirst();
      if (!row) throw notFound('图标不存在');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(logoSvg(kind, row.name));
    },
  );
}
