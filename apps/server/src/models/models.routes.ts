import { modelsApi } from '@portal/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { listModelSorts, modelGroups, modelInfo, pageModels } from './models.service.ts';

/** Public mechanism-model catalogue: published models (status code 3) only. */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    modelsApi.page,
    async ({ query }) => {
      const { list, total } = await pageModels(app.db, query);
      return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
    },
    { cached: 'models' },
  );

  route(app, modelsApi.info, async ({ params }) => ok(await modelInfo(app.db, params.id)));

  route(app, modelsApi.sorts, async () => ok(await listModelSorts(app.db)), { cached: 'models' });

  route(app, modelsApi.portal, async () => ok(await modelGroups(app.db)), { cached: 'models' });
};
