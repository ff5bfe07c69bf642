import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { FIRST_SCREEN_PAGES } from '@portal/shared/first-screen-budget';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase, createIndustry, createNews, createNotice } from '../src/content/content.service.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/precompressed.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';

/**
 * Public pages rendered on the server (web/ssr.ts with the web app's server build): the
 * visitors' HTML cache and its drops, logged-in requests, unknown addresses, robots.txt and
 * sitemap.xml. Needs the real build of the web app (made here when it is missing).
 */
const webRoot = path.resolve(import.meta.dirname, '../../web');
const webDist = path.join(webRoot, 'dist');

beforeAll(() => {
  const built = ['dist/index.html', 'dist/.vite/manifest.json', 'dist-ssr/entry-server.js'].every((file) =>
    fs.existsSync(path.join(webRoot, file)),
  );
  if (built) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], {
    cwd: path.resolve(webRoot, '../..'),
    // Vitest sets NODE_ENV=test, which would build React's development runtime into the server build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('前端构建失败');
}, 300_000);

/** A content image's address, as stored in a news item's or a solution's fields. */
const IMAGE = pathWith(contentApi.image.path, { name: 'news-01.svg' });

const news = (headline: string, published = true) => ({
  headline,
  summary: `${headline}的摘要`,
  body: `<p>${headline}的正文</p>`,
  poster: IMAGE,
  publishTime: new Date().toISOString(),
  published,
});

const industry = (title: string, published = true) => ({
  title,
  digest: `${title}简介`,
  icon: IMAGE,
  picture: IMAGE,
  content: '<p>方案</p>',
  painPoints: [],
  values: [],
  published,
});

describe.each(engines)('public pages rendered on the server (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { webDist });
    await t.app.ready();
    // The first render loads the server build's page modules (seconds on a busy machine).
    await t.app.inject({ method: 'GET', url: '/News' });
    await t.app.inject({ method: 'GET', url: '/Application' });
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("answers the page's content in the HTML, with the data handed to the browser", async () => {
    await createNews(t.app.db, news('冷库节能改造新政发布'));
    await createNotice(t.app.db, {
      title: '平台春节服务安排公告',
      content: '春节期间客服值班安排。',
      publishTime: new Date().toISOString(),
    });
    const page = await get('/News');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const root = /<div id="root">([\s\S]*)<\/div><script id="ssr-data"/.exec(page.body)?.[1] ?? '';
    expect(root).toContain('冷库节能改造新政发布');
    // 平台公告 comes with the page (its call answered in process, area pages).
    expect(root).toContain('平台公告');
    expect(root).toContain('平台春节服务安排公告');
    expect(page.body).toMatch(/<script id="ssr-data" type="application\/json">/);
    // No inline script that runs (the CSP allows none): the only inline one is JSON.
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.every((attributes) => /type="application\/json"/.test(attributes ?? ''))).toBe(true);
    expect(page.body).toContain('<title>新闻资讯 - 冷链工业互联网平台</title>');
    expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/News">/);
    expect(page.body).toMatch(/<meta property="og:title" content="新闻资讯 - 冷链工业互联网平台">/);
  });

  it("drops a visitor's cached page when a write changes its area, and only then", async () => {
    await get('/News');
    const cached = await get('/News');
    expect(cached.headers['x-page-cache']).toBe('hit');
    await get('/Solution');
    expect((await get('/Solution')).headers['x-page-cache']).toBe('hit');

    // A news write (area news) drops /News, not /Solution (area pages).
    await createNews(t.app.db, news('第二条新闻：冷链物流标准'));
    const after = await get('/News');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('第二条新闻：冷链物流标准');
    expect((await get('/Solution')).headers['x-page-cache']).toBe('hit');

    // A solution write (area pages) drops /Solution.
    await createIndustry(t.app.db, industry('速冻食品加工方案'));
    const solution = await get('/Solution');
    expect(solution.headers['x-page-cache']).toBe('miss');
    expect(solution.body).toContain('速冻食品加工方案');
  });

  it('sends pages compressed in the encoding the browser asks for, the same page the plain answer is', async () => {
    const plain = await get('/News');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await get('/News', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // A fraction of the page's bytes travel (measured: about a sixth).
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get('/News', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Refused brotli (q=0) is not sent; nor anything to a client that accepts only identity.
    expect((await get('/News', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await get('/News', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
    // A page rendered for this request alone (a token) too.
    const rendered = await get('/News', { token: 'some-session-token', 'accept-encoding': 'br' });
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(rendered.rawPayload).toString()).toContain('<div id="root">');
    // The app's own HTML for a browser-rendered page: compressed by the same rule as any answer,
    // so as it is while it is under the threshold (under 1 KB since its scripts share a chunk).
    const shell = await get('/admin/appList', { 'accept-encoding': 'br' });
    const shellHtml =
      shell.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(shell.rawPayload).toString()
        : shell.body;
    expect(shellHtml).toContain('<div id="root">');
    expect(shell.headers['content-encoding']).toBe(
      Buffer.byteLength(shellHtml) >= COMPRESS_THRESHOLD_BYTES ? 'br' : undefined,
    );
  });

  it('names its scripts in its one script, the boot script, which asks for them after the first paint', async () => {
    const page = await get('/supply');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // Nothing fetched by the HTML itself but its stylesheets and first picture, no inline style.
    expect(page.body).not.toMatch(/<style[\s>]/);
    expect(head).not.toContain('modulepreload');
    expect([...page.body.matchAll(/<script\b[^>]*\bsrc=/g)]).toHaveLength(1);
    const boot =
      /<script type="module" crossorigin src="(\/assets\/boot-[\w-]+\.js)" data-entry="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]+)"><\/script>/.exec(
        head,
      );
    expect(boot).not.toBeNull();
    const [, bootFile = '', entry = '', preload = ''] = boot ?? [];
    const named = preload.split(' ');
    expect(named.length).toBeGreaterThan(10);
    expect(named.some((file) => /\/SupplyHomePage-[\w-]+\.js$/.test(file))).toBe(true);
    // Every script it names is the build's, cached for a year (the names change with the content).
    for (const file of [bootFile, entry, ...named]) {
      const script = await get(file);
      expect(script.statusCode, file).toBe(200);
      expect(script.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('draws no antd on any page it renders: its styles would come only with its script', async () => {
    // Every public page the budget lists, and a supply's detail (its buy button) beside the demand's.
    const pages = [...FIRST_SCREEN_PAGES, '/supplyDetail?id=1&type=1'];
    for (const url of pages) {
      const page = await get(url);
      expect(page.body, url).toContain('<script id="ssr-data"');
      expect(page.body, url).not.toMatch(/class="[^"]*\bant-/);
    }
  });

  it('never answers a request with a session token from the cache, nor keeps its page', async () => {
    await get('/News');
    expect((await get('/News')).headers['x-page-cache']).toBe('hit');
    const withToken = await get('/News', { token: 'some-session-token' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['x-page-cache']).toBe('none');
    expect(withToken.headers['cache-control']).toBe('no-store');
    // An address no other test asks for, so nothing cached it before (the tests run shuffled).
    const fresh = '/Application?from=token-test';
    const withAuthorization = await get(fresh, { authorization: 'some-session-token' });
    expect(withAuthorization.headers['x-page-cache']).toBe('none');
    // The logged-in request left nothing behind for visitors.
    expect((await get(fresh)).headers['x-page-cache']).toBe('miss');
  });

  it('answers an unknown address 404 with a page saying so, and the client routes 200', async () => {
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('页面不存在');
    for (const url of ['/Login', '/admin/appList', '/Register', '/privacy', '/news']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers robots.txt pointing at the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
  });

  it('lists exactly the published items in sitemap.xml, kept current by the same drops', async () => {
    const hidden = await createNews(t.app.db, news('未发布的新闻', false));
    const shown = await createNews(t.app.db, news('已发布的新闻'));
    const solution = await createIndustry(t.app.db, industry('冷库监测方案'));
    const hiddenSolution = await createIndustry(t.app.db, industry('未发布方案', false));
    const caseId = await createCase(t.app.db, {
      industryId: solution,
      title: '某冷库案例',
      customer: '某客户',
      summary: '案例摘要',
      content: '<p>案例</p>',
      picture: IMAGE,
    });
    await createCase(t.app.db, {
      industryId: hiddenSolution,
      title: '未发布方案的案例',
      customer: '某客户',
      summary: '案例摘要',
      content: '<p>案例</p>',
      picture: IMAGE,
    });
    const sitemap = async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      return [...res.body.matchAll(/<loc>http:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) =>
        (match[1] ?? '').replace(/&amp;/g, '&'),
      );
    };
    const listed = await sitemap();
    const details = (prefix: string) => listed.filter((address) => address.startsWith(prefix));
    const newsIds = details('/NewsDetail?id=').map((address) => Number(address.split('=')[1]));
    expect(newsIds).toContain(shown);
    expect(newsIds).not.toContain(hidden);
    // Every published news item of the API's list, and nothing else.
    const published = (
      await callAs(t, 'visitor', contentApi.news, { query: { currentPage: 1, pageSize: 40 } })
    ).body.data.list;
    expect(newsIds.sort((a, b) => a - b)).toEqual(published.map((item) => item.id).sort((a, b) => a - b));
    expect(details('/Solution?id=')).toContain(`/Solution?id=${solution}`);
    expect(details('/Solution?id=')).not.toContain(`/Solution?id=${hiddenSolution}`);
    expect(details('/Case?')).toEqual([`/Case?title=hyfa&id=${caseId}`]);
    expect(listed).toContain('/');
    expect(listed).toContain('/News');
    expect(listed).not.toContain('/Login');

    const later = await createNews(t.app.db, news('更晚发布的新闻'));
    expect(await sitemap()).toContain(`/NewsDetail?id=${later}`);
  });
});
