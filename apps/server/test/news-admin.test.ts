import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { NEWS_ADMIN_TEXTS, NEWS_IMAGE_PATH, type NewsForm, newsAdminApi } from '@portal/shared/news-admin';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS } from '../src/lib/json-cache.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

/**
 * The console's 新闻管理 (issue 22): news listed (drafts too), filtered and sorted on the server;
 * written as drafts (not public), published (public at once), scheduled (public only from its
 * time), edited and deleted; bodies sanitised; refusals change nothing; pictures uploaded by
 * content and served to anyone; every write on the audit log.
 */
describe.each(engines)('news administration on %s', (engine) => {
  let t: TestApp;

  const form = (overrides: Partial<NewsForm> = {}): NewsForm => ({
    headline: '冷链物流新规发布',
    summary: '新规对冷库温控提出了更高要求。',
    poster: pathWith(contentApi.image.path, { name: 'news-poster-1.svg' }),
    body: '<p>新规正文。</p>',
    publishTime: new Date(Date.now() - 60_000).toISOString(),
    published: true,
    hot: false,
    ...overrides,
  });
  const publicHeadlines = async () => {
    const { status, body } = await callAs(t, 'visitor', contentApi.news, { query: { pageSize: 40 } });
    expect(status).toBe(200);
    return body.data.list.map((item) => item.headline);
  };
  const count = async () => {
    const row = await t.database.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('creates a draft (not public), publishes it (public at once), edits and deletes it', async () => {
    const first = await publicHeadlines();
    const headline = `冷链新闻-${engine}`;
    const created = await callAs(t, 'operator', newsAdminApi.create, {
      body: form({ headline: `  ${headline}  `, published: false, hot: true }),
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(NEWS_ADMIN_TEXTS.created);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ headline, status: 0, published: false, hot: true });
    expect(await publicHeadlines()).toEqual(first);
    expect((await callAs(t, 'visitor', contentApi.newsDetail, { params: { id }, query: {} })).status).toBe(
      404,
    );

    const published = await callAs(t, 'operator', newsAdminApi.update, {
      params: { id },
      // Now: newer than any item another test of this file published before (the order is shuffled).
      body: form({
        headline,
        published: true,
        hot: true,
        body: '<p>发布后的正文</p>',
        publishTime: new Date().toISOString(),
      }),
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 1, published: true });
    expect((await publicHeadlines())[0]).toBe(headline);
    const detail = await callAs(t, 'visitor', contentApi.newsDetail, {
      params: { id },
      query: { isClick: 'false' },
    });
    expect(detail.body.data.contentParse).toBe('<p>发布后的正文</p>');
    // Marked 热门: first in the hot list.
    const hot = await callAs(t, 'visitor', contentApi.hotNews, {});
    expect(hot.body.data[0]?.id).toBe(id);

    const removed = await callAs(t, 'operator', newsAdminApi.remove, { params: { id }, body: {} });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe(NEWS_ADMIN_TEXTS.removed);
    expect(await publicHeadlines()).not.toContain(headline);
    expect((await callAs(t, 'operator', newsAdminApi.remove, { params: { id }, body: {} })).status).toBe(404);

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'news.', pageSize: 100 },
    });
    const entries = audit.body.data.list.filter((entry) => entry.targetId === String(id));
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'news.create',
      'news.update',
      'news.delete',
    ]);
    const update = entries.find((entry) => entry.action === 'news.update');
    expect(JSON.parse(update?.before ?? 'null')).toMatchObject({ state: '草稿', headline });
    expect(JSON.parse(update?.after ?? 'null')).toMatchObject({ state: '已发布', headline });
  });

  it('keeps a scheduled item off the public calls until its time', async () => {
    await publicHeadlines();
    const headline = `定时新闻-${engine}`;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const created = await callAs(t, 'operator', newsAdminApi.create, {
      body: form({ headline, publishTime: future }),
    });
    expect(created.body.data.status).toBe(2);
    const id = created.body.data.id;
    expect(await publicHeadlines()).not.toContain(headline);
    expect((await callAs(t, 'visitor', contentApi.newsDetail, { params: { id }, query: {} })).status).toBe(
      404,
    );
    const scheduled = await callAs(t, 'operator', newsAdminApi.list, {
      query: { keyword: headline, status: 2 },
    });
    expect(scheduled.body.data.list.map((item) => item.id)).toEqual([id]);

    // The time comes (moved back here rather than waiting): public from then on.
    await callAs(t, 'operator', newsAdminApi.update, {
      params: { id },
      body: form({ headline, publishTime: new Date(Date.now() - 1000).toISOString() }),
    });
    expect(await publicHeadlines()).toContain(headline);
    const listed = await callAs(t, 'operator', newsAdminApi.list, {
      query: { keyword: headline, status: 1 },
    });
    expect(listed.body.data.list.map((item) => item.id)).toEqual([id]);
  });

  it('shows a scheduled item once its time comes, within the read cache lifetime', async () => {
    const headline = `到点新闻-${engine}`;
    const at = new Date(Date.now() + 30_000);
    const created = await callAs(t, 'operator', newsAdminApi.create, {
      body: form({ headline, publishTime: at.toISOString() }),
    });
    expect(await publicHeadlines()).not.toContain(headline);
    // Only the clock moves: past its time and the cached answer's lifetime, the item shows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at.getTime() + CACHE_TTL_MS);
    expect(await publicHeadlines()).toContain(headline);
    // Back to the real clock, the item and the answers cached in the moved time go: the other
    // tests of this file (in any order) see the list as it really stands.
    vi.useRealTimers();
    const removed = await callAs(t, 'operator', newsAdminApi.remove, {
      params: { id: created.body.data.id },
      body: {},
    });
    expect(removed.status).toBe(200);
  });

  it('lists every item filtered by keyword and status and sorted on the server', async () => {
    const tag = `排序测试${engine}`;
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const ids: number[] = [];
    for (const [i, days] of [3, 1, 2].entries()) {
      const res = await callAs(t, 'operator', newsAdminApi.create, {
        body: form({ headline: `${tag}-${i}`, publishTime: at(days), published: i !== 2 }),
      });
      ids.push(res.body.data.id);
    }
    const [a, b, c] = ids as [number, number, number];
    const page = async (query: Record<string, unknown>) =>
      (await callAs(t, 'operator', newsAdminApi.list, { query: { keyword: tag, ...query } })).body.data;
    expect((await page({})).list.map((item) => item.id)).toEqual([b, c, a]);
    expect((await page({ sort: 'publishTimeAsc' })).list.map((item) => item.id)).toEqual([a, c, b]);
    expect((await page({ status: 0 })).list.map((item) => item.id)).toEqual([c]);
    expect((await page({ status: 1 })).list.map((item) => item.id)).toEqual([b, a]);
    const paged = await page({ pageSize: 2, currentPage: 2 });
    expect(paged.list.map((item) => item.id)).toEqual([a]);
    expect(paged.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
    const refused = await callAs(t, 'operator', newsAdminApi.list, { query: { sort: 'random' } as never });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('排序方式不正确');
  });

  it('sanitises the body on save: no script, no handler', async () => {
    const created = await callAs(t, 'operator', newsAdminApi.create, {
      body: form({
        headline: `清理测试-${engine}`,
        body: `<p onclick="alert(1)">正文<script>alert(1)</script></p><img src="javascript:alert(1)"><img src="${NEWS_IMAGE_PATH}a.png" alt="图">`,
      }),
    });
    expect(created.status).toBe(200);
    const body = created.body.data.body;
    expect(body).not.toMatch(/script|onclick|javascript/i);
    expect(body).toContain('<p>正文</p>');
    expect(body).toContain(`<img src="${NEWS_IMAGE_PATH}a.png" alt="图" />`);

    const total = await count();
    const empty = await callAs(t, 'operator', newsAdminApi.create, {
      body: form({ body: '<script>alert(1)</script>' }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(NEWS_ADMIN_TEXTS.bodyEmpty);
    expect(await count()).toBe(total);
  });

  it('refuses invalid news with Chinese messages and changes nothing', async () => {
    const total = await count();
    const cases: [Partial<NewsForm>, RegExp][] = [
      [{ headline: '   ' }, /请输入新闻标题/],
      [{ headline: '标'.repeat(101) }, /最多/],
      [{ summary: '' }, /请输入新闻摘要/],
      [{ body: '' }, /请输入新闻正文/],
      [{ poster: 'https://evil.example/a.png' }, /封面图地址不正确/],
      [{ poster: '' }, /请上传新闻封面图/],
      [{ publishTime: '明天' }, /发布时间不正确/],
    ];
    for (const [overrides, message] of cases) {
      const refused = await callAs(t, 'operator', newsAdminApi.create, { body: form(overrides) });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    expect(await count()).toBe(total);

    const draft = await callAs(t, 'operator', newsAdminApi.create, {
      body: form({ headline: '不变的新闻', published: false }),
    });
    const id = draft.body.data.id;
    const refused = await callAs(t, 'operator', newsAdminApi.update, {
      params: { id },
      body: form({ headline: '' }),
    });
    expect(refused.status).toBe(400);
    const row = await t.database.db
      .selectFrom('news')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ headline: '不变的新闻', published: 0 });
    expect(
      (await callAs(t, 'operator', newsAdminApi.update, { params: { id: 2_000_000 }, body: form() })).status,
    ).toBe(404);
  });

  it('uploads a picture checked by its content and serves it to anyone', async () => {
    const upload = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
    const stored = await callAs(
      t,
      'operator',
      newsAdminApi.uploadImage,
      { body: undefined } as never,
      upload,
    );
    expect(stored.status).toBe(200);
    const address = stored.body.data as string;
    expect(address).toMatch(/^\/api\/portalWeb\/news\/images\/[A-Za-z0-9_-]+\.png$/);
    const name = address.split('/').pop() as string;
    const shown = await callAs(t, 'visitor', newsAdminApi.image, { params: { name } });
    expect(shown.status).toBe(200);
    expect(shown.response.headers['content-type']).toBe('image/png');

    const fake = multipartBody([
      { name: 'file', value: Buffer.from('<svg/>'), filename: 'a.png', type: 'image/png' },
    ]);
    const refused = await callAs(t, 'operator', newsAdminApi.uploadImage, { body: undefined } as never, fake);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(NEWS_ADMIN_TEXTS.imageType);
    // A private upload is not served by the news pictures' address.
    expect((await callAs(t, 'visitor', newsAdminApi.image, { params: { name: 'nothere.png' } })).status).toBe(
      404,
    );
  });

  it('refuses visitors (600), tenants and developers (403)', async () => {
    const total = await count();
    for (const who of ['developer', 'tenantAdmin', 'tenantMember'] as const) {
      expect((await callAs(t, who, newsAdminApi.create, { body: form() })).status).toBe(403);
      expect((await callAs(t, who, newsAdminApi.list, { query: {} })).status).toBe(403);
      expect((await callAs(t, who, newsAdminApi.remove, { params: { id: 1 }, body: {} })).status).toBe(403);
    }
    const visitor = await callAs(t, 'visitor', newsAdminApi.create, { body: form() });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
    expect(await count()).toBe(total);
  });
});
