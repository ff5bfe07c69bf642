import {
  zBanner,
  zBannerListQuery,
  zCaseDetail,
  zContentIdParam,
  zEnvelope,
  zErrorEnvelope,
  zIndustryDetail,
  zIndustryListItem,
  zIndustryListQuery,
  zNewsDetail,
  zNewsDetailQuery,
  zNewsListItem,
  zNewsListQuery,
  zNotice,
  zPageEnvelope,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { viewerOf } from '../lib/count-once.ts';
import { cachedJson, sendJson } from '../lib/json-cache.ts';
import {
  bannersByType,
  CONTENT_IMAGE_PATH,
  caseDetail,
  contentImage,
  hotNews,
  industryDetail,
  industryPage,
  newsDetail,
  newsPage,
  notices,
} from './content.service.ts';

const tags = ['content'];

// Answer schemas, built once: the routes declare them and the cache checks against them.
const bannerPage = zPageEnvelope(zBanner);
const newsPage200 = zPageEnvelope(zNewsListItem);
const hotList = zEnvelope(z.array(zNewsListItem));
const industryPage200 = zPageEnvelope(zIndustryListItem);
const industryOne = zEnvelope(zIndustryDetail);
const caseOne = zEnvelope(zCaseDetail);
const noticeList = zEnvelope(z.array(zNotice));
const errors = { 400: zErrorEnvelope, 404: zErrorEnvelope };

/**
 * The banner answer's bytes, from the read cache. The home page's HTML carries the same bytes
 * for banner type 1 (page-meta.ts), so its first picture needs no call of its own.
 */
export function cachedBannerPage(
  db: AppInstance['db'],
  query: z.output<typeof zBannerListQuery>,
): Promise<Buffer> {
  const key = `banner:${query.type}:${query.keyword ?? ''}:${query.currentPage}:${query.pageSize}:${query.sort}`;
  return cachedJson(db, 'pages', key, bannerPage, async () => ok(await bannersByType(db, query)));
}

/** Public reads: every caller may read published content, so no route here needs a session. */
export function contentRoutes(app: AppInstance): void {
  app.get(
    '/api/portalWeb/banner/getListByType',
    {
      schema: {
        tags,
        summary: '按类型取轮播图（只含状态为 "1" 的）',
        querystring: zBannerListQuery,
        response: { 200: bannerPage, ...errors },
      },
    },
    async (request, reply) => sendJson(reply, await cachedBannerPage(app.db, request.query)),
  );

  app.get(
    '/api/portalWeb/news',
    {
      schema: {
        tags,
        summary: '新闻列表（已发布，按发布时间倒序；每页 10/20/30/40 条）',
        querystring: zNewsListQuery,
        response: { 200: newsPage200, ...errors },
      },
    },
    async (request, reply) => {
      const { currentPage, pageSize } = request.query;
      return sendJson(
        reply,
        await cachedJson(app.db, 'news', `news:${currentPage}:${pageSize}`, newsPage200, async () =>
          ok(await newsPage(app.db, currentPage, pageSize)),
        ),
      );
    },
  );

  app.get(
    '/api/portalWeb/news/getPopularAdvice',
    {
      schema: {
        tags,
        summary: '热门新闻（按阅读次数）',
        response: { 200: hotList },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'news', 'hot', hotList, async () => ok(await hotNews(app.db))),
      ),
  );

  app.get(
    '/api/portalWeb/news/web/:id',
    {
      schema: {
        tags,
        summary: '新闻详情（isClick 为 true 时计一次阅读），含上一篇与下一篇',
        params: zContentIdParam,
        querystring: zNewsDetailQuery,
        response: { 200: zEnvelope(zNewsDetail), ...errors },
      },
    },
    async (request) =>
      ok(
        await newsDetail(
          app.db,
          request.params.id,
          request.query.isClick ? viewerOf(app.rateLimits, request) : null,
        ),
      ),
  );

  app.get(
    '/api/portalWeb/industry',
    {
      schema: {
        tags,
        summary: '行业解决方案列表（每页 10 条）',
        querystring: zIndustryListQuery,
        response: { 200: industryPage200, ...errors },
      },
    },
    async (request, reply) => {
      const { currentPage, pageSize } = request.query;
      return sendJson(
        reply,
        await cachedJson(app.db, 'pages', `industry:${currentPage}:${pageSize}`, industryPage200, async () =>
          ok(await industryPage(app.db, currentPage, pageSize)),
        ),
      );
    },
  );

  // Registered before /industry/:id; Fastify prefers the static segment either way.
  app.get(
    '/api/portalWeb/industry/case/:id',
    {
      schema: {
        tags,
        summary: '行业案例详情',
        params: zContentIdParam,
        response: { 200: caseOne, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendJson(
        reply,
        await cachedJson(app.db, 'pages', `case:${id}`, caseOne, async () =>
          ok(await caseDetail(app.db, id)),
        ),
      );
    },
  );

  app.get(
    '/api/portalWeb/industry/:id',
    {
      schema: {
        tags,
        summary: '行业解决方案详情：痛点、价值与案例',
        params: zContentIdParam,
        response: { 200: industryOne, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendJson(
        reply,
        await cachedJson(app.db, 'pages', `solution:${id}`, industryOne, async () =>
          ok(await industryDetail(app.db, id)),
        ),
      );
    },
  );

  app.get(
    '/api/visualdev/Dashboard/Notice',
    {
      schema: {
        tags,
        summary: '平台公告（最新 10 条）',
        response: { 200: noticeList },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedJson(app.db, 'pages', 'notices', noticeList, async () => ok(await notices(app.db))),
      ),
  );

  app.get(
    `${CONTENT_IMAGE_PATH}/:name`,
    {
      schema: {
        tags,
        summary: '内容图片（平台生成的 SVG）',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.string().describe('image/svg+xml'), 404: zErrorEnvelope },
      },
    },
    async (request, reply) => {
      const image = await contentImage(app.db, request.params.name);
      // Opened on its own an SVG is a document: the security headers (http/security-headers.ts)
      // let it draw, never run anything.
      return reply.type(image.mimeType).header('Cache-Control', 'public, max-age=86400').send(image.body);
    },
  );
}
