// Experiment (not committed): CPU per request of the product vs a bare Fastify answering the same bytes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from './free-port.ts';
import { startBaseline, startProduct } from './servers.ts';

const cpu = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(f[11]) + Number(f[12])) * 10_000;
};
const headersIn = { 'accept-encoding': 'gzip, deflate, br, zstd' };
async function measure(pid: number, url: string) {
  const before = cpu(pid);
  const r = await autocannon({ url, connections: 50, duration: 3, headers: headersIn });
  return { rps: r.requests.average, cpuUs: (cpu(pid) - before) / r.requests.total };
}
const product = await startProduct('sqlite');
const base = await startBaseline();
const paths = ['/api/portalWeb/news?currentPage=1&pageSize=10', '/', '/Application'];
for (const p of paths) {
  await fetch(product.url + p, { headers: headersIn });
  const res = await fetch(product.url + p, { headers: headersIn });
  const raw = Buffer.from(await res.arrayBuffer());
  // fetch decodes; re-ask with the raw bytes through node:http
  const http = await import('node:http');
  const answer = await new Promise<{ body: string; headers: Record<string, string> }>((resolve) => {
    http.get(product.url + p, { headers: headersIn }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(r.headers)) if (!['date', 'connection', 'keep-alive', 'content-length', 'x-request-id', 'transfer-encoding'].includes(k) && typeof v === 'string') h[k] = v;
        resolve({ body: Buffer.concat(chunks).toString('base64'), headers: h });
      });
    });
  });
  fs.writeFileSync('/tmp/exp/answer.json', JSON.stringify(answer));
  const port = await freePort();
  const sized = spawn(process.execPath, ['/tmp/exp/sized-baseline.mjs'], { env: { ...process.env, PORT: String(port), ANSWER: '/tmp/exp/answer.json' }, stdio: 'inherit' });
  for (let i = 0; i < 50; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/hello`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
  const rows = [];
  for (let round = 0; round < 3; round++) {
    const b = await measure(base.child.pid as number, `${base.url}/hello`);
    const s = await measure(sized.pid as number, `http://127.0.0.1:${port}${p}`);
    const pr = await measure(product.child.pid as number, product.url + p);
    rows.push({ round, baseCpu: Math.round(b.cpuUs), sizedCpu: Math.round(s.cpuUs), productCpu: Math.round(pr.cpuUs), bytes: Buffer.from(answer.body, 'base64').length, enc: answer.headers['content-encoding'] ?? 'none', raw: raw.length });
  }
  console.log(p); console.table(rows);
  sized.kill();
}
product.child.kill('SIGTERM'); base.child.kill('SIGTERM');
process.exit(0);
