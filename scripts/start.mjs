// `npm start`: build the web app and the server when a build is missing or older than its
// sources, then run the built server (which migrates, seeds a new database and serves everything).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const builtServer = path.join(root, 'apps/server/dist/server.js');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
].map((p) => path.join(root, p));

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/**
 * The process a stop signal reaches (npm forwards SIGTERM and SIGINT to this script, which the
 * `start` script `exec`s so that no shell stands between): the build or the server, whichever
 * runs. A signal during the build ends it and starts no server.
 */
let child = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(1);
  });
}

/** Runs a command to its end; answers its exit code (a signal's ending counts as 1). */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Builds with `npm run build -w <workspace>` when a built file is missing or older than a source. */
async function buildWhenStale(workspace, builtFiles, sources, message) {
  const builtAt = builtFiles.every((file) => fs.existsSync(file))
    ? Math.min(...builtFiles.map((file) => fs.statSync(file).mtimeMs))
    : 0;
  if (builtAt >= Math.max(...sources.map(newestChange))) return;
  console.log(message);
  // Always the production build, whatever NODE_ENV the caller has (a test runner sets `test`,
  // which would build React's development runtime into the server's build).
  const status = await run('npm', ['run', 'build', '-w', workspace], {
    ...process.env,
    NODE_ENV: 'production',
  });
  if (status !== 0 || stopping) process.exit(status || 1);
}

// The web app's browser build and its server build (server rendering of the public pages).
await buildWhenStale(
  '@portal/web',
  [builtIndex, path.join(root, 'apps/web/dist-ssr/entry-server.js')],
  webSources,
  '构建前端…',
);
// The server, compiled to JavaScript.
await buildWhenStale(
  '@portal/server',
  [builtServer],
  ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', 'packages/shared/src'].map((p) =>
    path.join(root, p),
  ),
  '构建服务端…',
);

// The server stops cleanly on the forwarded signal (apps/server/src/server.ts); this script ends with it.
process.exit(await run(process.execPath, [builtServer]));
