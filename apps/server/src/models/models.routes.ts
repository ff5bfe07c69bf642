import {
  MODEL_GROUP_SIZE,
  zEnvelope,
  zErrorEnvelope,
  zIdParam,
  zModelCard,
  zModelGroup,
  zModelInfo,
  zModelPageQuery,
  zModelSort,
  zPageEnvelope,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import { listRequestFields } from '../micro/micro.repository.ts';
import { findModel, listModelSorts, listModelsNewestFirst, pageModels } from './models.repository.ts';

const errors = { 400: zErrorEnvelope, 404: zErrorEnvelope };
const zModelPageAnswer = zPageEnvelope(zModelCard);
const zSortsAnswer = zEnvelope(z.array(zModelSort));
const zModelGroupsAnswer = zEnvelope(z.array(zModelGroup));
const tags = ['models'];

/** Public mechanism-model catalogue: published models (status code 3) only. */
export function modelsRoutes(app: AppInstance): void {
  app.get(
    '/api/portalWeb/model/page',
    {
      schema: {
        tags,
        summary: '已发布机理模型分页（按分类 modelSortCode 过滤）',
        querystring: zModelPageQuery,
        response: { 200: zModelPageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const body = await cachedJson(
        app.db,
        'catalogue',
        `model/page:${JSON.stringify(query)}`,
        zModelPageAnswer,
        async () => {
          const { list, total } = await pageModels(app.db, query);
          return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
        },
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/portalWeb/model/info/:id',
    {
      schema: {
        tags,
        summary: '机理模型详情（模型、请求定义与请求参数）',
        params: zIdParam,
        response: { 200: zEnvelope(zModelInfo), ...errors },
      },
    },
    async (request) => {
      const row = await findModel(app.db, request.params.id);
      if (!row) throw notFound('机理模型不存在');
      const { method, protocol, prefix, uri, domain, isRequestData, ...model } = row;
      return ok({
        mechanismModelVo: model,
        mechanismModelRequestVo: { method, protocol, prefix, uri, domain, isRequestData },
        mechanismModelRequestFieldVoList: await listRequestFields(app.db, 'model', row.id),
      });
    },
  );

  app.get(
    '/api/portalWeb/model/dict/getModelSortList',
    {
      schema: {
        tags,
        summary: '机理模型分类',
        response: { 200: zSortsAnswer, ...errors },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'catalogue', 'model/sorts', zSortsAnswer, async () =>
          ok(await listModelSorts(app.db)),
        ),
      ),
  );

  app.get(
    '/api/portalWeb/model/portal',
    {
      schema: {
        tags,
        summary: '按分类分组的已发布机理模型（每组最新 6 个）',
        response: { 200: zModelGroupsAnswer, ...errors },
      },
    },
    async (_request, reply) => {
      const body = await cachedJson(app.db, 'catalogue', 'model/portal', zModelGroupsAnswer, async () => {
        const [sorts, models] = await Promise.all([listModelSorts(app.db), listModelsNewestFirst(app.db)]);
        return ok(
          sorts
            .map((sort) => {
              const own = models.filter((model) => model.modelSortCode === sort.code);
              return { ...sort, total: own.length, list: own.slice(0, MODEL_GROUP_SIZE) };
            })
            .filter((group) => group.total > 0),
        );
      });
      return sendJson(reply, body);
    },
  );
}
