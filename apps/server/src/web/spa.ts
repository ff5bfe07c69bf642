import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from '../http/error-handling.ts';
import { sendKept } from '../http/precompressed.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { PageCache } from './page-cache.ts';
import { sitemapXml } from './sitemap.ts';
import {
  canonicalOf,
  composePage,
  firstPicture,
  inProcessFetch,
  loadServerRendering,
  pageAreas,
  plainText,
  type RenderResult,
  robotsTxt,
} from './ssr.ts';

const ONE_YEAR_S = 31_536_000;

/**
 * What the server writes into a page's HTML: its own title and description (for visitors
 * that run no script), a picture to start loading at once, and data the page would otherwise
 * fetch first (JSON, read by the web app from `<script id="boot-data">`).
 */
export interface PageMeta {
  title?: string;
  description?: string;
  preloadImage?: string;
  bootData?: string;
}

/** Finds the meta of one page from its query (null: keep the defaults of index.html). */
export type PageMetaResolver = (query: URLSearchParams) => Promise<PageMeta | null>;

export interface SpaOptions {
  /** Resolvers by page path, lower case (routes match case-insensitively). */
  pageMeta?: Record<string, PageMetaResolver>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a script element: nothing in it can close the element or open a comment. */
const escapeScriptJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** index.html with the page's own head: title, description, picture preload, boot data. */
export function withPageMeta(html: string, meta: PageMeta): string {
  let page = html;
  if (meta.title !== undefined) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  }
  if (meta.description !== undefined) {
    page = page.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  }
  const extras: string[] = [];
  if (meta.preloadImage) {
    extras.push(
      `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`,
    );
  }
  if (meta.bootData) {
    extras.push(`<script id="boot-data" type="application/json">${escapeScriptJson(meta.bootData)}</script>`);
  }
  return extras.length > 0 ? page.replace('</head>', `${extras.join('')}</head>`) : page;
}

/** Hosts the web build loads images from besides its own (the online map's tiles). */
const IMAGE_HOSTS_META = /<meta name="portal-img-src" content="([^"]*)"/;
const ORIGIN = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The image origins the built web app declares in its index.html (written by the build
 * only when an online map is configured), for the pages' Content-Security-Policy.
 */
export function declaredImageOrigins(webDist: string | null): string[] {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  if (!indexFile || !fs.existsSync(indexFile)) return [];
  const declared = IMAGE_HOSTS_META.exec(fs.readFileSync(indexFile, 'utf8'))?.[1] ?? '';
  return declared.split(/\s+/).filter((origin) => ORIGIN.test(origin));
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything that is
 * not an API path or a file answered with index.html (history-mode routing). Without a
 * build, non-API pages explain how to make one.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | null,
  options: SpaOptions = {},
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasBuild = indexFile !== null && fs.existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const indexHtml = hasBuild && indexFile ? fs.readFileSync(indexFile, 'utf8') : '';
  const indexBytes = Buffer.from(indexHtml);

  if (hasBuild && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache');
      },
    });
  }

  // A resolver that hands back the same meta object (the home page, until its banners change)
  // gets the same HTML without writing it again.
  const written = new WeakMap<PageMeta, Buffer>();
  const pageWith = (meta: PageMeta) => {
    let html = written.get(meta);
    if (html === undefined) {
      html = Buffer.from(withPageMeta(indexHtml, meta));
      written.set(meta, html);
    }
    return html;
  };

  /** A kept page as sendHtml sends it, answered at the door (http/kept-addresses.ts). */
  const KEPT_PAGE_HEADERS = {
    'cache-control': 'no-cache',
    'content-type': 'text/html; charset=utf-8',
    'x-page-cache': 'hit',
  };

  /** An HTML answer: never cached by the browser without asking (a deploy changes the scripts it names). */
  const sendHtml = (reply: FastifyReply, html: Buffer) =>
    sendKept(reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'), html);

  const rendering = hasBuild && webDist ? await loadServerRendering(webDist) : null;
  const pages = new PageCache(app.db);
  app.addHook('onClose', async () => pages.stop());
  const defaultDescription = /<meta name="description" content="([^"]*)"/.exec(indexHtml)?.[1] ?? '';

  /** The page's own meta from the server's resolvers (titles of details, the home page's picture). */
  const resolvedMeta = async (request: FastifyRequest, url: URL): Promise<PageMeta | null> => {
    const resolve = options.pageMeta?.[url.pathname.toLowerCase()];
    return resolve
      ? await resolve(url.searchParams).catch((error: unknown) => {
          // The page still works without its own title: the app sets it once loaded.
          request.log.error({ err: error }, 'page meta failed');
          return null;
        })
      : null;
  };

  const clientPage = async (request: FastifyRequest, reply: FastifyReply, url: URL) => {
    const meta = await resolvedMeta(request, url);
    // From memory: every page address answers this same small file, compressed once.
    return sendHtml(reply, meta ? pageWith(meta) : indexBytes);
  };

  /** The server-rendered page, or null when the browser renders it (not public, or rendering failed). */
  const renderPage = async (
    request: FastifyRequest,
    url: URL,
    origin: string,
  ): Promise<{ status: number; html?: Buffer; location?: string } | null> => {
    if (!rendering) return null;
    let result: RenderResult;
    try {
      result = await rendering.renderer.render({
        url: url.pathname + url.search,
        fetch: inProcessFetch(app, request),
        sanitize: sanitizeRichText,
      });
    } catch (error) {
      // The visitor still gets the page: the browser renders it.
      request.log.error({ err: error, url: url.pathname }, 'server rendering failed');
      return null;
    }
    if (result.kind === 'client') return null;
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    const meta = await resolvedMeta(request, url);
    const title = meta?.title ?? result.head.title ?? '';
    const description = plainText(meta?.description ?? result.head.description ?? defaultDescription);
    const image = result.head.image ? new URL(result.head.image, origin).href : undefined;
    const html = composePage(
      indexHtml,
      { html: result.html, state: result.state },
      {
        title,
        description,
        canonical: canonicalOf(origin, url),
        ...(image ? { image } : {}),
        ...(meta?.preloadImage || firstPicture(result.html)
          ? { preloadImage: meta?.preloadImage ?? firstPicture(result.html) }
          : {}),
      },
      rendering.pageAssets(result.modules),
    );
    return { status: result.status, html: Buffer.from(html) };
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage) return sendApiNotFound(reply);
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('前端尚未构建：请先运行 npm run build（npm start 会自动构建）。');
    }
    const url = new URL(request.url, 'http://portal.invalid');
    const origin = `${request.protocol}://${request.host}`;
    if (rendering && url.pathname === '/robots.txt') {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(origin));
    }
    if (rendering && url.pathname === '/sitemap.xml') {
      const xml = await pages.getOrRender(
        `sitemap ${origin}`,
        ['news', 'pages', 'apps', 'microservices', 'models', 'supply'],
        async () => Buffer.from(await sitemapXml(app.db, origin)),
      );
      return sendKept(
        reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8'),
        xml ?? Buffer.alloc(0),
      );
    }
    if (!rendering) return clientPage(request, reply, url);

    // A request with a session token is never answered another's (cached) HTML, nor is its own kept.
    const token = request.headers.token ?? request.headers.authorization;
    const areas = pageAreas(url.pathname);
    let rendered: { status: number; html?: Buffer; location?: string } | null;
    // Whether the page came from the visitors' cache (a header, for tests and operators).
    let cache: 'hit' | 'miss' | 'none' = 'none';
    if (token || areas === null) {
      rendered = await renderPage(request, url, origin);
    } else {
      const key = `${origin} ${request.url}`;
      let other: { status: number; html?: Buffer; location?: string } | null = null;
      cache = pages.get(key) !== undefined ? 'hit' : 'miss';
      const html = await pages.getOrRender(key, areas, async () => {
        other = await renderPage(request, url, origin);
        // Only a visitor's complete page is kept (not a redirect, an unknown address or a failure).
        return other?.status === 200 && other.html !== undefined ? other.html : null;
      });
      rendered = html !== null ? { status: 200, html } : other;
      if (html !== null) {
        app.keptAddresses.remember(request, () => {
          const kept = pages.get(key);
          return kept && { body: kept, headers: KEPT_PAGE_HEADERS };
        });
      }
    }
    reply.header('X-Page-Cache', cache);
    if (!rendered) return clientPage(request, reply, url);
    if (rendered.location) return reply.redirect(rendered.location, rendered.status);
    return sendHtml(reply.status(rendered.status), rendered.html ?? Buffer.alloc(0));
  });
}
