import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BANNER_TYPES } from '@portal/shared/constants';
import { contentApi } from '@portal/shared/content';
import { CONTENT_TEXTS, HOT_NEWS_SIZE } from '@portal/shared/content-constants';
import { type Endpoint, type EndpointInput, pathWith } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createCase, createIndustry, createNews } from '../src/content/content.service.ts';
import { invalidateArea } from '../src/lib/json-cache.ts';
import { appForThisTest, createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

/** A content image's address, as stored in a row. */
const image = (name: string) => pathWith(contentApi.image.path, { name });

interface NewsItem {
  id: number;
  headline: string;
  content: string;
  poster: string;
  createTime: string;
  clickCount: number;
}

const DEMO_PUBLISHED_NEWS = 32;
const DEMO_PUBLISHED_SOLUTIONS = 7;

const MALICIOUS_HTML = [
  '<p onclick="steal()" style="position:fixed">安全的段落</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<img src="https://example.com/a.png" alt="图">',
  '<a href="javascript:alert(1)">坏链接</a>',
  '<a href="https://example.com/" target="_blank">好链接</a>',
  '<iframe src="https://example.com"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<style>body{display:none}</style>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
].join('');

/** Nothing that could run, load a frame or restyle the page survived. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<svg|<style|javascript:|data:|onerror|onclick|style=/i);
  expect(html).not.toContain('__pwned');
}

describe.each(engines)('content API on %s', (engine) => {
  let t: TestApp;
  let empty: TestApp;
  /** An address an answer carries (a banner's or a picture's). */
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** A visitor's call, answered as the raw response. */
  const visit = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, app = t) =>
    (await callAs(app, 'visitor', endpoint, input)).response;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    empty = await createTestApp(engine);
    await Promise.all([t.app.ready(), empty.app.ready()]);
  });
  afterAll(() => Promise.all([t.close(), empty.close()]));

  async function newsList(currentPage: number, pageSize: number): Promise<NewsItem[]> {
    const res = await visit(contentApi.news, { query: { currentPage, pageSize } });
    expect(res.statusCode).toBe(200);
    return res.json().data.list;
  }

  describe('GET /api/portalWeb/banner/getListByType', () => {
    it('answers the active banners of a type, first by sort code, with generated images', async () => {
      const res = await visit(
        contentApi.banners,
        // An unknown parameter (n) is ignored.
        malformed({ query: { type: 1, currentPage: 1, pageSize: 20, sort: 'desc', n: 1 } }),
      );
      expect(res.statusCode).toBe(200);
      const { code, data } = res.json();
      expect(code).toBe(200);
      expect(data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
      expect(data.list.map((b: { title: string }) => b.title)).toEqual([
        '冷链工业互联网平台',
        '冷库在线监测 7×24 小时守护',
        '冷藏运输全程可视',
      ]);
      for (const banner of data.list) {
        expect(banner).toEqual({
          id: expect.any(Number),
          type: 1,
          title: expect.any(String),
          snapshot: expect.any(String),
          url: expect.stringMatching(/^\/api\/portalWeb\/content\/images\/banner-1-\d\.svg$/),
          textColor: '#ffffff',
          status: '1',
        });
        const image = await get(banner.url);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toContain('image/svg+xml');
      }
    });

    it('never shows a banner whose status is not "1"', async () => {
      const res = await visit(contentApi.banners, { query: { type: 1, keyword: '停用' } });
      expect(res.json().data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
      const refused = await visit(contentApi.banners, malformed({ query: { type: 1, status: '0' } }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(400);
    });

    it('has banners for all ten types', async () => {
      for (const type of Object.values(BANNER_TYPES)) {
        const res = await visit(contentApi.banners, { query: { type } });
        expect(res.json().data.list.length, `type ${type}`).toBeGreaterThan(0);
      }
      // The machine page shows arrows only with several images: it has two.
      const machine = await visit(contentApi.banners, { query: { type: 6 } });
      expect(machine.json().data.list).toHaveLength(2);
    });

    it('orders ascending when asked, pages, and filters by keyword', async () => {
      const asc = await visit(contentApi.banners, { query: { type: 1, sort: 'asc' } });
      expect(asc.json().data.list.map((b: { title: string }) => b.title)[0]).toBe('冷藏运输全程可视');
      const second = await visit(contentApi.banners, { query: { type: 1, pageSize: 2, currentPage: 2 } });
      expect(second.json().data.list.map((b: { title: string }) => b.title)).toEqual(['冷藏运输全程可视']);
      expect(second.json().data.pagination.total).toBe(3);
      const keyword = await visit(contentApi.banners, { query: { type: 1, keyword: '冷库' } });
      expect(keyword.json().data.list.map((b: { title: string }) => b.title)).toEqual([
        '冷库在线监测 7×24 小时守护',
      ]);
    });

    it('refuses a missing or unknown type with a Chinese message naming the field', async () => {
      for (const query of [{}, { type: 0 }, { type: 11 }, { type: 'abc' }]) {
        const res = await visit(contentApi.banners, malformed({ query }));
        const label = JSON.stringify(query);
        expect(res.statusCode, label).toBe(400);
        expect(res.json().data.fieldErrors.type, label).toBeTruthy();
      }
    });

    it('answers an empty page on a database without content', async () => {
      const res = await visit(contentApi.banners, { query: { type: 1 } }, empty);
      expect(res.json()).toEqual({
        code: 200,
        msg: '成功',
        data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } },
      });
    });
  });

  describe('GET /api/portalWeb/news', () => {
    it('pages the published news newest first, 10 by default', async () => {
      const res = await visit(contentApi.news, { query: {} });
      const { data } = res.json();
      expect(data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: DEMO_PUBLISHED_NEWS });
      expect(data.list).toHaveLength(10);
      const times = data.list.map((item: NewsItem) => item.createTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(data.list[0]).toEqual({
        id: expect.any(Number),
        headline: '平台冷库在线监测接入规模突破 1200 座',
        content: expect.stringContaining('18 个地市'),
        poster: expect.stringMatching(/^\/api\/portalWeb\/content\/images\/news-\d+\.svg$/),
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        clickCount: expect.any(Number),
      });
      // The list carries no body.
      expect(data.list[0].contentParse).toBeUndefined();
    });

    it('accepts the page sizes 10, 20, 30 and 40; pages do not overlap and end with the rest', async () => {
      const all = await newsList(1, 40);
      expect(all).toHaveLength(DEMO_PUBLISHED_NEWS);
      for (const size of [10, 20, 30]) {
        const first = await newsList(1, size);
        const second = await newsList(2, size);
        expect(first.map((n) => n.id)).toEqual(all.slice(0, size).map((n) => n.id));
        expect(second.map((n) => n.id)).toEqual(all.slice(size, size * 2).map((n) => n.id));
      }
      expect(await newsList(4, 10)).toHaveLength(2);
      expect(await newsList(9, 10)).toEqual([]);
    });

    it('refuses other page sizes and pages below 1', async () => {
      for (const query of [
        { pageSize: 15 },
        { pageSize: 0 },
        { pageSize: 100 },
        { currentPage: 0 },
        { currentPage: -1 },
      ]) {
        const res = await visit(contentApi.news, malformed({ query }));
        const label = JSON.stringify(query);
        expect(res.statusCode, label).toBe(400);
        expect(res.json().code, label).toBe(400);
      }
      expect((await visit(contentApi.news, malformed({ query: { pageSize: 15 } }))).json().msg).toContain(
        CONTENT_TEXTS.newsPageSize,
      );
    });

    it('never lists an unpublished item', async () => {
      const all = await newsList(1, 40);
      expect(all.some((n) => n.headline.includes('草稿'))).toBe(false);
    });
  });

  describe('GET /api/portalWeb/news/web/{id}', () => {
    it('answers the body with previous (newer) and next (older) links in list order', async () => {
      const all = await newsList(1, 40);
      const middle = all[5] as NewsItem;
      const res = await visit(contentApi.newsDetail, {
        params: { id: middle.id },
        query: { isClick: 'false' },
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ id: middle.id, headline: middle.headline, poster: middle.poster });
      expect(data.contentParse).toMatch(/^<p>/);
      expect(data.previous).toEqual({ id: all[4]?.id, headline: all[4]?.headline });
      expect(data.next).toEqual({ id: all[6]?.id, headline: all[6]?.headline });
    });

    it('has no previous at the newest item and no next at the oldest', async () => {
      const all = await newsList(1, 40);
      const newest = (
        await visit(contentApi.newsDetail, {
          params: { id: all[0]?.id as number },
          query: { isClick: 'false' },
        })
      ).json().data;
      expect(newest.previous).toBeNull();
      expect(newest.next).toEqual({ id: all[1]?.id, headline: all[1]?.headline });
      const oldest = (
        await visit(contentApi.newsDetail, {
          params: { id: all.at(-1)?.id as number },
          query: { isClick: 'false' },
        })
      ).json().data;
      expect(oldest.next).toBeNull();
      expect(oldest.previous).toEqual({ id: all.at(-2)?.id, headline: all.at(-2)?.headline });
    });

    it('counts a visit unless isClick is false (once per address an hour), and the list shows the count', async () => {
      const item = (await newsList(1, 10))[2] as NewsItem;
      const first = (await visit(contentApi.newsDetail, { params: { id: item.id }, query: {} })).json().data;
      expect(first.clickCount).toBe(item.clickCount + 1);
      const visitFrom = async (remoteAddress: string) =>
        (
          await callAs(
            t,
            'visitor',
            contentApi.newsDetail,
            { params: { id: item.id }, query: { isClick: 'true' } },
            { remoteAddress },
          )
        ).response;
      const second = (await visitFrom('198.51.100.7')).json().data;
      expect(second.clickCount).toBe(item.clickCount + 2);
      // The same address again within the hour is not counted again (security-counters.test.ts).
      expect((await visitFrom('198.51.100.7')).json().data.clickCount).toBe(item.clickCount + 2);
      const look = (
        await visit(contentApi.newsDetail, { params: { id: item.id }, query: { isClick: 'false' } })
      ).json().data;
      expect(look.clickCount).toBe(item.clickCount + 2);
      const listed = (await newsList(1, 10)).find((n) => n.id === item.id);
      expect(listed?.clickCount).toBe(item.clickCount + 2);
    });

    it('answers 404 in the envelope for an unknown or unpublished id, counting nothing', async () => {
      const unknown = await visit(contentApi.newsDetail, { params: { id: 999999 }, query: {} });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        code: 404,
        msg: CONTENT_TEXTS.newsNotFound,
        data: null,
        errorCode: 'NOT_FOUND',
      });

      const draft = await t.database.db
        .selectFrom('news')
        .select(['id', 'clickCount'])
        .where('published', '=', 0)
        .executeTakeFirstOrThrow();
      const res = await visit(contentApi.newsDetail, { params: { id: draft.id }, query: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(CONTENT_TEXTS.newsNotFound);
      const after = await t.database.db
        .selectFrom('news')
        .select('clickCount')
        .where('id', '=', draft.id)
        .executeTakeFirstOrThrow();
      expect(after.clickCount).toBe(draft.clickCount);
    });

    it('refuses an id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '-3', '1.5']) {
        const res = await visit(contentApi.newsDetail, malformed({ params: { id } }));
        expect(res.statusCode, id).toBe(400);
      }
      expect(
        (await visit(contentApi.newsDetail, malformed({ params: { id: 1 }, query: { isClick: 'maybe' } })))
          .statusCode,
      ).toBe(400);
    });

    it('keeps pictures inside some bodies, served by the server', async () => {
      const all = await newsList(1, 40);
      let withImages = 0;
      for (const item of all) {
        const body: string = (
          await visit(contentApi.newsDetail, { params: { id: item.id }, query: { isClick: 'false' } })
        ).json().data.contentParse;
        const sources = [...body.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] as string);
        if (sources.length > 0) withImages += 1;
        for (const src of sources) {
          expect(src).toMatch(/^\/api\/portalWeb\/content\/images\//);
          expect((await get(src)).statusCode).toBe(200);
        }
      }
      expect(withImages).toBeGreaterThanOrEqual(5);
    });
  });

  describe('GET /api/portalWeb/news/getPopularAdvice', () => {
    it('answers the most read published items, most read first', async () => {
      const res = await visit(contentApi.hotNews, {});
      const { data } = res.json();
      expect(data).toHaveLength(HOT_NEWS_SIZE);
      const clicks = data.map((n: NewsItem) => n.clickCount);
      expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
      const all = await newsList(1, 40);
      const most = Math.max(...all.map((n) => n.clickCount));
      expect(data[0].clickCount).toBe(most);
    });

    it('follows the visits: an item read often enough rises to the top', async () => {
      const all = await newsList(1, 40);
      const quiet = all.reduce((a, b) => (a.clickCount <= b.clickCount ? a : b));
      const top = (await visit(contentApi.hotNews, {})).json().data[0].clickCount as number;
      await t.database.db.updateTable('news').set({ clickCount: top }).where('id', '=', quiet.id).execute();
      await visit(contentApi.newsDetail, { params: { id: quiet.id }, query: {} });
      const hot = (await visit(contentApi.hotNews, {})).json().data;
      expect(hot[0]).toMatchObject({ id: quiet.id, clickCount: top + 1 });
    });

    it('answers an empty list without content', async () => {
      expect((await visit(contentApi.hotNews, {}, empty)).json().data).toEqual([]);
    });
  });

  describe('GET /api/portalWeb/industry and /industry/{id}', () => {
    it('lists the published solutions in their order, 10 a page', async () => {
      const res = await visit(contentApi.industries, { query: { currentPage: 1, pageSize: 10 } });
      const { data } = res.json();
      expect(data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: DEMO_PUBLISHED_SOLUTIONS });
      expect(data.list[0]).toEqual({
        id: expect.any(Number),
        title: '冷库智能监控解决方案',
        digest: expect.any(String),
        icon: expect.stringMatching(/^\/api\/portalWeb\/content\/images\/industry-1-icon\.svg$/),
      });
      expect(data.list.some((s: { title: string }) => s.title.includes('草稿'))).toBe(false);
      const defaults = (await visit(contentApi.industries, { query: {} })).json().data.pagination;
      expect(defaults).toEqual({ currentPage: 1, pageSize: 10, total: DEMO_PUBLISHED_SOLUTIONS });
      const second = (await visit(contentApi.industries, { query: { currentPage: 2, pageSize: 5 } })).json()
        .data.list;
      expect(second.map((s: { title: string }) => s.title)).toEqual(
        data.list.slice(5).map((s: { title: string }) => s.title),
      );
    });

    it('answers a solution with its pain points, values and cases', async () => {
      const first = (await visit(contentApi.industries, { query: {} })).json().data.list[0];
      const res = await visit(contentApi.industryDetail, { params: { id: first.id } });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ id: first.id, title: '冷库智能监控解决方案' });
      expect(data.painPoints[0]).toEqual({
        title: '库温靠人工巡检',
        text: '每日定时抄表，夜间和节假日无人值守，温度异常难以及时发现。',
      });
      expect(data.painPoints).toHaveLength(4);
      expect(data.values.map((v: { title: string }) => v.title)).toEqual([
        '7×24 小时在线',
        '能耗看得见',
        '温度全程可追溯',
        '部署快',
      ]);
      expect(data.cases).toHaveLength(2);
      expect(data.cases[0]).toEqual({
        id: expect.any(Number),
        industryId: first.id,
        title: '郑州某速冻食品企业冷库群在线监控',
        customer: '郑州某速冻食品企业',
        summary: expect.any(String),
        picture: expect.stringMatching(/\.svg$/),
      });
      expect(data.picture).toMatch(/industry-1\.svg$/);
      expect(data.content).toMatch(/^<p>/);
    });

    it('every published solution has pain points, values and at least one case', async () => {
      const list = (await visit(contentApi.industries, { query: {} })).json().data.list;
      for (const item of list) {
        const { data } = (await visit(contentApi.industryDetail, { params: { id: item.id } })).json();
        expect(data.painPoints.length, item.title).toBeGreaterThanOrEqual(3);
        expect(data.values.length, item.title).toBeGreaterThanOrEqual(3);
        expect(data.cases.length, item.title).toBeGreaterThanOrEqual(1);
      }
    });

    it('answers 404 for an unknown or unpublished solution', async () => {
      const unknown = await visit(contentApi.industryDetail, { params: { id: 999999 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        code: 404,
        msg: CONTENT_TEXTS.industryNotFound,
        data: null,
        errorCode: 'NOT_FOUND',
      });
      const draft = await t.database.db
        .selectFrom('industry')
        .select('id')
        .where('published', '=', 0)
        .executeTakeFirstOrThrow();
      expect((await visit(contentApi.industryDetail, { params: { id: draft.id } })).statusCode).toBe(404);
      expect((await visit(contentApi.industryDetail, malformed({ params: { id: 'abc' } }))).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/portalWeb/industry/case/{id}', () => {
    it('answers a case with its story and the title of its solution', async () => {
      const solution = (await visit(contentApi.industries, { query: {} })).json().data.list[1];
      const detail = (await visit(contentApi.industryDetail, { params: { id: solution.id } })).json().data;
      const res = await visit(contentApi.caseDetail, { params: { id: detail.cases[0].id } });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ ...detail.cases[0], industryTitle: solution.title });
      expect(data.content).toContain('<h3>项目背景</h3>');
      expect(data.content).toContain(`<img src="${image('case-')}`);
      expect(data.createTime).toMatch(/Z$/);
    });

    it('answers 404 for an unknown case, an unpublished one, and one of an unpublished solution', async () => {
      const unknown = await visit(contentApi.caseDetail, { params: { id: 999999 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        code: 404,
        msg: CONTENT_TEXTS.caseNotFound,
        data: null,
        errorCode: 'NOT_FOUND',
      });

      const draftIndustry = await t.database.db
        .selectFrom('industry')
        .select('id')
        .where('published', '=', 0)
        .executeTakeFirstOrThrow();
      const caseOfDraft = await createCase(t.database.db, {
        industryId: draftIndustry.id,
        title: '未发布方案下的案例',
        customer: '某企业',
        summary: '摘要',
        content: '<p>内容</p>',
        picture: image('case-1.svg'),
      });
      expect((await visit(contentApi.caseDetail, { params: { id: caseOfDraft } })).statusCode).toBe(404);

      const solution = (await visit(contentApi.industries, { query: {} })).json().data.list[0];
      const hidden = await createCase(t.database.db, {
        industryId: solution.id,
        title: '未发布的案例',
        customer: '某企业',
        summary: '摘要',
        content: '<p>内容</p>',
        picture: image('case-1.svg'),
        published: false,
      });
      expect((await visit(contentApi.caseDetail, { params: { id: hidden } })).statusCode).toBe(404);
      const cases = (await visit(contentApi.industryDetail, { params: { id: solution.id } })).json().data
        .cases;
      expect(cases.some((c: { id: number }) => c.id === hidden)).toBe(false);
    });
  });

  describe('GET /api/visualdev/Dashboard/Notice', () => {
    it('answers the published notices, newest first', async () => {
      const { data } = (await visit(contentApi.notices, {})).json();
      expect(data.length).toBe(6);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        title: '关于平台系统升级维护的通知',
        content: expect.any(String),
        createTime: expect.any(String),
      });
      const times = data.map((n: { createTime: string }) => n.createTime);
      expect(times).toEqual([...times].sort().reverse());
      expect((await visit(contentApi.notices, {}, empty)).json().data).toEqual([]);
    });
  });

  describe('content images', () => {
    it('serves a generated SVG that may draw but never run anything', async () => {
      const res = await visit(contentApi.image, { params: { name: 'news-01.svg' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('public');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<script|on\w+=|href=/i);
    });

    it('answers 404 in the envelope for an unknown or badly named image', async () => {
      for (const name of ['nothing.svg', 'news-01.png', '../portal.db', 'NEWS-01.svg']) {
        const res = await visit(contentApi.image, { params: { name } });
        expect(res.statusCode, name).toBe(404);
        expect(res.json(), name).toEqual({
          code: 404,
          msg: CONTENT_TEXTS.imageNotFound,
          data: null,
          errorCode: 'NOT_FOUND',
        });
      }
    });
  });

  describe('remembered answers', () => {
    it('a saved news item, banner, solution or case shows at once in the answers read before', async () => {
      // Its own app: what it publishes and the answers it caches stay out of the other tests.
      const own = await appForThisTest(engine, { seed: true });
      const get = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => visit(endpoint, input, own);
      await get(contentApi.news, { query: {} });
      await get(contentApi.banners, { query: { type: 9 } });
      const before = (await get(contentApi.industries, { query: {} })).json().data.pagination.total;
      await createNews(own.database.db, {
        headline: '刚刚发布的新闻',
        summary: '摘要',
        body: '<p>正文</p>',
        poster: image('news-01.svg'),
        publishTime: new Date().toISOString(),
      });
      expect((await get(contentApi.news, { query: {} })).json().data.list[0].headline).toBe('刚刚发布的新闻');
      await createBanner(own.database.db, {
        type: 9,
        title: '新的搜索页横幅',
        url: image('banner-9-1.svg'),
        sortCode: 100,
      });
      expect((await get(contentApi.banners, { query: { type: 9 } })).json().data.list[0].title).toBe(
        '新的搜索页横幅',
      );
      const industryId = await createIndustry(own.database.db, {
        title: '新方案',
        digest: '摘要',
        icon: image('industry-1-icon.svg'),
        picture: image('industry-1.svg'),
        content: '<p>内容</p>',
        painPoints: [],
        values: [],
        sortCode: 100,
      });
      expect((await get(contentApi.industries, { query: {} })).json().data.pagination.total).toBe(before + 1);
      expect(
        (await get(contentApi.industryDetail, { params: { id: industryId } })).json().data.cases,
      ).toEqual([]);
      await createCase(own.database.db, {
        industryId,
        title: '新案例',
        customer: '某企业',
        summary: '摘要',
        content: '<p>内容</p>',
        picture: image('case-1.svg'),
      });
      const cases = (await get(contentApi.industryDetail, { params: { id: industryId } })).json().data.cases;
      expect(cases.map((c: { title: string }) => c.title)).toEqual(['新案例']);
    });
  });

  describe('rich text is sanitised when saved', () => {
    it('a stored news body keeps its text, safe links and images, and loses every script', async () => {
      const id = await createNews(t.database.db, {
        headline: '含有恶意代码的新闻',
        summary: '测试',
        body: MALICIOUS_HTML,
        poster: image('news-01.svg'),
        publishTime: '2020-01-01T00:00:00.000Z',
      });
      const stored = await t.database.db
        .selectFrom('news')
        .select('body')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expectHarmless(stored.body);
      const { data } = (
        await visit(contentApi.newsDetail, { params: { id }, query: { isClick: 'false' } })
      ).json();
      expectHarmless(data.contentParse);
      expect(data.contentParse).toContain('<p>安全的段落</p>');
      expect(data.contentParse).toContain('<img src="https://example.com/a.png" alt="图" />');
      expect(data.contentParse).toContain(
        '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">好链接</a>',
      );
      expect(data.contentParse).toContain('<a>坏链接</a>');
      await t.database.db.deleteFrom('news').where('id', '=', id).execute();
    });

    it('solution and case stories are sanitised the same way', async () => {
      const industryId = await createIndustry(t.database.db, {
        title: '测试方案',
        digest: '摘要',
        icon: image('industry-1-icon.svg'),
        picture: image('industry-1.svg'),
        content: MALICIOUS_HTML,
        painPoints: [{ title: '痛点', text: '说明' }],
        values: [{ title: '价值', text: '说明' }],
        sortCode: 99,
      });
      const caseId = await createCase(t.database.db, {
        industryId,
        title: '测试案例',
        customer: '某企业',
        summary: '摘要',
        content: MALICIOUS_HTML,
        picture: image('case-1.svg'),
      });
      const solution = (await visit(contentApi.industryDetail, { params: { id: industryId } })).json().data;
      expectHarmless(solution.content);
      expect(solution.content).toContain('安全的段落');
      const story = (await visit(contentApi.caseDetail, { params: { id: caseId } })).json().data;
      expectHarmless(story.content);
      await t.database.db.deleteFrom('industry').where('id', '=', industryId).execute();
    });
  });
});

const INDEX_HTML = [
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />',
  '<meta name="description" content="冷链工业互联网平台：应用市场、工业微服务、机理模型、物联网平台与行业供需。" />',
  '<title>冷链工业互联网平台</title></head><body><div id="root"></div></body></html>',
].join('');

describe.each(engines)('content pages as a crawler sees them on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(engine, { seed: true, webDist: dist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a news detail page carries the headline and summary, and counts no visit', async () => {
    const item = await t.database.db
      .selectFrom('news')
      .select(['id', 'headline', 'summary', 'clickCount'])
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await page(`/NewsDetail?id=${item.id}&currentPage=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toBe(`${item.headline} - 冷链工业互联网平台`);
    expect(descriptionOf(res.body)).toBe(item.summary);
    expect(res.body).toContain('<div id="root"></div>');
    // Routes match whatever the case.
    expect(titleOf((await page(`/newsdetail?id=${item.id}`)).body)).toBe(
      `${item.headline} - 冷链工业互联网平台`,
    );
    const after = await t.database.db
      .selectFrom('news')
      .select('clickCount')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(after.clickCount).toBe(item.clickCount);
  });

  it('the solution page names the solutions, or the one chosen', async () => {
    const list = await page('/Solution');
    expect(titleOf(list.body)).toBe('行业解决方案 - 冷链工业互联网平台');
    expect(descriptionOf(list.body)).toContain('冷库智能监控解决方案、冷链物流运输解决方案');
    const solution = await t.database.db
      .selectFrom('industry')
      .select(['id', 'title', 'digest'])
      .where('published', '=', 1)
      .orderBy('sortCode')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const one = await page(`/Solution?id=${solution.id}`);
    expect(titleOf(one.body)).toBe(`${solution.title} - 行业解决方案 - 冷链工业互联网平台`);
    expect(descriptionOf(one.body)).toBe(solution.digest);
  });

  it('the home page carries its banner answer and preloads the first picture', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const boot = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(boot).toBeDefined();
    // The same answer the banner call gives the page (type 1, first page, newest first).
    const call = (
      await callAs(t, 'visitor', contentApi.banners, {
        query: { type: 1, currentPage: 1, pageSize: 20, sort: 'desc' },
      })
    ).response;
    const embedded = JSON.parse(boot as string) as { banners: Record<string, unknown> };
    expect(embedded.banners['1']).toEqual(call.json());
    const first = call.json().data.list[0] as { url: string };
    expect(res.body).toContain(`<link rel="preload" as="image" href="${first.url}" fetchpriority="high" />`);
    // Only the home page carries it.
    expect((await page('/News')).body).not.toContain('boot-data');
  });

  it('writes boot data that cannot close its script element', async () => {
    await t.database.db
      .updateTable('banner')
      .set({ title: '</script><script>alert(1)</script>' })
      .where('type', '=', 1)
      .execute();
    invalidateArea(t.database.db, 'pages');
    const body = (await page('/')).body;
    expect(body).not.toContain('<script>alert(1)');
    const boot = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(
      body,
    )?.[1] as string;
    const titles = (
      JSON.parse(boot) as { banners: { '1': { data: { list: { title: string }[] } } } }
    ).banners['1'].data.list.map((item) => item.title);
    expect(titles).toContain('</script><script>alert(1)</script>');
  });

  it('a case page carries the case title and summary', async () => {
    const item = await t.database.db
      .selectFrom('industryCase')
      .select(['id', 'title', 'summary'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await page(`/Case?title=hyfa&id=${item.id}`);
    expect(titleOf(res.body)).toBe(`${item.title} - 行业案例 - 冷链工业互联网平台`);
    expect(descriptionOf(res.body)).toBe(item.summary);
  });

  it('escapes what it writes into the page', async () => {
    const id = await createNews(t.database.db, {
      headline: '</title><script>alert(1)</script>',
      summary: '"><script>alert(2)</script>',
      body: '<p>正文</p>',
      poster: image('news-01.svg'),
      publishTime: '2020-01-01T00:00:00.000Z',
    });
    const res = await page(`/NewsDetail?id=${id}`);
    expect(res.body).not.toContain('<script>');
    expect(titleOf(res.body)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 冷链工业互联网平台',
    );
    expect(descriptionOf(res.body)).toBe('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    await t.database.db.deleteFrom('news').where('id', '=', id).execute();
  });

  it('keeps the site defaults for unknown, unpublished or malformed ids and other pages', async () => {
    const draft = await t.database.db
      .selectFrom('news')
      .select('id')
      .where('published', '=', 0)
      .executeTakeFirstOrThrow();
    for (const url of [
      '/NewsDetail?id=999999',
      `/NewsDetail?id=${draft.id}`,
      '/NewsDetail?id=abc',
      '/NewsDetail',
      '/Case?id=999999',
      '/News',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });
});
