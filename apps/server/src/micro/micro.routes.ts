import { zEnvelope } from '@portal/shared/api';
import { MICRO_GROUP_SIZE, microApi } from '@portal/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import {
  findMicroservice,
  listMicroByUse,
  listMicroIndustries,
  pageMicroservices,
} from './micro.repository.ts';

// The cached reads' whole answers, checked once when computed (lib/json-cache.ts).
const zMicroPageAnswer = zEnvelope(microApi.list.data);
const zMicroTypesAnswer = zEnvelope(microApi.types.data);
const zMicroGroupsAnswer = zEnvelope(microApi.groups.data);

/** Public microservice catalogue (published ones only). */
export const microRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, microApi.list, async ({ query }, _request, reply) => {
    const answer = await cachedJson(
      app.db,
      'catalogue',
      `micro/list:${JSON.stringify(query)}`,
      zMicroPageAnswer,
      async () => {
        const { list, total } = await pageMicroservices(app.db, query);
        return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
      },
    );
    return sendJson(reply, answer);
  });

  route(app, microApi.types, async (_input, _request, reply) =>
    sendJson(
      reply,
      await cachedJson(app.db, 'catalogue', 'micro/types', zMicroTypesAnswer, async () =>
        ok(await listMicroIndustries(app.db)),
      ),
    ),
  );

  route(app, microApi.groups, async (_input, _request, reply) => {
    const answer = await cachedJson(app.db, 'catalogue', 'micro/groups', zMicroGroupsAnswer, async () => {
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
    return sendJson(reply, answer);
  });

  route(app, microApi.detail, async ({ params }) => {
    const micro = await findMicroservice(app.db, params.id);
    if (!micro) throw notFound('微服务不存在');
    return ok(micro);
  });
};
