import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_SCREEN_PAGES, FIRST_SCREEN_TARGETS } from '@portal/shared/first-screen-budget';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 17 ("Lean"), DESIGN.md: each public page's first screen is at most 120 KB of JavaScript
 * gzipped, in at most 25 script files. Counted here from what the server sends with the
 * rendered page: its boot script, the entry and every script the boot script asks for with it
 * (the page's chunks and what they import), gzipped from the client build. A script a page loads later by itself (after
 * hydration) is not in the HTML: `npm run bench:first-screen` measures the page in Chromium.
 * Needs the real build of the web app (made here when it is missing).
 */
const webRoot = path.resolve(import.meta.dirname, '../../web');
const webDist = path.join(webRoot, 'dist');

const TARGETS = FIRST_SCREEN_TARGETS;

const PUBLIC_PAGES = FIRST_SCREEN_PAGES;

/**
 * Pages still over the targets (issue 17 is open for them): each may not grow beyond what it
 * is now (its KB measured on 27 Nov 2026 plus 1 KB: the hashed file names a build writes into
 * its chunks move a page's figure by a few tenths). Remove a page from here once it is within
 * the targets; the test then holds it there. What keeps every page over 120 KB today: react-dom
 * (62 KB gzipped), react-router (29 KB), TanStack Query (8 KB) and the shell (entry, 13 KB, and
 * its shared chunks, 11 KB) are 124 KB before a page's own code. The three market pages grew by a
 * file and a KB on 27 Nov (the orders and subscriptions contracts, now shared with the operator
 * console and the workbench, became a chunk of their own; the order's cancel reason). /privacy grew
 * by two files and 4 KB on 27 Nov: its agreement became the operators' to edit (站点设置), read
 * through its call (TanStack Query's useQuery, 2.9 KB, and the China date, 0.7 KB) and drawn from
 * plain paragraphs, so no HTML sanitiser (DOMPurify, 11.7 KB) joins its first screen. On 28 Nov
 * /News, /Solution, /Application and /List stopped drawing antd (plain pager, buttons and skeletons;
 * antd's dialogs, the fee dialog and the cart come with antd when clicked) and the market's first
 * screens stopped loading zod (reads by address, texts from the *-constants modules), and what
 * the shell and every page share became one file (`shell-shared`, vite.config.ts); the limits
 * above were lowered to what they are now. Also on 28 Nov /AppdetailInfo (measured until then on
 * an address without `catalogue`, so on its 内容不存在 state) stopped drawing antd and loading zod
 * (plain tables and tags, the trial dialog with antd when opened, the detail's calls by address):
 * 473 KB in 97 files → 160 KB in 22, each of its three kinds; and /AboutUs and /Contact (their
 * message form in plain fields, its rules and calls without zod): 281 KB in 47 files → 141 KB
 * in 13, and 277 KB in 46 → 138 KB in 11 (/supply took a file more: the form rules without zod
 * became a module of their own). Later on 28 Nov every page took a file more, the boot script
 * (apps/web/src/boot.ts, 0.3 KB) that asks for the others once the page is painted; and the
 * supply board's three pages stopped drawing antd and loading zod (plain tabs, fields, select and
 * pager; the buy dialog and the quote desk with antd when opened; the board's reads by address,
 * its texts and search checks in supply-constants.ts): /supply 276 KB in 47 files → 138 KB in 15,
 * and its search and detail, measured since, the same.
 */
const NOT_YET_WITHIN: Record<string, { kb: number; scripts: number }> = {
  '/': { kb: 135.3, scripts: 9 },
  '/News': { kb: 134.6, scripts: 12 },
  '/NewsDetail?id=1': { kb: 143.8, scripts: 12 },
  '/Solution': { kb: 146.5, scripts: 13 },
  '/Case': { kb: 144.8, scripts: 13 },
  '/Application': { kb: 145.9, scripts: 22 },
  '/Microservice': { kb: 135.7, scripts: 16 },
  '/Mechanism': { kb: 135.6, scripts: 16 },
  '/List?page=app': { kb: 148.6, scripts: 24 },
  '/AppdetailInfo?title=yysc&catalogue=1&page=app': { kb: 161.0, scripts: 23 },
  '/AppdetailInfo?title=gywfwzj&catalogue=1&page=micr': { kb: 161.0, scripts: 23 },
  '/AppdetailInfo?title=jlmx&catalogue=1&page=jlmx': { kb: 161.0, scripts: 23 },
  '/Internet': { kb: 131.2, scripts: 7 },
  '/machine': { kb: 137.0, scripts: 11 },
  '/Product': { kb: 128.0, scripts: 6 },
  '/AboutUs': { kb: 141.9, scripts: 14 },
  '/Contact': { kb: 139.2, scripts: 12 },
  '/PlatformMembers': { kb: 131.3, scripts: 8 },
  '/privacy': { kb: 134.3, scripts: 8 },
  '/supply': { kb: 139.2, scripts: 15 },
  '/supplySearch?active=1&id=1': { kb: 139.4, scripts: 15 },
  '/supplyDetail?id=1&type=0': { kb: 138.1, scripts: 13 },
};

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

/**
 * The script files a rendered page names: its boot script, the entry it loads and the scripts it
 * asks for with it (apps/web/src/boot.ts).
 */
function firstScreenScripts(html: string): string[] {
  const boot =
    /<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"[^>]*\bdata-entry="\/([^"]+)"[^>]*\bdata-preload="([^"]*)"/.exec(
      html,
    );
  if (!boot) return [];
  const [, bootFile, entry, preload] = boot as unknown as [string, string, string, string];
  const named = preload
    .split(' ')
    .filter(Boolean)
    .map((href) => href.replace(/^\//, ''));
  return [...new Set([bootFile, entry, ...named])];
}

const gzippedBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(webDist, file))).length;

describe("public pages' first screen (issue 17)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webDist, seed: true });
    await t.app.ready();
  }, 120_000);
  afterAll(() => t.close());

  it.each(PUBLIC_PAGES)(
    `%s: at most ${TARGETS.kb} KB of JavaScript gzipped in ${TARGETS.scripts} files`,
    async (url) => {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      // Rendered on the server (not the empty shell), so the page's own chunks are linked.
      expect(page.body).toContain('<script id="ssr-data"');
      const scripts = firstScreenScripts(page.body);
      // The boot script, the entry and the page's own: none read, none counted.
      expect(scripts.length, url).toBeGreaterThanOrEqual(3);
      const kb = Math.round(scripts.reduce((sum, file) => sum + gzippedBytes(file), 0) / 102.4) / 10;
      const limit = NOT_YET_WITHIN[url] ?? TARGETS;
      expect({
        url,
        kb,
        scripts: scripts.length,
        within: kb <= limit.kb && scripts.length <= limit.scripts,
      }).toEqual({
        url,
        kb,
        scripts: scripts.length,
        within: true,
      });
    },
  );

  it('builds the boot script with no import of its own: it runs alone before the page is painted', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
    const boot = manifest['src/boot.ts'];
    expect(boot?.file).toMatch(/^assets\/boot-[\w-]+\.js$/);
    expect(boot?.imports ?? []).toEqual([]);
    expect(gzippedBytes(boot?.file ?? '')).toBeLessThan(1024);
  });

  it('holds no page in the list of those not yet within the targets once it is within them', async () => {
    for (const url of Object.keys(NOT_YET_WITHIN)) {
      const page = await t.app.inject({ method: 'GET', url });
      const scripts = firstScreenScripts(page.body);
      const kb = scripts.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
      expect(kb > TARGETS.kb || scripts.length > TARGETS.scripts, `${url} is within the targets now`).toBe(
        true,
      );
    }
  });
});
