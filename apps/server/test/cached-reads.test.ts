import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS } from '../src/lib/json-cache.ts';
import { appForThisTest, createTestApp, engines, type TestApp } from './helpers.ts';

afterEach(() => vi.useRealTimers());

interface Read {
  method: 'GET' | 'POST';
  /** As the OpenAPI description names it. */
  route: string;
  url: string;
}

/** Every public read answered from the JSON cache (lib/json-cache.ts). */
const reads: Read[] = [
  { method: 'GET', route: '/api/portalWeb/member/list', url: '/api/portalWeb/member/list' },
  { method: 'GET', route: '/api/portalWeb/map/markers', url: '/api/portalWeb/map/markers' },
  {
    method: 'POST',
    route: '/api/portalWeb/market/groupByIndustryDesc',
    url: '/api/portalWeb/market/groupByIndustryDesc',
  },
  {
    method: 'POST',
    route: '/api/portalWeb/marketType/getAllType',
    url: '/api/portalWeb/marketType/getAllType',
  },
  {
    method: 'GET',
    route: '/api/portalWeb/market/selectMarketList',
    url: '/api/portalWeb/market/selectMarketList?currentPage=1&pageSize=12',
  },
  {
    method: 'GET',
    route: '/api/portalWeb/market/selectMarketList/NoFilter',
    url: `/api/portalWeb/market/selectMarketList/NoFilter?names=${encodeURIComponent('冷机物联网,冷柜物联网')}`,
  },
  { method: 'GET', route: '/api/portalWeb/micro/selectList', url: '/api/portalWeb/micro/selectList' },
  { method: 'POST', route: '/api/portalWeb/micro/getAllType', url: '/api/portalWeb/micro/getAllType' },
  {
    method: 'POST',
    route: '/api/portalWeb/micro/groupByIndustry',
    url: '/api/portalWeb/micro/groupByIndustry',
  },
  { method: 'GET', route: '/api/portalWeb/model/page', url: '/api/portalWeb/model/page' },
  {
    method: 'GET',
    route: '/api/portalWeb/model/dict/getModelSortList',
    url: '/api/portalWeb/model/dict/getModelSortList',
  },
  { method: 'GET', route: '/api/portalWeb/model/portal', url: '/api/portalWeb/model/portal' },
  {
    method: 'GET',
    route: '/api/portalWeb/banner/getListByType',
    url: '/api/portalWeb/banner/getListByType?type=1',
  },
  { method: 'GET', route: '/api/portalWeb/news', url: '/api/portalWeb/news?currentPage=1&pageSize=10' },
  {
    method: 'GET',
    route: '/api/portalWeb/news/getPopularAdvice',
    url: '/api/portalWeb/news/getPopularAdvice',
  },
  { method: 'GET', route: '/api/portalWeb/industry', url: '/api/portalWeb/industry' },
  { method: 'GET', route: '/api/visualdev/Dashboard/Notice', url: '/api/visualdev/Dashboard/Notice' },
];

/** The first object of an answer's data (a list, a page or a single object), for its keys. */
function firstItem(data: unknown): Record<string, unknown> {
  if (Array.isArray(data)) return data[0];
  const list = (data as { list?: unknown[] }).list;
  return (list ? list[0] : data) as Record<string, unknown>;
}

describe.each(engines)('public reads served from the JSON cache on %s', (engine) => {
  let t: TestApp;
  let details: Read[];
  let docs: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The two detail reads need ids of the demo content.
    const solution = (await t.app.inject({ method: 'GET', url: '/api/portalWeb/industry' })).json().data
      .list[0];
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/portalWeb/industry/${solution.id}` })
    ).json().data;
    details = [
      { method: 'GET', route: '/api/portalWeb/industry/{id}', url: `/api/portalWeb/industry/${solution.id}` },
      {
        method: 'GET',
        route: '/api/portalWeb/industry/case/{id}',
        url: `/api/portalWeb/industry/case/${detail.cases[0].id}`,
      },
    ];
  });
  afterAll(() => t.close());

  it('answers UTF-8 JSON with real data, the same bytes the second time, as the docs describe it', async () => {
    for (const read of [...reads, ...details]) {
      const first = await t.app.inject({ method: read.method, url: read.url });
      expect(first.statusCode, read.url).toBe(200);
      expect(first.headers['content-type'], read.url).toBe('application/json; charset=utf-8');
      const answer = first.json();
      expect(answer, read.url).toMatchObject({ code: 200, msg: '成功' });
      const item = firstItem(answer.data);
      expect(item, read.url).toBeTruthy();

      const second = await t.app.inject({ method: read.method, url: read.url });
      expect(second.body, read.url).toBe(first.body);

      // The docs show the response schema the bytes were checked against.
      const documented = docs.paths[read.route]?.[read.method.toLowerCase()]?.responses['200'] as {
        content: { 'application/json': { schema: { properties: Record<string, { properties?: object }> } } };
      };
      const schema = documented?.content['application/json'].schema;
      expect(Object.keys(schema?.properties ?? {}), read.route).toEqual(['code', 'msg', 'data']);
      const data = schema.properties.data as {
        type: string;
        items?: { properties: object };
        properties?: Record<string, { items?: { properties: object } }>;
      };
      const itemSchema = data.items ?? data.properties?.list?.items ?? data;
      expect(Object.keys(itemSchema.properties ?? {}).sort(), read.route).toEqual(Object.keys(item).sort());
    }
  });

  it('shows a member added by hand once the 30 s lifetime is over, not before', async () => {
    // Its own app: the lifetime counts from this test's first read, not from an earlier test's.
    const own = await appForThisTest(engine, { seed: true });
    const names = async () =>
      (await own.app.inject({ method: 'GET', url: '/api/portalWeb/member/list' }))
        .json()
        .data.map((member: { name: string }) => member.name);
    const before = await names();
    await own.database.db
      .insertInto('platformMember')
      .values({
        name: '新入会冷链企业',
        logo: 'data:image/svg+xml;base64,PHN2Zy8+',
        level: '会员单位',
        city: '河南郑州',
        intro: '简介',
        sort: 99,
        createTime: new Date().toISOString(),
      })
      .execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CACHE_TTL_MS - 1_000);
    expect(await names()).toEqual(before);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await names()).toEqual([...before, '新入会冷链企业']);
  });
});
