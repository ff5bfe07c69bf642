import { contentApi, type zBannerListQuery } from '@portal/shared/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { answerSchema, route } from '../http/route.ts';
import { viewerOf } from '../lib/count-once.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import {
  bannersByType,
  caseDetail,
  contentImage,
  hotNews,
  industryDetail,
  industryPage,
  newsDetail,
  newsPage,
  notices,
} from './content.service.ts';

/**
 * The banner answer's bytes, from the read cache. The home page's HTML carries the same bytes
 * for banner type 1 (page-meta.ts), so its first picture needs no call of its own.
 */
export function cachedBannerPage(db: Db, query: z.output<typeof zBannerListQuery>): Promise<Buffer> {
  const key = `banner:${query.type}:${query.keyword ?? ''}:${query.currentPage}:${query.pageSize}:${query.sort}`;
  return cachedJson(db, 'pages', key, answerSchema(contentApi.banners), async () =>
    ok(await bannersByType(db, query)),
  );
}

/** Public reads: every caller may read published content. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contentApi.banners, async ({ query }, _request, reply) =>
    sendJson(reply, await cachedBannerPage(app.db, query)),
  );

  route(
    app,
    contentApi.news,
    async ({ query: { currentPage, pageSize } }) => ok(await newsPage(app.db, currentPage, pageSize)),
    { cached: 'news' },
  );

  route(app, contentApi.hotNews, async () => ok(await hotNews(app.db)), { cached: 'news' });

  route(app, contentApi.newsDetail, async ({ params, query, caller }, request) =>
    ok(
      await newsDetail(
        app.db,
        params.id,
        query.isClick ? viewerOf(app.rateLimits, caller, request.ip) : null,
      ),
    ),
  );

  route(
    app,
    contentApi.industries,
    async ({ query: { currentPage, pageSize } }) => ok(await industryPage(app.db, currentPage, pageSize)),
    { cached: 'pages' },
  );

  // Registered before /industry/:id; Fastify prefers the static segment either way.
  route(app, contentApi.caseDetail, async ({ params: { id } }) => ok(await caseDetail(app.db, id)), {
    cached: 'pages',
  });

  route(app, contentApi.industryDetail, async ({ params: { id } }) => ok(await industryDetail(app.db, id)), {
    cached: 'pages',
  });

  route(app, contentApi.notices, async () => ok(await notices(app.db)), { cached: 'pages' });

  route(app, contentApi.image, async ({ params }, _request, reply) => {
    const image = await contentImage(app.db, params.name);
    return (
      reply
        .type(image.mimeType)
        // Opened on its own an SVG is a document: the security headers (http/security-headers.ts)
        // let it draw, never run anything.
        .header('Cache-Control', 'public, max-age=86400')
        .send(image.body)
    );
  });
};
