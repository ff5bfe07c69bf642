// `npm run build -w @portal/server`: the server compiled to JavaScript in apps/server/dist, as
// `npm start` runs it (the tests and benches run the TypeScript sources through tsx). Our code,
// @portal/shared included, is bundled; the packages stay in node_modules. Entries: the server,
// the worker pool's thread, and each migration (read from dist/migrations by its name).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');
const migrations = path.join(serverDir, 'src/db/migrations');

const entryPoints = {
  server: path.join(serverDir, 'src/server.ts'),
  'pool-worker': path.join(serverDir, 'src/heavy/pool-worker.ts'),
};
for (const file of fs.readdirSync(migrations)) {
  if (/^\d{8}_\d{4}_[a-z0-9_]+\.ts$/.test(file)) {
    entryPoints[`migrations/${file.replace(/\.ts$/, '')}`] = path.join(migrations, file);
  }
}

/** Packages are loaded from node_modules at run time; the workspace's own TypeScript is bundled. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@portal/') ? undefined : { path: specifier, external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
