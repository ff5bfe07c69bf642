import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CacheArea } from '../lib/json-cache.ts';

/**
 * The server's rendering of the public pages: the web app's server build
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr by `npm run build`) renders a
 * page with the same route table as the browser; this side answers its API calls in process,
 * links the page's stylesheets and scripts from the client build's manifest and writes the
 * head (title, description, canonical link, Open Graph).
 */

/** What the head says about a page, recorded while it renders. */
export interface RenderedHead {
  title?: string;
  description?: string;
  image?: string;
}

/** The answer of entry-server.tsx's `render` (kept in step with it by hand: the web's own types are not imported here). */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' }
  | {
      kind: 'page';
      status: 200 | 404;
      html: string;
      state: string;
      modules: string[];
      head: RenderedHead;
    };

export interface Renderer {
  render(input: {
    url: string;
    fetch: typeof fetch;
    sanitize: (html: string) => string;
  }): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** What a rendered page links beside index.html's own: its stylesheets and its scripts. */
export interface PageAssets {
  /** The stylesheet links of the page's modules (and what they import), as head elements. */
  stylesheets: string;
  /**
   * The page's one script, in place of index.html's entry: the boot script (apps/web/src/boot.ts)
   * naming the entry and every script the page needs (the entry's own imports first), which it
   * asks for after the first paint.
   */
  bootScript: string;
}

/** index.html's entry script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** index.html's preloads of what the entry imports. */
const ENTRY_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface ServerRendering {
  renderer: Renderer;
  pageAssets(modules: readonly string[]): PageAssets;
}

/** The server build beside the client build, if there is one (`npm run build` makes both). */
export async function loadServerRendering(webDist: string): Promise<ServerRendering | null> {
  const serverEntry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(serverEntry).href)) as Renderer;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const boot = manifest['src/boot.ts']?.file;
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  // A build without the boot script or the entry as this reads it: the browser renders every page.
  if (!boot || !entry) return null;
  const entryImports = [...indexHtml.matchAll(ENTRY_PRELOADS)].map((match) => match[1] as string);
  const assetsOf = new Map<string, PageAssets>();
  return {
    renderer,
    pageAssets(modules) {
      const key = modules.join('\n');
      const known = assetsOf.get(key);
      if (known !== undefined) return known;
      const css = new Set<string>();
      const scripts = new Set<string>();
      const seen = new Set<string>();
      const visit = (name: string, isEntry: boolean) => {
        if (seen.has(name)) return;
        seen.add(name);
        const chunk = manifest[name];
        if (!chunk) return;
        // The entry's own script and stylesheet are in index.html already.
        if (!isEntry) {
          scripts.add(chunk.file);
          for (const file of chunk.css ?? []) css.add(file);
        }
        for (const imported of chunk.imports ?? []) visit(imported, false);
      };
      // The entry and what it imports are in index.html already (its script and modulepreload
      // links): named again, each would be a second link to the same file.
      const markEntry = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        for (const imported of manifest[name]?.imports ?? []) markEntry(imported);
      };
      for (const name of Object.keys(manifest))
        if ((manifest[name] as { isEntry?: boolean }).isEntry) markEntry(name);
      for (const module of modules) visit(module, false);
      const preload = [...entryImports, ...[...scripts].map((file) => `/${file}`)].join(' ');
      const assets = {
        stylesheets: [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
        bootScript: `<script type="module" crossorigin src="/${escapeHtml(boot)}" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}"></script>`,
      };
      assetsOf.set(key, assets);
      return assets;
    },
  };
}

/**
 * The cache areas each page's data belongs to (json-cache.ts): its HTML is dropped with them.
 * A page not listed depends on every area; null: never kept (opening a news item counts a
 * visit, which the API counts per visitor).
 */
const CATALOGUE: readonly CacheArea[] = ['apps', 'microservices', 'models'];
const ALL_AREAS: readonly CacheArea[] = [...CATALOGUE, 'news', 'pages', 'site', 'supply'];
const PAGE_AREAS: Record<string, readonly CacheArea[] | null> = {
  '/': ['pages', 'news', ...CATALOGUE],
  '/news': ['news', 'pages'],
  '/newsdetail': null,
  '/solution': ['pages'],
  '/case': ['pages'],
  '/application': ['apps', 'pages'],
  '/microservice': ['microservices', 'pages'],
  '/mechanism': ['models', 'pages'],
  // Either kind, by the address's `page`.
  '/list': [...CATALOGUE, 'pages'],
  '/appdetailinfo': [...CATALOGUE, 'pages'],
  '/supply': ['supply', 'pages'],
  '/supplysearch': ['supply', 'pages'],
  '/supplydetail': ['supply'],
  '/privacy': ['pages'],
};

export function pageAreas(pathname: string): readonly CacheArea[] | null {
  const page = pathname.toLowerCase();
  return Object.hasOwn(PAGE_AREAS, page) ? (PAGE_AREAS[page] ?? null) : ALL_AREAS;
}

/** A call of the page, answered by the API in this process, as the visitor (their address). */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(url, 'http://portal.invalid');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const userAgent = request.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a script element: nothing in it can close the element or open a comment. */
export const escapeScriptJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Plain text of rich text, one line, at most `max` characters (a description). */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first picture of the rendered markup (the first screen's), to preload. */
export function firstPicture(html: string): string | undefined {
  return /<img\b[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Open Graph's picture (news, solutions, cases, catalogue details), absolute. */
  image?: string;
  preloadImage?: string;
}

/** The head elements the server adds: canonical link, Open Graph, picture preload. */
export function headElements(head: PageHead): string {
  const parts = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:site_name" content="冷链工业互联网平台">`,
    `<meta property="og:type" content="${head.image ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
  ];
  if (head.image) parts.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (head.preloadImage) {
    parts.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`,
    );
  }
  return parts.join('');
}

/** The query parameters that name what a page shows; the rest (the `n` timestamp, trackers) are left out of its canonical address. */
const MEANINGFUL = new Set([
  'id',
  'currentPage',
  'pageSize',
  'type',
  'title',
  'catalogue',
  'page',
  'keyword',
]);

export function canonicalOf(origin: string, address: URL): string {
  const query = new URLSearchParams();
  for (const [name, value] of address.searchParams) if (MEANINGFUL.has(name)) query.append(name, value);
  const search = query.toString();
  return `${origin}${address.pathname}${search ? `?${search}` : ''}`;
}

/** index.html with the rendered page: head, assets, markup and the handed-over state. */
export function composePage(
  indexHtml: string,
  page: { html: string; state: string },
  head: PageHead,
  assets: PageAssets,
): string {
  let html = bootInsteadOfEntry(indexHtml, assets)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  html = html.replace('</head>', `${headElements(head)}${assets.stylesheets}</head>`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script id="ssr-data" type="application/json">${escapeScriptJson(page.state)}</script>`,
  );
}

/**
 * A rendered page is in its HTML: instead of the app's entry and its preloads, which the browser
 * would fetch beside the page's stylesheets and picture and might run before its first paint,
 * its boot script (PageAssets), which asks for them once the page is painted.
 */
function bootInsteadOfEntry(indexHtml: string, assets: PageAssets): string {
  return indexHtml.replace(ENTRY_PRELOADS, '').replace(ENTRY_SCRIPT, assets.bootScript);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /system',
    'Disallow: /workbench',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
