/**
 * The server's rendering of the public pages (built with `vite build --ssr` into dist-ssr and
 * imported by the Fastify server, apps/server/src/web/ssr.ts). The same route table and
 * providers as the browser (main.tsx), with React Router's static handler and router and
 * React's streaming renderer. A page's data is read once here through the API, answered in
 * process (the `fetch` the server passes calls Fastify's inject), and handed to the browser
 * dehydrated, so hydration needs no call of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { APP_ROUTES } from './app/routes';
import { setServerFetch } from './shared/api/request';
import { setServerSanitizer } from './shared/rich-text/RichText';
import { type ServerHead, ServerHeadContext } from './shared/seo/server-head';

/** The public pages the server renders (lower case: routes match case-insensitively). */
export const SERVER_RENDERED_PAGES: readonly string[] = [
  '/',
  '/News',
  '/NewsDetail',
  '/Solution',
  '/Case',
  '/Application',
  '/Microservice',
  '/Mechanism',
  '/List',
  '/AppdetailInfo',
  '/Internet',
  '/machine',
  '/Product',
  '/AboutUs',
  '/Contact',
  '/PlatformMembers',
  '/supply',
  '/supplySearch',
  '/supplyDetail',
  '/privacy',
].map((page) => page.toLowerCase());

/** Every page address of the route table (lower case), to tell an unknown address apart. */
export const KNOWN_PAGES: readonly string[] = APP_ROUTES.flatMap((route) => [
  route.path.toLowerCase(),
  ...(route.children ?? []).map((child) => `${route.path}/${child.path}`.toLowerCase()),
]);

/** The source module of each page (the client manifest's key), by lower-case path. */
const PAGE_SOURCES = new Map(
  APP_ROUTES.flatMap((route) =>
    route.page?.src
      ? [
          [
            route.path.toLowerCase(),
            // antd's configuration comes with every page that draws antd (lazy.ts).
            route.withoutAntd ? [route.page.src] : [route.page.src, 'src/shared/antd/AntdScope.tsx'],
          ] as const,
        ]
      : [],
  ),
);

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** Answers the page's API calls (in process). */
  fetch: typeof fetch;
  /** The server's rich-text sanitiser (DOMPurify needs a DOM). */
  sanitize: (html: string) => string;
}

export type RenderResult =
  /** The route redirects (/Layout, /Default). */
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page: the browser renders it. */
  | { kind: 'client' }
  | {
      kind: 'page';
      /** 404 for an address that matches no route. */
      status: 200 | 404;
      /** The markup inside #root (no antd: a server-rendered page draws none, routes.test.tsx). */
      html: string;
      /** JSON for `<script id="ssr-data" type="application/json">`: queries and router state. */
      state: string;
      /** Source modules whose stylesheets and scripts the page needs (manifest keys). */
      modules: string[];
      head: ServerHead;
    };

const handler = createStaticHandler(appRoutes);

/**
 * The request layer is one module for every render, so the in-process fetch it calls is the
 * one of the render under way, found through the async context (renders of several requests,
 * even of several servers in one test process, interleave while their data loads).
 */
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setServerFetch((input, init) => {
  const fetcher = renderFetch.getStore();
  if (!fetcher) return Promise.reject(new Error('服务端渲染之外的请求'));
  return fetcher(input, init);
});

/** Queries rendered but not fetched yet (a disabled one, waiting for a session, is left alone). */
function waiting(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (tried.has(query.queryHash) || query.state.status !== 'pending') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
      return on !== false && typeof query.options.queryFn === 'function';
    });
}

function tree(client: QueryClient, context: StaticHandlerContext, head: ServerHead): ReactNode {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <ServerHeadContext.Provider value={head}>
      <AppProviders queryClient={client}>
        {/* hydrate={false}: no inline script (CSP); the router's state travels in ssr-data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ServerHeadContext.Provider>
  );
}

/** React's streaming renderer, once everything (no suspense is left waiting) is written. */
function renderToText(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failed: unknown = null;
    const stream = renderToPipeableStream(node, {
      onAllReady() {
        if (failed) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = error;
      },
    });
    setTimeout(() => stream.abort(new Error('渲染超时')), 10_000).unref();
  });
}

/** Renders one public page, or says why the browser should. */
export async function render({ url, fetch, sanitize }: RenderRequest): Promise<RenderResult> {
  setServerSanitizer(sanitize);
  const address = new URL(url, 'http://portal.invalid');
  const pathname = address.pathname.replace(/\/+$/, '') || '/';
  const page = pathname.toLowerCase();
  const known = KNOWN_PAGES.includes(page);
  if (known && !SERVER_RENDERED_PAGES.includes(page)) return { kind: 'client' };

  const context = await handler.query(new Request(address));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (context.errors) return { kind: 'client' };

  const client = createQueryClient();
  // The page's calls, each once: render, fetch what it asked for, render again while a page's
  // later calls depend on earlier answers (a detail, then its related items).
  const tried = new Set<string>();
  for (let pass = 0; pass < 4; pass++) {
    renderToString(tree(client, context, {}));
    const queries = waiting(client, tried);
    if (queries.length === 0) break;
    for (const query of queries) tried.add(query.queryHash);
    await renderFetch.run(fetch, () =>
      Promise.all(queries.map((query) => query.fetch().catch(() => undefined))),
    );
  }

  const head: ServerHead = {};
  const html = await renderToText(tree(client, context, head));
  const state = JSON.stringify({
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  const sources = PAGE_SOURCES.get(page);
  return {
    kind: 'page',
    status: known ? 200 : 404,
    html,
    state,
    modules: sources ? [...sources] : [],
    head,
  };
}
