import { zEnvelope } from '@portal/shared/api';
import { MODEL_GROUP_SIZE, modelsApi } from '@portal/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import { listRequestFields } from '../micro/micro.repository.ts';
import { findModel, listModelSorts, listModelsNewestFirst, pageModels } from './models.repository.ts';

// The cached reads' whole answers, checked once when computed (lib/json-cache.ts).
const zModelPageAnswer = zEnvelope(modelsApi.page.data);
const zSortsAnswer = zEnvelope(modelsApi.sorts.data);
const zModelGroupsAnswer = zEnvelope(modelsApi.portal.data);

/** Public mechanism-model catalogue: published models (status code 3) only. */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, modelsApi.page, async ({ query }, _request, reply) => {
    const answer = await cachedJson(
      app.db,
      'catalogue',
      `model/page:${JSON.stringify(query)}`,
      zModelPageAnswer,
      async () => {
        const { list, total } = await pageModels(app.db, query);
        return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
      },
    );
    return sendJson(reply, answer);
  });

  route(app, modelsApi.info, async ({ params }) => {
    const row = await findModel(app.db, params.id);
    if (!row) throw notFound('机理模型不存在');
    const { method, protocol, prefix, uri, domain, isRequestData, ...model } = row;
    return ok({
      mechanismModelVo: model,
      mechanismModelRequestVo: { method, protocol, prefix, uri, domain, isRequestData },
      mechanismModelRequestFieldVoList: await listRequestFields(app.db, 'model', row.id),
    });
  });

  route(app, modelsApi.sorts, async (_input, _request, reply) =>
    sendJson(
      reply,
      await cachedJson(app.db, 'catalogue', 'model/sorts', zSortsAnswer, async () =>
        ok(await listModelSorts(app.db)),
      ),
    ),
  );

  route(app, modelsApi.portal, async (_input, _request, reply) => {
    const answer = await cachedJson(app.db, 'catalogue', 'model/portal', zModelGroupsAnswer, async () => {
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
    return sendJson(reply, answer);
  });
};
