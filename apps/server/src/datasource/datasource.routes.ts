import { dataSourceApi as api, DATA_SOURCE_TEXTS } from '@portal/shared/datasource';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import type { ConnectionPolicy } from './connection-test.ts';
import {
  changeDataSource,
  createDataSource,
  dataSourceDetail,
  dataSourcePage,
  removeDataSource,
  testConnection,
} from './datasource.service.ts';

export interface DataSourceRouteOptions {
  /** The key data-source passwords are sealed with. */
  key: Buffer;
  /** Which hosts a connection test may reach (the forwarding's allowed hosts) and which it never may. */
  policy: ConnectionPolicy;
}

/** 数据配置: a tenant administrator's data sources (issue 21 part 5). */
export const dataSourceRoutes: FastifyPluginAsyncZod<DataSourceRouteOptions> = async (app, options) => {
  route(app, api.list, async ({ query, caller }) => ok(await dataSourcePage(app.db, caller, query)));
  route(app, api.detail, async ({ params, caller }) => ok(await dataSourceDetail(app.db, caller, params.id)));
  route(app, api.create, async ({ body, caller }) =>
    ok(await createDataSource(app.db, options.key, caller, body), DATA_SOURCE_TEXTS.created),
  );
  route(app, api.update, async ({ params, body, caller }) =>
    ok(await changeDataSource(app.db, options.key, caller, params.id, body), DATA_SOURCE_TEXTS.updated),
  );
  route(app, api.delete, async ({ params, caller }) => {
    await removeDataSource(app.db, caller, params.id);
    return ok(null, DATA_SOURCE_TEXTS.deleted);
  });
  route(app, api.testConnection, async ({ body, caller }) => {
    const deps = { db: app.db, key: options.key, rateLimits: app.rateLimits, policy: options.policy };
    const answer = await testConnection(deps, caller, body);
    return ok(answer, answer.message);
  });
};
