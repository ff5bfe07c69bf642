import { STORAGE_KEYS, STORAGE_PREFIX } from '@portal/shared/constants';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKED_ON_SERVER_RENDERED_VISIT, expectAccessibleAsItIs } from '../support/axe.ts';
import {
  api,
  appReady,
  baseURL,
  expectVisible,
  gotoUnsettled,
  pathname,
  screenshot,
  useBrowser,
} from '../support/browser.ts';
import { apiSession, headerButton, loginDialog } from '../support/login.ts';

/**
 * The public pages rendered on the server (issue 17): the HTML answered before any script
 * runs holds what the page shows, the browser hydrates it without a mismatch, and asks for
 * none of the data that came with the page.
 */

const { freshPage } = useBrowser();

/**
 * Calls that are not page data: pictures, the session's start (second-domain hosts), and the
 * message form's captcha (a visitor's own single-use challenge, never part of a shared page).
 */
const NOT_PAGE_DATA =
  /\/api\/portalWeb\/(content\/images|logo)\/|\/api\/system\/SysConfig\/getSecondDomain|\/api\/portalWeb\/captcha\/image/;

/** What React says in the console when hydration fails (development or production build). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** The text of the markup inside #root, as a browser without script shows it. */
function textOf(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script id="ssr-data"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** Compared without white space: markup and the browser's innerText space inline elements differently. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** The headings, names and prices the hydrated page shows (visible ones, inside <main>). */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const picked = [
      ...main.querySelectorAll('h1, h2, h3, h4, [class*="price"], [class*="name"], [class*="title"]'),
    ]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text.length > 0 && text.length < 120);
    return [...new Set(picked)];
  });
}

let pages: { url: string; expected: string[] }[] = [];

beforeAll(async () => {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => {
    const address = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
    return address.pathname + address.search;
  });
  const first = (prefix: string) => {
    const found = listed.find((address) => address.startsWith(prefix));
    if (!found) throw new Error(`sitemap.xml lists no ${prefix}`);
    return found;
  };
  const news = await api<{ list: { id: number; headline: string }[] }>(
    `${contentApi.news.path}?currentPage=1&pageSize=10`,
  );
  const solutions = await api<{ list: { id: number; title: string }[] }>(
    `${contentApi.industries.path}?currentPage=1&pageSize=5`,
  );
  const appDetail = first('/AppdetailInfo?title=yysc');
  const appId = new URL(appDetail, baseURL).searchParams.get('catalogue');
  const app = await api<{ name: string }>(pathWith(marketApi.detail.path, { id: appId }));
  const newsItem = news.list[0];
  if (!newsItem) throw new Error('no news');
  pages = [
    { url: '/', expected: [newsItem.headline, solutions.list[0]?.title ?? ''] },
    { url: '/News', expected: news.list.map((item) => item.headline) },
    { url: `/NewsDetail?id=${newsItem.id}`, expected: [newsItem.headline] },
    { url: '/Solution', expected: solutions.list.map((item) => item.title) },
    { url: first('/Case?'), expected: [] },
    { url: '/Application', expected: [] },
    { url: '/Microservice', expected: [] },
    { url: '/Mechanism', expected: [] },
    { url: '/List?type=1&page=app', expected: [] },
    { url: appDetail, expected: [app.name] },
    { url: first('/AppdetailInfo?title=gywfwzj'), expected: [] },
    { url: first('/AppdetailInfo?title=jlmx'), expected: [] },
    { url: '/Internet', expected: [] },
    { url: '/machine', expected: [] },
    { url: '/Product', expected: [] },
    { url: '/AboutUs', expected: [] },
    { url: '/Contact', expected: [] },
    { url: '/PlatformMembers', expected: [] },
    { url: '/supply', expected: ['冷库设备', '企业采购'] },
    { url: '/supplySearch?active=1&id=1', expected: ['冷库设备'] },
    { url: first('/supplyDetail?'), expected: ['企业信息'] },
    { url: '/privacy', expected: ['隐私协议'] },
  ];
});

describe('public pages rendered on the server', () => {
  it('hold their content before any script, hydrate without a mismatch and fetch none of it again', async () => {
    expect(pages.length).toBe(22);
    const opened = pages.map((visited) => visited.url);
    expect(CHECKED_ON_SERVER_RENDERED_VISIT.filter((address) => !opened.includes(address))).toEqual([]);
    for (const { url, expected } of pages) {
      const answer = await fetch(`${baseURL}${url}`);
      expect(answer.status, url).toBe(200);
      const html = await answer.text();
      expect(html, url).toContain('<script id="ssr-data" type="application/json">');
      const served = squash(textOf(html));
      for (const text of expected) expect(served, `${url}: ${text}`).toContain(squash(text));

      const { page, errors, close } = await freshPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_ERROR.test(message.text())) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) consoleErrors.push(error.message);
      });
      const dataCalls: string[] = [];
      page.on('request', (request) => {
        const address = request.url();
        if (address.includes('/api/') && !NOT_PAGE_DATA.test(address)) dataCalls.push(address);
      });
      // Returns once the app is ready (hydrated, the session's start settled: support/browser.ts),
      // and the network has been idle: a call for data that came with the page was sent by then.
      await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' });

      // What the hydrated page shows was in the HTML already.
      for (const text of await shownTexts(page)) expect(served, `${url}: ${text}`).toContain(squash(text));
      expect(consoleErrors, url).toEqual([]);
      expect(dataCalls, url).toEqual([]);
      expect(errors, url).toEqual([]);
      // The visitor's page draws no antd once hydrated either: antd writes no style of its own.
      expect(await page.locator('style[data-css-hash]').count(), url).toBe(0);
      if (url === '/' || url === '/News' || url === '/Application') {
        await screenshot(page, `ssr-${url === '/' ? 'home' : url.slice(1)}`);
      }
      // The visitor's page also passes WCAG 2.1 AA (accessibility-public.e2e.ts checks the
      // public screens not opened here), checked on this visit rather than on one more.
      if (CHECKED_ON_SERVER_RENDERED_VISIT.includes(url)) await expectAccessibleAsItIs(page, url);
      await close();
    }
  }, 300_000);

  it('answers an unknown address with a 404 page, then the browser goes home', async () => {
    const answer = await fetch(`${baseURL}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(textOf(await answer.text())).toContain('页面不存在');
    const { page, close } = await freshPage();
    await page.goto(`${baseURL}/no-such-page`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await close();
  });
});

/**
 * Opens the home page with the app's code held back, so the server's HTML is on screen and its
 * boot script has run (it holds clicks from then on) but the app has not loaded, let alone
 * hydrated; `release` lets the code through.
 */
async function openBeforeHydration(page: Page): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's entry, which the boot script asks for once the page is painted.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The boot script has run by DOMContentLoaded.
  await gotoUnsettled(page, `${baseURL}/`, { waitUntil: 'domcontentloaded' });
  return {
    release: async () => {
      release();
      await appReady(page);
    },
  };
}

describe('clicks before hydration', () => {
  it("answer a visitor's 登录 once hydrated, and are not replayed on a logged-in user's other button", async () => {
    const visitor = await freshPage();
    const early = await openBeforeHydration(visitor.page);
    await headerButton(visitor.page, '登录').click();
    await early.release();
    await expectVisible(loginDialog(visitor.page));
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // The server rendered the visitor's 注册 for a logged-in operator; clicked before hydration,
    // it must not become a click on 退出登录 (the element the session's buttons would reuse).
    const user = await freshPage(undefined, await apiSession('operator', 'operate'));
    const beforeHydration = await openBeforeHydration(user.page);
    await headerButton(user.page, '注册').click();
    await beforeHydration.release();
    await expectVisible(headerButton(user.page, '控制台'));
    expect(await headerButton(user.page, '注册').count()).toBe(0);
    expect(pathname(user.page)).toBe('/');
    const token = await user.page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_PREFIX + STORAGE_KEYS.token,
    );
    expect(token).toBeTruthy();
    expect(user.errors).toEqual([]);
    await user.close();
  });
});
