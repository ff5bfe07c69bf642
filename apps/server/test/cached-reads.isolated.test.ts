import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { microApi, modelsApi } from '@portal/shared/catalogue';
import { contentApi } from '@portal/shared/content';
import {
  defineEndpoint,
  type Endpoint,
  type EndpointInput,
  endpointKey,
  pathWith,
} from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { siteApi } from '@portal/shared/site';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type AppInstance, buildApp } from '../src/app.ts';
import { insertBanner } from '../src/content/content.repository.ts';
import { createNews } from '../src/content/content.service.ts';
import { createManagedNotice, publishNotice, unpublishNotice } from '../src/content/notice-admin.service.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { withTransaction } from '../src/db/transaction.ts';
import { ok } from '../src/http/envelope.ts';
import { AppError } from '../src/http/errors.ts';
import { route } from '../src/http/route.ts';
import type { Caller } from '../src/lib/caller.ts';
import { CACHE_TTL_MS, type CacheArea, cachedJson } from '../src/lib/json-cache.ts';
import {
  appForThisTest,
  createTestApp,
  createTestDatabase,
  engines,
  type TestApp,
  type TestDatabase,
} from './helpers.ts';
import { API_DOCS } from './support/addresses.ts';
import { callAs } from './support/call.ts';
import { documentPath } from './support/openapi.ts';

afterEach(() => vi.useRealTimers());

/** Runs `beforeDrop` (when set) as each drop of cached areas starts, to see what is committed then. */
const drops = vi.hoisted(() => ({ beforeDrop: null as null | (() => Promise<void>) }));
vi.mock('../src/lib/cache-invalidation.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/cache-invalidation.ts')>();
  return {
    ...original,
    dropAreas: async (...args: Parameters<typeof original.dropAreas>) => {
      await drops.beforeDrop?.();
      return original.dropAreas(...args);
    },
  };
});

interface Read {
  endpoint: Endpoint;
  input: object;
}

const read = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Read => ({ endpoint, input });

/** A visitor's read, answered as the raw response. */
const visit = async (t: { app: AppInstance }, { endpoint, input }: Read) =>
  (await callAs(t, 'visitor', endpoint, input as never)).response;

/** Every public read answered from the JSON cache (lib/json-cache.ts). */
const reads: Read[] = [
  read(siteApi.members, {}),
  read(siteApi.markers, {}),
  read(marketApi.groups, {}),
  read(marketApi.types, {}),
  read(marketApi.list, { query: { currentPage: 1, pageSize: 12 } }),
  read(marketApi.byNames, { query: { names: '冷机物联网,冷柜物联网' } }),
  read(microApi.list, { query: {} }),
  read(microApi.types, {}),
  read(microApi.groups, {}),
  read(modelsApi.page, { query: {} }),
  read(modelsApi.sorts, {}),
  read(modelsApi.portal, {}),
  read(contentApi.banners, { query: { type: 1 } }),
  read(contentApi.news, { query: { currentPage: 1, pageSize: 10 } }),
  read(contentApi.hotNews, {}),
  read(contentApi.industries, { query: {} }),
  read(contentApi.notices, {}),
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
    docs = (await t.app.inject({ method: 'GET', url: `${API_DOCS}/json` })).json();
    // The two detail reads need ids of the demo content.
    const solution = (await visit(t, read(contentApi.industries, { query: {} }))).json().data.list[0];
    const detail = (await visit(t, read(contentApi.industryDetail, { params: { id: solution.id } }))).json()
      .data;
    details = [
      read(contentApi.industryDetail, { params: { id: solution.id } }),
      read(contentApi.caseDetail, { params: { id: detail.cases[0].id } }),
    ];
  });
  afterAll(() => t.close());

  it('sends a kept answer compressed for a client that accepts it, the same bytes once decoded', async () => {
    const url = `${marketApi.list.path}?currentPage=1&pageSize=12`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      for (let time = 0; time < 2; time++) {
        const packed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toContain('Accept-Encoding');
        const bytes =
          encoding === 'br'
            ? zlib.brotliDecompressSync(packed.rawPayload)
            : zlib.gunzipSync(packed.rawPayload);
        expect(bytes.equals(plain.rawPayload)).toBe(true);
      }
    }
  });

  it('answers UTF-8 JSON with real data, the same bytes the second time, as the docs describe it', async () => {
    for (const read of [...reads, ...details]) {
      const label = endpointKey(read.endpoint);
      const route = documentPath(read.endpoint.path);
      const method = read.endpoint.method;
      const first = await visit(t, read);
      expect(first.statusCode, label).toBe(200);
      expect(first.headers['content-type'], label).toBe('application/json; charset=utf-8');
      const answer = first.json();
      expect(answer, label).toMatchObject({ code: 200, msg: '成功' });
      const item = firstItem(answer.data);
      expect(item, label).toBeTruthy();

      const second = await visit(t, read);
      expect(second.body, label).toBe(first.body);

      // The docs show the response schema the bytes were checked against.
      const documented = docs.paths[route]?.[method.toLowerCase()]?.responses['200'] as {
        content: { 'application/json': { schema: { properties: Record<string, { properties?: object }> } } };
      };
      const schema = documented?.content['application/json'].schema;
      expect(Object.keys(schema?.properties ?? {}), route).toEqual(['code', 'msg', 'data']);
      const data = schema.properties.data as {
        type: string;
        items?: { properties: object };
        properties?: Record<string, { items?: { properties: object } }>;
      };
      const itemSchema = data.items ?? data.properties?.list?.items ?? data;
      expect(Object.keys(itemSchema.properties ?? {}).sort(), route).toEqual(Object.keys(item).sort());
    }
  });

  it('shows a member added by hand once the 30 s lifetime is over, not before', async () => {
    // Its own app: the lifetime counts from this test's first read, not from an earlier test's.
    const own = await appForThisTest(engine, { seed: true });
    const names = async () =>
      (await visit(own, read(siteApi.members, {})))
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

const newsInput = (headline: string) => ({
  headline,
  summary: '摘要',
  body: '<p>正文</p>',
  poster: pathWith(contentApi.image.path, { name: 'news-01.svg' }),
  publishTime: new Date().toISOString(),
});

/** A cached probe answer of an area: `computed()` tells how often it was computed, so dropped. */
let probes = 0;
function probe(db: object, area: CacheArea) {
  const key = `probe:${++probes}`;
  let count = 0;
  const read = () => cachedJson(db, area, key, z.object({ n: z.number() }), async () => ({ n: ++count }));
  return { read, computed: () => count };
}

/** A write route that declares its area, and fails after writing when asked to. */
const probeWrite = defineEndpoint({
  method: 'POST',
  path: '/api/test/banner',
  tag: 'test',
  summary: '测试：写一条横幅',
  access: 'visitor',
  body: z.object({ title: z.string(), fail: z.boolean() }),
  data: z.null(),
});

describe.each(engines)('writes drop their cached areas after the commit on %s', (engine) => {
  let t: TestApp;
  const newsPage = () => visit(t, read(contentApi.news, { query: {} }));
  const headlines = async () =>
    (await newsPage()).json().data.list.map((item: { headline: string }) => item.headline);

  beforeAll(async () => {
    t = await createTestApp(engine);
    route(
      t.app,
      probeWrite,
      async ({ body }) => {
        await insertBanner(t.app.db, {
          type: 7,
          title: body.title,
          snapshot: '',
          url: pathWith(contentApi.image.path, { name: 'banner-7-1.svg' }),
          textColor: '#ffffff',
          status: '1',
          sortCode: 0,
          createTime: new Date().toISOString(),
        });
        if (body.fail) throw new AppError(409, '写入之后出错');
        return ok(null);
      },
      { invalidates: ['pages'] },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('drops after the commit: until then a read gets the old bytes', async () => {
    const news = probe(t.app.db, 'news');
    await news.read();
    const before = (await newsPage()).body;
    await withTransaction(t.app.db, async (trx) => {
      await createNews(trx, newsInput('提交之后才可见'));
      await news.read();
      expect(news.computed()).toBe(1);
      // From memory: on SQLite the transaction holds the connection, so a miss would wait for it.
      expect((await newsPage()).body).toBe(before);
    });
    await news.read();
    expect(news.computed()).toBe(2);
    expect(await headlines()).toContain('提交之后才可见');
  });

  it('drops once the commit is visible to every other connection', async () => {
    const other = t.database.open();
    const seen: number[] = [];
    drops.beforeDrop = async () => {
      const rows = await other.db
        .selectFrom('news')
        .select('id')
        .where('headline', '=', '已提交的新闻')
        .execute();
      seen.push(rows.length);
    };
    try {
      await createNews(t.app.db, newsInput('已提交的新闻'));
    } finally {
      drops.beforeDrop = null;
      await other.db.destroy();
    }
    expect(seen).toEqual([1]);
  });

  it('drops nothing when the transaction rolls back', async () => {
    const news = probe(t.app.db, 'news');
    await news.read();
    await expect(
      withTransaction(t.app.db, async (trx) => {
        await createNews(trx, newsInput('回滚的新闻'));
        throw new Error('放弃');
      }),
    ).rejects.toThrow('放弃');
    await news.read();
    expect(news.computed()).toBe(1);
    const stored = await t.app.db
      .selectFrom('news')
      .select('id')
      .where('headline', '=', '回滚的新闻')
      .execute();
    expect(stored).toEqual([]);
  });

  it('a nested call joins the outer transaction; its areas wait for the outer commit', async () => {
    const [pages, news] = [probe(t.app.db, 'pages'), probe(t.app.db, 'news')];
    await Promise.all([pages.read(), news.read()]);
    await withTransaction(t.app.db, async (outer) => {
      await withTransaction(
        outer,
        async (inner) => {
          expect(inner).toBe(outer);
          await inner.updateTable('banner').set({ sortCode: 1 }).where('type', '=', 7).execute();
        },
        { invalidates: ['pages'] },
      );
      await createNews(outer, newsInput('嵌套写入'));
      await Promise.all([pages.read(), news.read()]);
      expect([pages.computed(), news.computed()]).toEqual([1, 1]);
    });
    await Promise.all([pages.read(), news.read()]);
    expect([pages.computed(), news.computed()]).toEqual([2, 2]);
  });

  it('refuses to join a transaction it did not open, whose commit would drop nothing', async () => {
    await expect(
      t.app.db.transaction().execute((trx) => createNews(trx, newsInput('无人清除的新闻'))),
    ).rejects.toThrow('withTransaction');
    const stored = await t.app.db
      .selectFrom('news')
      .select('id')
      .where('headline', '=', '无人清除的新闻')
      .execute();
    expect(stored).toEqual([]);
  });

  it("a route's declared areas drop after a successful answer, not after an error", async () => {
    const titles = async () =>
      (await visit(t, read(contentApi.banners, { query: { type: 7 } })))
        .json()
        .data.list.map((banner: { title: string }) => banner.title);
    const write = (title: string, fail: boolean) => visit(t, read(probeWrite, { body: { title, fail } }));
    expect(await titles()).toEqual([]);
    expect((await write('出错之前写入', true)).statusCode).toBe(409);
    // The row is there, but the failed call dropped nothing.
    expect(await titles()).toEqual([]);
    expect((await write('成功写入', false)).statusCode).toBe(200);
    expect((await titles()).sort()).toEqual(['出错之前写入', '成功写入'].sort());
  });
});

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(() => redis?.quit());

describe.runIf(redis !== null).each(engines)('two server processes on one %s database', (engine) => {
  const channel = `portal:test:${randomBytes(6).toString('hex')}:cache`;
  const server = redis as Redis;
  const listeners = async () => ((await server.pubsub('NUMSUB', channel)) as [string, number])[1];
  let database: TestDatabase;
  let second: DatabaseHandle;
  let dataDir: string;
  let a: AppInstance;
  let b: AppInstance;
  const start = (handle: DatabaseHandle) =>
    buildApp({
      database: handle,
      webDist: null,
      dataDir,
      production: false,
      logLevel: 'silent',
      sharedInvalidation: { redis: server, channel },
    });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await prepareDatabase(database.db, { loadDemoContent: false });
    second = database.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
    a = await start(database);
    b = await start(second);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await second.db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async (app: AppInstance) =>
    (await visit({ app }, read(contentApi.news, { query: {} }))).json().data.list as {
      headline: string;
      clickCount: number;
    }[];
  const soon = { timeout: 5_000, interval: 25 };

  it('a write through one drops what the other remembers, at once rather than after 30 s', async () => {
    const other = b;
    expect(await list(other)).toEqual([]);
    const id = await createNews(a.db, newsInput('甲进程发布'));
    await vi.waitFor(
      async () => expect((await list(other)).map((item) => item.headline)).toEqual(['甲进程发布']),
      soon,
    );

    // A visit counted through the second process shows in the first one's list.
    expect((await list(a))[0]?.clickCount).toBe(0);
    expect(
      (await visit({ app: other }, read(contentApi.newsDetail, { params: { id }, query: {} }))).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect((await list(a))[0]?.clickCount).toBe(1), soon);
  });

  it('a notice published or withdrawn through one process shows in the other at once', async () => {
    const operator = {
      userId: 1,
      account: 'operator',
      phone: null,
      realName: '运营',
      role: 'operate',
      tenantId: null,
      tenantName: null,
      isAdministrator: false,
      registrationId: null,
      registrationType: null,
      registrationStatus: null,
      certified: true,
      ip: '127.0.0.1',
    } as unknown as Caller;
    const titles = async (app: AppInstance) =>
      ((await visit({ app }, read(contentApi.notices, {}))).json().data as { title: string }[]).map(
        (notice) => notice.title,
      );
    expect(await titles(b)).not.toContain('甲进程公告');
    const { id } = await createManagedNotice(a.db, operator, { title: '甲进程公告', content: '内容' });
    await publishNotice(a.db, operator, id);
    await vi.waitFor(async () => expect(await titles(b)).toContain('甲进程公告'), soon);
    await unpublishNotice(a.db, operator, id);
    await vi.waitFor(async () => expect(await titles(b)).not.toContain('甲进程公告'), soon);
  });

  it('each process listens from its start and stops when it closes', async () => {
    expect(await listeners()).toBe(2);
    const handle = database.open();
    const third = await start(handle);
    try {
      expect(await listeners()).toBe(3);
    } finally {
      await third.close();
      await handle.db.destroy();
    }
    expect(await listeners()).toBe(2);
  });
});
