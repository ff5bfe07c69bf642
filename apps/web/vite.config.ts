import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { onlineMapConfig, tileAddress } from './src/features/maps/map-config';

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

export default defineConfig({
  plugins: [react(), declareImageHosts()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // A chunk of its own, imported first by the entry: zod's setting must be in place
            // before the shared chunk that holds zod builds its first schemas (CSP: no eval).
            { name: 'zod-jitless', test: /shared[\\/]csp[\\/]zod-jitless/, priority: 100 },
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
});
