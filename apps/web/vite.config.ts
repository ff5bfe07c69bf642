import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { onlineMapConfig, tileAddress } from './src/features/maps/map-config.ts';

/**
 * The server's Content-Security-Policy lets pages load images from our own origin only,
 * plus the hosts this build declares in index.html: the online map's tile hosts, and only
 * when the build has an online map (README: 客户地图).
 */
function declareImageHosts(): Plugin {
  let hosts: string[] = [];
  return {
    name: 'portal-declare-image-hosts',
    configResolved(config) {
      const map = onlineMapConfig(config.env);
      // {s} becomes 1–4: the four tiles at x = 0…3 use every subdomain there is.
      hosts = map ? [...new Set([0, 1, 2, 3].map((x) => new URL(tileAddress(map, x, 0, 0)).origin))] : [];
    },
    transformIndexHtml() {
      if (hosts.length === 0) return [];
      return [{ tag: 'meta', attrs: { name: 'portal-img-src', content: hosts.join(' ') }, injectTo: 'head' }];
    },
  };
}

/**
 * The server's build (entry-server.tsx) needs to know which source module each route's page
 * is, to name its stylesheets and scripts (from the client build's manifest) in the HTML, so a
 * server-rendered page is styled before its script runs. Every `() => import('…')` of the route
 * table gets a `src` (its path from this folder, the manifest's key), in the server build only.
 */
function pageSources(): Plugin {
  // The route table: one file per domain in src/app/routes/.
  const ROUTE_TABLE = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.ts$/;
  const PAGE_IMPORT = /\(\) => import\('([^']+)'\)/g;
  return {
    name: 'portal-page-sources',
    enforce: 'pre',
    async transform(code, id, options) {
      if (!options?.ssr || !ROUTE_TABLE.test(id)) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(PAGE_IMPORT)) {
        const resolved = await this.resolve(match[1] as string, id);
        if (!resolved) continue;
        const src = path.relative(webRoot, resolved.id).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}Object.assign(${match[0]}, { src: ${JSON.stringify(src)} })`;
        last = (match.index ?? 0) + match[0].length;
      }
      return out + code.slice(last);
    },
  };
}

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/** The browser build's entry chunk (index.html's script), as Vite names it. */
const ENTRY_CHUNK = /(^|[\\/])index-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), declareImageHosts(), pageSources()],
  // The server build carries every package it uses: it runs in plain Node (ESM), where some of
  // them (antd's locales) cannot be imported as they are published.
  ssr: { noExternal: true },
  // Bundled packages (React, antd) read NODE_ENV: the server's build is the production one too,
  // or antd's class names would differ from the browser's.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // In Node, antd's icons resolve to their CommonJS build, which no bundler can shake: the server
  // build carried all of them (a 2.9 MB chunk that every page with an icon loaded). Their ES
  // build is the browser's, and the same icons come out of it.
  ...(isSsrBuild
    ? { resolve: { alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }] } }
    : {}),
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // The server reads it to link a rendered page's stylesheets and scripts.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 1200,
    // Every page's `import()` in the route table (the entry) carried the list of every script
    // that page imports, for Vite to preload them on a navigation: 250 hashed file names, about
    // 4 KB gzipped of the first screen of every page. The entry keeps only their stylesheets
    // (which Vite inserts with the page); a page's scripts come with its chunk's own imports,
    // and a server-rendered page's boot script preloads them (src/boot.ts, apps/server/src/web/ssr.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && ENTRY_CHUNK.test(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // The browser build's two entries: the app (index.html) and the first script of a page the
      // server rendered (src/boot.ts), which asks for the app's scripts after the first paint.
      ...(isSsrBuild
        ? {}
        : { input: { index: path.join(webRoot, 'index.html'), boot: path.join(webRoot, 'src/boot.ts') } }),
      output: {
        codeSplitting: {
          groups: [
            // A chunk of its own, imported first by the entry: zod's setting must be in place
            // before the shared chunk that holds zod builds its first schemas (CSP: no eval).
            { name: 'zod-jitless', test: /shared[\\/]csp[\\/]zod-jitless/, priority: 100 },
            // What the shell and every page share (React itself, the call layer, the session, the
            // shared constants): one file instead of a dozen small ones on every first screen
            // (DESIGN.md: at most 25 script files). Not the query hooks: some pages have no query.
            {
              name: 'shell-shared',
              test: /node_modules[\\/]react[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/](api[\\/](call|feedback|request)|session[\\/]useSession)|packages[\\/]shared[\\/]src[\\/](constants|contract|first-screen-addresses|format|content-constants)\.ts/,
              priority: 50,
            },
          ],
        },
      },
      // These form libraries declare no side-effect freedom, so the bundler keeps them in the
      // first screen although only the form pages use them. They have no import-time effects.
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules\/(@rc-component\/form|async-validator)\//.test(id),
      },
    },
  },
}));
