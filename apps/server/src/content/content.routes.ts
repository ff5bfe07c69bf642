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
const errors = { 400: zErrorEnvelope, 404: zErrorEnvelope };

/** Public reads: every caller may read published content, so no route here needs a session. */
export function contentRoutes(app: AppInstance): void {
  app.get(
    '/api/portalWeb/banner/getListByType',
    {
      schema: {
        tags,
        summary: '按类型取轮播图（只含状态为 "1" 的）',
        querystring: zBannerListQuery,
        response: { 200: zPageEnvelope(zBanner), ...errors },
      },
    },
    async (request) => ok(await bannersByType(app.db, request.query)),
  );

  app.get(
    '/api/portalWeb/news',
    {
      schema: {
        tags,
        summary: '新闻列表（已发布，按发布时间倒序；每页 10/20/30/40 条）',
        querystring: zNewsListQuery,
        response: { 200: zPageEnvelope(zNewsListItem), ...errors },
      },
    },
    async (request) => ok(await newsPage(app.db, request.query.currentPage, request.query.pageSize)),
  );

  app.get(
    '/api/portalWeb/news/getPopularAdvice',
    {
      schema: {
        tags,
        summary: '热门新闻（按阅读次数）',
        response: { 200: zEnvelope(z.array(zNewsListItem)) },
      },
    },
    async () => ok(await hotNews(app.db)),
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
    async (request) => ok(await newsDetail(app.db, request.params.id, request.query.isClick)),
  );

  app.get(
    '/api/portalWeb/industry',
    {
      schema: {
        tags,
        summary: '行业解决方案列表（每页 10 条）',
        querystring: zIndustryListQuery,
        response: { 200: zPageEnvelope(zIndustryListItem), ...errors },
      },
    },
    async (request) => ok(await industryPage(app.db, request.query.currentPage, request.query.pageSize)),
  );

  // Registered before /industry/:id; Fastify prefers the static segment either way.
  app.get(
    '/api/portalWeb/industry/case/:id',
    {
      schema: {
        tags,
        summary: '行业案例详情',
        params: zContentIdParam,
        response: { 200: zEnvelope(zCaseDetail), ...errors },
      },
    },
    async (request) => ok(await caseDetail(app.db, request.params.id)),
  );

  app.get(
    '/api/portalWeb/industry/:id',
    {
      schema: {
        tags,
        summary: '行业解决方案详情：痛点、价值与案例',
        params: zContentIdParam,
        response: { 200: zEnvelope(zIndustryDetail), ...errors },
      },
    },
    async (request) => ok(await industryDetail(app.db, request.params.id)),
  );

  app.get(
    '/api/visualdev/Dashboard/Notice',
    {
      schema: {
        tags,
        summary: '平台公告（最新 10 条）',
        response: { 200: zEnvelope(z.array(zNotice)) },
      },
    },
    async () => ok(await notices(app.db)),
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
      return (
        reply
          .type(image.mimeType)
          .header('Cache-Control', 'public, max-age=86400')
          // An SVG opened on its own is a document: it may draw, never run anything.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('X-Content-Type-Options', 'nosniff')
          .send(image.body)
      );
    },
  );
}
