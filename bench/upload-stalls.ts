// `npx tsx bench/upload-stalls.ts`: replays the findings of the review of uploads that stalled the
// server against a real server process, and prints for each the time to the answer, the longest
// `/api/health` waited meanwhile, and the server's memory (resident, and its peak) before and
// after. SERVER_ROOT=<another checkout> runs that checkout's server (to measure a build before a
// change); SCENARIO_TIMEOUT_S bounds each scenario (the server is restarted after one that hangs).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bomb, digitRunPdf, jpegClaiming } from '../apps/server/test/support/hostile-files.ts';
import { multipartBody } from '../apps/server/test/support/http.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(process.env.SERVER_ROOT ?? path.resolve(import.meta.dirname, '..'));
const TIMEOUT_MS = Number(process.env.SCENARIO_TIMEOUT_S ?? 60) * 1000;
const DEMO_PASSWORD = createHash('md5').update('demo1234').digest('hex');

interface Server {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stalls-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      // The server warms its worker pool itself once it listens.
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

function stopServer(server: Server): void {
  server.child.kill('SIGKILL');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Resident and peak resident memory of the server process, in MB. */
function memoryOf(server: Server): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function call(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(server.url + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: never };
}

async function login(server: Server, account: string): Promise<string> {
  const answer = await call(server, 'POST', '/api/oauth/Login', {
    account,
    password: DEMO_PASSWORD,
    role: 'tenant',
  });
  return (answer.data as { token: string }).token;
}

interface Outcome {
  scenario: string;
  answer: string;
  seconds: number | null;
  healthWaitMs: number;
  rssBefore: number;
  rssAfter: number;
  peakAfter: number;
}

/** Runs `work` while asking `/api/health` every 20 ms; gives up after the scenario timeout. */
async function measure(server: Server, scenario: string, work: () => Promise<string>): Promise<Outcome> {
  const before = memoryOf(server);
  let done = false;
  const started = performance.now();
  const answered = work().finally(() => {
    done = true;
  });
  let healthWaitMs = 0;
  const health = (async () => {
    while (!done && performance.now() - started < TIMEOUT_MS) {
      const asked = performance.now();
      await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
        () => undefined,
      );
      healthWaitMs = Math.max(healthWaitMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), TIMEOUT_MS).unref());
  const answer = await Promise.race([answered, timeout]);
  const seconds = answer === null ? null : (performance.now() - started) / 1000;
  await Promise.race([health, timeout]);
  const after = memoryOf(server);
  return {
    scenario,
    answer: answer ?? `no answer within ${TIMEOUT_MS / 1000} s`,
    seconds,
    healthWaitMs: Math.round(healthWaitMs),
    rssBefore: Math.round(before.rss),
    rssAfter: Math.round(after.rss),
    peakAfter: Math.round(after.peak),
  };
}

async function upload(server: Server, url: string, content: Buffer, token?: string): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'file', value: content, filename: 'upload.bin', type: 'application/octet-stream' },
  ]);
  const res = await fetch(server.url + url, {
    method: 'POST',
    headers: { ...headers, ...(token ? { token } : {}) },
    body: new Uint8Array(payload),
  });
  const answer = (await res.json()) as { msg: string };
  return `${res.status} ${answer.msg}`;
}

/** Runs `work` on a new order awaiting payment (`purchase {"marketId":8,"duration":1}`), cancelled after. */
async function withPendingOrder(
  server: Server,
  token: string,
  work: (id: number) => Promise<string>,
): Promise<string> {
  const order = await call(
    server,
    'POST',
    '/api/portalWeb/marketOrder/purchase',
    { marketId: 8, duration: 1 },
    token,
  );
  const id = (order.data as { id?: number } | null)?.id;
  if (!id) throw new Error(`purchase answered ${order.code} ${order.msg}`);
  try {
    return await work(id);
  } finally {
    await call(server, 'POST', `/api/portalWeb/marketOrder/cancel/${id}`, {}, token);
  }
}

/** A well-formed PDF made large by a run of letters (which no object pattern backtracks on). */
function paddedPdf(bytes: number): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.alloc(bytes, 'a'),
    Buffer.from('\n1 0 obj\n<<>>\nendobj\nstartxref\n0\n%%EOF\n'),
  ]);
}

type Scenario = [string, (server: Server) => Promise<string>];

const scenarios: Scenario[] = [
  ...[25, 50, 100].map(
    (kb): Scenario => [
      `1. receipt PDF of ${kb} KB of digits`,
      async (server) => {
        const token = await login(server, '13800000001');
        return withPendingOrder(server, token, (order) =>
          upload(server, `/api/portalWeb/marketOrder/receipt/${order}`, digitRunPdf(kb * 1000), token),
        );
      },
    ],
  ),
  [
    '2. OCR of a 124,517-byte PNG claiming 32000 × 32000 (uncertified)',
    async (server) =>
      upload(
        server,
        '/api/microservice/idNumberIdentification',
        bomb('bomb-32000x32000-1bit.png'),
        await login(server, '13800000004'),
      ),
  ],
  [
    '2. OCR of a 388,871-byte PNG claiming 20000 × 20000 (uncertified)',
    async (server) =>
      upload(
        server,
        '/api/microservice/idNumberIdentification',
        bomb('bomb-20000x20000-8bit.png'),
        await login(server, '13800000004'),
      ),
  ],
  [
    '3. visitor upload: 16-bit 40-megapixel PNG',
    (server) => upload(server, '/api/tenant/upload', bomb('bomb-8000x5000-16bit.png')),
  ],
  [
    '3. visitor upload: JPEG claiming 6000 × 6600',
    (server) => upload(server, '/api/tenant/upload', jpegClaiming(6000, 6600)),
  ],
  [
    '4. 25 receipts of 10 MB for one order (disk written, refusals)',
    async (server) => {
      const token = await login(server, '13800000001');
      return withPendingOrder(server, token, async (order) => {
        const answers: string[] = [];
        for (let i = 0; i < 25; i += 1) {
          const receipt = paddedPdf(10 * 1024 * 1024 - 100);
          answers.push(await upload(server, `/api/portalWeb/marketOrder/receipt/${order}`, receipt, token));
        }
        const taken = answers.filter((answer) => answer.startsWith('200')).length;
        return `${taken} taken, ${answers.length - taken} refused (${answers.at(-1)})`;
      });
    },
  ],
  [
    '5. 100 visitors fetch the blank form at once',
    async (server) => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${server.url}/api/portalWeb/certification/form/1`).then((res) => res.status),
        ),
      );
      return `${answers.filter((status) => status === 200).length} × 200`;
    },
  ],
];

let server = await startServer();
const outcomes: Outcome[] = [];
for (const [name, work] of scenarios) {
  const outcome = await measure(server, name, () => work(server));
  outcomes.push(outcome);
  console.log(JSON.stringify(outcome));
  if (outcome.seconds === null) {
    // Hung: a fresh server for the next scenario.
    stopServer(server);
    server = await startServer();
  }
}
stopServer(server);
console.log(`\nserver: ${root}`);
console.table(
  outcomes.map((o) => ({
    scenario: o.scenario,
    answer: o.answer.slice(0, 60),
    's to answer': o.seconds === null ? `> ${TIMEOUT_MS / 1000}` : o.seconds.toFixed(2),
    'health waited ms': o.healthWaitMs,
    'RSS MB before→after': `${o.rssBefore}→${o.rssAfter}`,
    'peak MB': o.peakAfter,
  })),
);
