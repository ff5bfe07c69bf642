/**
 * Where the server's time goes for one call (issue 26): the production build under 50
 * connections for 6 s with a CPU profile, then the functions with the most self time and the
 * packages they belong to. The profile stays for a flame graph (Chrome DevTools, speedscope).
 *
 *   npm run bench:profile -- /api/oauth/CurrentUser          (as the bench's signed-in operator)
 *   npm run bench:profile -- '/api/portalWeb/news?currentPage=1&pageSize=10' visitor
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ACCOUNT, startProduct } from './servers.ts';

const [target = '/api/oauth/CurrentUser', who = 'operator'] = process.argv.slice(2);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
process.env.BENCH_PROFILE_DIR = profileDir;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds, on the process's clock. */
  endTime: number;
  startTime: number;
}

/** Seconds of load; only the samples of its window count (not the start-up's module loading). */
const LOAD_SECONDS = 6;

/** Self time by function and by package, as shares of all samples. */
function summarise(profile: Profile, top = Number(process.env.PROFILE_TOP ?? 25)): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  // The load ends just before the stop signal: its window is the profile's last seconds.
  const windowStart = profile.endTime - (LOAD_SECONDS + 0.5) * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    const time = profile.timeDeltas[index] ?? 0;
    at += time;
    if (!frame || at < windowStart) return;
    const file = frame.url.replace(/.*node_modules\//, '').replace(`${process.cwd()}/`, '');
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    const owner = frame.url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? (file || frame.functionName);
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + time);
    total += time;
  });
  const share = (time: number) => `${((time / total) * 100).toFixed(1).padStart(5)} %`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    'self time by function:',
    ...sorted(byFunction).map(([name, time]) => `${share(time)}  ${name}`),
    '',
    'self time by package or file:',
    ...sorted(byPackage).map(([name, time]) => `${share(time)}  ${name}`),
  ];
}

const product = await startProduct();
try {
  // As a browser asks: compressed answers where they are large (the bench does the same).
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  if (who !== 'visitor') {
    const login = await fetch(`${product.url}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...BENCH_ACCOUNT, role: 'operate' }),
    });
    headers.token = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const result = await autocannon({
    url: product.url + target,
    connections: 50,
    duration: LOAD_SECONDS,
    headers,
  });
  console.log(`${target} as ${who}: ${Math.round(result.requests.average)} requests/s while profiled`);
} finally {
  product.child.kill('SIGTERM');
  await new Promise((resolve) => product.child.once('exit', resolve));
}
// The largest profile is the server's main thread (the worker pool's threads write their own).
const [main] = fs
  .readdirSync(profileDir)
  .map((name) => path.join(profileDir, name))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
if (!main) throw new Error('the server wrote no profile');
console.log(summarise(JSON.parse(fs.readFileSync(main, 'utf8')) as Profile).join('\n'));
console.log(`\nprofile: ${main}`);
