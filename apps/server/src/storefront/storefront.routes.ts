import { zEnvelope } from '@portal/shared/api';
import { MARKET_TEXTS, marketApi } from '@portal/shared/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import {
  findPublishedAppName,
  findPublishedAppRules,
  listAssociatedApps,
  listIndustriesWithApps,
  listPublishedByNames,
} from '../market/apps.repository.ts';
import { logoSvg } from '../market/logo.ts';
import { findPublishedMicroName } from '../micro/micro.repository.ts';
import { findPublishedModelName } from '../models/models.repository.ts';
import { appDetail, groupByIndustry, pageApps } from './storefront.service.ts';

// The cached reads' whole answers, checked once when computed (lib/json-cache.ts).
const zGroupsAnswer = zEnvelope(marketApi.groups.data);
const zTypesAnswer = zEnvelope(marketApi.types.data);
const zAppPageAnswer = zEnvelope(marketApi.list.data);
const zAppsAnswer = zEnvelope(marketApi.byNames.data);

/** Public catalogue reads of the app market; only published apps (state 1) ever appear. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, marketApi.groups, async ({ body }, _request, reply) => {
    const keyword = body?.keyword ?? '';
    const answer = await cachedJson(
      app.db,
      'catalogue',
      `market/groups:${keyword}`,
      zGroupsAnswer,
      async () => ok(await groupByIndustry(app.db, keyword)),
    );
    return sendJson(reply, answer);
  });

  route(app, marketApi.types, async (_input, _request, reply) =>
    sendJson(
      reply,
      await cachedJson(app.db, 'catalogue', 'market/types', zTypesAnswer, async () =>
        ok(await listIndustriesWithApps(app.db)),
      ),
    ),
  );

  route(app, marketApi.list, async ({ query }, _request, reply) => {
    const answer = await cachedJson(
      app.db,
      'catalogue',
      `market/list:${JSON.stringify(query)}`,
      zAppPageAnswer,
      async () => {
        const { list, total } = await pageApps(app.db, query);
        return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
      },
    );
    return sendJson(reply, answer);
  });

  route(app, marketApi.byNames, async ({ query }, _request, reply) => {
    const names = query.names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .slice(0, 50);
    const answer = await cachedJson(
      app.db,
      'catalogue',
      `market/names:${names.join(',')}`,
      zAppsAnswer,
      async () => ok(await listPublishedByNames(app.db, names)),
    );
    return sendJson(reply, answer);
  });

  route(app, marketApi.detail, async ({ params }, request) =>
    ok(await appDetail(app.db, params.id, request.user)),
  );

  route(app, marketApi.associations, async ({ params }) => {
    if (!(await findPublishedAppRules(app.db, params.id))) throw notFound(MARKET_TEXTS.appNotFound);
    return ok(await listAssociatedApps(app.db, params.id));
  });

  route(app, marketApi.logo, async ({ params }, _request, reply) => {
    const id = Number.parseInt(params.file, 10);
    const { kind } = params;
    const row =
      kind === 'app'
        ? await findPublishedAppName(app.db, id)
        : kind === 'micro'
          ? await findPublishedMicroName(app.db, id)
          : await findPublishedModelName(app.db, id);
    if (!row) throw notFound('图标不存在');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(logoSvg(kind, row.name));
  });
};
