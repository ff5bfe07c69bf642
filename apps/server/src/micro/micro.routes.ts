import {
  MICRO_GROUP_SIZE,
  zEnvelope,
  zErrorEnvelope,
  zIdParam,
  zMarketIndustry,
  zMicroCard,
  zMicroDetail,
  zMicroGroup,
  zMicroListQuery,
  zPageEnvelope,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import {
  findMicroservice,
  listMicroByUse,
  listMicroIndustries,
  pageMicroservices,
} from './micro.repository.ts';

const errors = { 400: zErrorEnvelope, 404: zErrorEnvelope };
const zMicroPageAnswer = zPageEnvelope(zMicroCard);
const zMicroTypesAnswer = zEnvelope(z.array(zMarketIndustry));
const zMicroGroupsAnswer = zEnvelope(z.array(zMicroGroup));
const tags = ['micro'];

/** Public microservice catalogue (published ones only). */
export function microRoutes(app: AppInstance): void {
  app.get(
    '/api/portalWeb/micro/selectList',
    {
      schema: {
        tags,
        summary: '微服务分页列表（category 为行业名称）',
        querystring: zMicroListQuery,
        response: { 200: zMicroPageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const body = await cachedJson(
        app.db,
        'catalogue',
        `micro/list:${JSON.stringify(query)}`,
        zMicroPageAnswer,
        async () => {
          const { list, total } = await pageMicroservices(app.db, query);
          return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
        },
      );
      return sendJson(reply, body);
    },
  );

  app.post(
    '/api/portalWeb/micro/getAllType',
    {
      schema: {
        tags,
        summary: '微服务分类（行业）',
        response: { 200: zMicroTypesAnswer, ...errors },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'catalogue', 'micro/types', zMicroTypesAnswer, async () =>
          ok(await listMicroIndustries(app.db)),
        ),
      ),
  );

  app.post(
    '/api/portalWeb/micro/groupByIndustry',
    {
      schema: {
        tags,
        summary: '按行业分组的微服务（每组前 8 个，使用次数降序）',
        response: { 200: zMicroGroupsAnswer, ...errors },
      },
    },
    async (_request, reply) => {
      const body = await cachedJson(app.db, 'catalogue', 'micro/groups', zMicroGroupsAnswer, async () => {
        const [industries, micros] = await Promise.all([listMicroIndustries(app.db), listMicroByUse(app.db)]);
        return ok(
          industries.map((industry) => {
            const own = micros.filter((micro) => micro.industry === industry.id);
            return {
              id: industry.id,
              name: industry.name,
              total: own.length,
              microList: own.slice(0, MICRO_GROUP_SIZE),
            };
          }),
        );
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/portalWeb/micro/:id',
    {
      schema: {
        tags,
        summary: '微服务详情（含接口定义与参数）',
        params: zIdParam,
        response: { 200: zEnvelope(zMicroDetail), ...errors },
      },
    },
    async (request) => {
      const micro = await findMicroservice(app.db, request.params.id);
      if (!micro) throw notFound('微服务不存在');
      return ok(micro);
    },
  );
}
