import { microApi } from '@portal/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { listMicroIndustries, microDetail, microGroups, pageMicroservices } from './micro.service.ts';

/** Public microservice catalogue (published ones only). */
export const microRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    microApi.list,
    async ({ query }) => {
      const { list, total } = await pageMicroservices(app.db, query);
      return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
    },
    { cached: 'microservices' },
  );

  route(app, microApi.types, async () => ok(await listMicroIndustries(app.db)), { cached: 'microservices' });

  route(app, microApi.groups, async () => ok(await microGroups(app.db)), { cached: 'microservices' });

  route(app, microApi.detail, async ({ params }) => ok(await microDetail(app.db, params.id)));
};
