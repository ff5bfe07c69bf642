import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_LOCATIONS, usageApi } from '@portal/shared/catalogue';
import { TOKEN_INVALID_CODE } from '@portal/shared/constants';
import { type ForwardingStr, TRIAL_TEXTS, trialApi } from '@portal/shared/trial';
import { strFromU8, unzipSync } from 'fflate';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RedisRateLimitStore } from '../src/lib/rate-limit.ts';
import { createMicroservice, type RequestFieldInput } from '../src/market/catalogue.service.ts';
import { createServingTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { microId } from './market-support.ts';
import { callAs, urlOf } from './support/call.ts';
import { freshAddress, multipartBody } from './support/http.ts';

/** What the local test microservice saw, by path. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The calling connection (its port on the platform's side). */
  connection: number;
}

/** The operator-allowed test endpoint: echoes, redirects, stalls or floods. */
function startTestService(seen: Seen[]) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        connection: req.socket.remotePort ?? 0,
      });
      if (url.pathname === '/svc/echo') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 200, msg: '回显成功', data: { body: JSON.parse(body || '{}') } }));
      } else if (url.pathname === '/svc/redirect') {
        res.statusCode = 302;
        res.setHeader('location', `http://localhost:${(server.address() as net.AddressInfo).port}/svc/moved`);
        res.end();
      } else if (url.pathname === '/svc/slow') {
        // Answers long after the test's bound; the socket is closed when the test ends.
        setTimeout(() => res.end('{}'), 5000).unref();
      } else if (url.pathname === '/svc/huge') {
        res.setHeader('content-type', 'application/json');
        res.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
      } else {
        res.statusCode = 404;
        res.end('{"msg":"没有这个接口"}');
      }
    });
  });
  return server;
}

const num = (name: string, location = 3, requiredFlag = 1, requestType = 2): RequestFieldInput => ({
  requestName: name,
  requestDescribes: name,
  requestType,
  requestLocation: location,
  requiredFlag,
});
const text = (name: string, location: number, requiredFlag = 0): RequestFieldInput => ({
  requestName: name,
  requestDescribes: name,
  requestType: 1,
  requestLocation: location,
  requiredFlag,
});

const MAX_ANSWER = 64 * 1024;

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(() => redis?.quit());

describe.each(engines)('microservice trials (forwarding) on %s', (engine) => {
  let t: TestApp;
  let service: http.Server;
  let servicePort: number;
  const seen: Seen[] = [];
  const ids: Record<string, number> = {};
  let admin: string;
  let developer: string;

  /** A published trial microservice of the test at `domain` + `/svc` + `uri`. */
  const register = async (name: string, domain: string, uri: string, fields: RequestFieldInput[]) => {
    const industry = await t.database.db.selectFrom('marketIndustry').select('id').executeTakeFirstOrThrow();
    ids[name] = await createMicroservice(t.database.db, {
      name,
      industryId: industry.id,
      type: 1,
      state: 1,
      contentRemake: name,
      detailsRemake: name,
      content: name,
      contactPerson: '测试',
      uploadCount: 0,
      method: 'POST',
      protocol: 'HTTP',
      prefix: '/svc',
      uri,
      domain,
      fields,
      createTime: new Date().toISOString(),
    });
  };

  /** A trial call: `str` and files as the web sends them, from an address of its own (the click guard is per address). */
  const trial = async (
    who: string | 'visitor',
    str: Partial<ForwardingStr> & { id: number },
    files: { name: string; content: Buffer }[] = [],
    remoteAddress = freshAddress(),
  ) => {
    const { payload, headers } = multipartBody([
      ...files.map((file) => ({ name: 'file', value: file.content, filename: file.name, type: 'text/csv' })),
      { name: 'str', value: JSON.stringify(str) },
    ]);
    return callAs(
      t,
      who === 'visitor' ? 'visitor' : { token: who },
      trialApi.forward,
      {},
      {
        payload,
        headers,
        remoteAddress,
      },
    );
  };

  beforeAll(async () => {
    service = startTestService(seen);
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    servicePort = (service.address() as net.AddressInfo).port;
    // The platform itself (the built-ins) and the test's endpoint: allowed by configuration.
    t = await createServingTestApp(engine, {
      seed: true,
      allowedHosts: [`127.0.0.1:${servicePort}`],
      forwarding: { timeoutMs: 400, maxResponseBytes: MAX_ANSWER },
    });
    const local = `127.0.0.1:${servicePort}`;
    await register('回显', local, '/echo', [
      num('count'),
      num('ratio', 2, 0, 6),
      text('apiKey', 1),
      text('tag', 2),
    ]);
    await register('重定向', local, '/redirect', []);
    await register('慢服务', local, '/slow', []);
    await register('大应答', local, '/huge', []);
    await register('其他端口', `127.0.0.1:${servicePort === 1 ? 2 : 1}`, '/echo', []);
    await register('内网', '10.0.0.1', '/echo', []);
    await register('元数据', '169.254.169.254', '/echo', []);
    await register('IPv6回环', `[::1]:${servicePort}`, '/echo', []);
    await register('映射地址', `[::ffff:127.0.0.1]:${servicePort}`, '/echo', []);
    await register('回环域名', `localhost:${servicePort}`, '/echo', []);
    [admin, developer] = await Promise.all([
      loginAs(t.app, '13800000001', 'tenant'),
      loginAs(t.app, '13800000002', 'develop'),
    ]);
  });
  afterAll(async () => {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
    await t.close();
  });

  it('reaches a built-in service through the same checks, allowed by configuration', async () => {
    const id = await microId(t, '露点温度计算');
    const { status, body } = await trial(admin, { id, body: { temperature: '25', relativeHumidity: 60 } });
    expect(status).toBe(200);
    expect(body.msg).toBe('成功');
    expect(body.data.status).toBe(200);
    expect((body.data.body as { data: { dewPoint: number } }).data.dewPoint).toBeCloseTo(16.69, 2);
    expect(body.data.durationMs).toBeGreaterThanOrEqual(0);
    expect(body.data.truncated).toBe(false);
  });

  /** The seeded microservice's own fields and defaults, placed as the trial form sends them. */
  const seededInputs = async (id: number) => {
    const fields = await t.database.db
      .selectFrom('requestField')
      .select(['requestName', 'requestDefaultValue', 'requestLocation'])
      .where('ownerKind', '=', 'micro')
      .where('ownerId', '=', id)
      .execute();
    const body: Record<string, string> = {};
    const params: Record<string, string> = {};
    for (const field of fields) {
      if (field.requestDefaultValue === '') continue;
      (field.requestLocation === REQUEST_LOCATIONS.query ? params : body)[field.requestName] =
        field.requestDefaultValue;
    }
    return { body, params };
  };

  // The six seeded trials whose built-ins were missing (issue 19): each default answers a plausible
  // figure (worked by hand in src/builtin/refrigeration.test.ts), each bad input its refusal.
  it.each([
    [
      '食品冻结时间估算',
      { hours: 2.602, seconds: 9366, shape: '平板' },
      { shape: '立方体' },
      '不支持的形状：立方体，可选 平板、圆柱、球',
    ],
    [
      '冷藏箱断电温升预测',
      { finalTemp: -8.29, timeConstantHours: 55.56 },
      { hours: '500' },
      '预测时长必须在 0.1 小时 到 240 小时 之间',
    ],
    [
      '压缩机COP计算',
      // 248.15 K / 65 K = 3.818; × 0.7 × 0.9 = 2.405.
      { carnotCop: 3.818, cop: 2.405, mechanicalEfficiency: 0.9 },
      { isentropicEfficiency: '1.5' },
      '等熵效率必须大于 0 且不超过 1',
    ],
    [
      '果蔬呼吸热计算',
      { product: '苹果', heatRate: 18.12, totalHeat: 0.3624 },
      { product: '榴莲' },
      '不支持的品种：榴莲，可选 苹果、草莓',
    ],
    ['保温板传热计算', { kValue: 0.1558, heatFlow: 779 }, { deltaT: '0' }, '内外温差必须大于 0 K'],
    [
      '蒸发器结霜风险评估',
      { dewPoint: -19.91, frost: true, risk: '高' },
      { relativeHumidity: '120' },
      '来风相对湿度必须大于 0% 且不超过 100%',
    ],
  ])(
    'answers the seeded %s from its defaults, and refuses a bad input in Chinese',
    async (name, expected, bad, refusal) => {
      const id = await microId(t, name);
      const inputs = await seededInputs(id);
      const good = await trial(admin, { id, ...inputs });
      expect(good.status).toBe(200);
      expect(good.body.data.status).toBe(200);
      expect((good.body.data.body as { data: object }).data).toMatchObject(expected);
      const refused = await trial(admin, { id, ...inputs, body: { ...inputs.body, ...bad } });
      expect(refused.status).toBe(200);
      expect(refused.body.data.status).toBe(400);
      expect(refused.body.msg).toBe(refusal);
    },
  );

  it('sends a CSV to the temperature-log service, its limits in the query', async () => {
    const id = await microId(t, '温度记录统计');
    const csv = Buffer.from('时间,温度\n2026-03-01 08:00,4\n2026-03-01 08:10,9\n2026-03-01 08:30,5\n');
    const { status, body } = await trial(admin, { id, params: { low: 2, high: 8 } }, [
      { name: '记录.csv', content: csv },
    ]);
    expect(status).toBe(200);
    expect((body.data.body as { data: object }).data).toMatchObject({
      readings: 3,
      max: 9,
      minutesOutOfRange: 20,
      readingsOutOfRange: 1,
    });
  });

  it('sends calls to the same endpoint over one kept connection, each checked on its own', async () => {
    seen.length = 0;
    for (const count of ['1', '2']) {
      const { body } = await trial(admin, { id: ids['回显'] as number, body: { count } });
      expect(body.msg).toBe('回显成功');
    }
    expect(seen).toHaveLength(2);
    expect(seen[1]?.connection).toBe(seen[0]?.connection);
    // The same service by a name the operator did not allow: refused although a connection to
    // its address is open.
    const refused = await trial(admin, { id: ids['回环域名'] as number });
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({
      status: 403,
      msg: TRIAL_TEXTS.targetRefused,
    });
    expect(seen).toHaveLength(2);
  });

  it("answers the service's own refusal in the result, with its status", async () => {
    const id = await microId(t, '露点温度计算');
    const { status, body } = await trial(admin, { id, body: { temperature: 80, relativeHumidity: 60 } });
    expect(status).toBe(200);
    expect(body.data.status).toBe(400);
    expect(body.msg).toBe('空气温度必须在 -45°C 到 60°C 之间');
  });

  it('places each value by its requestLocation; nothing in str changes the host, path or method', async () => {
    seen.length = 0;
    const { status, body } = await trial(admin, {
      id: ids['回显'] as number,
      url: 'http://169.254.169.254/latest/meta-data',
      method: 'GET',
      protocol: 'HTTPS',
      body: { count: '3', extra: 'x' },
      params: { ratio: '0.5', tag: '../../admin?x=1#y' },
      header: { apiKey: 'k-1', host: 'evil.example', count: '9' },
    });
    expect(status).toBe(200);
    expect(body.msg).toBe('回显成功');
    expect(seen).toHaveLength(1);
    const call = seen[0] as Seen;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/svc/echo');
    expect(call.headers.host).toBe(`127.0.0.1:${servicePort}`);
    expect(call.query).toEqual({ ratio: '0.5', tag: '../../admin?x=1#y' });
    expect(call.headers.apikey).toBe('k-1');
    // Only the registered body parameters, numbers as numbers.
    expect(JSON.parse(call.body)).toEqual({ count: 3 });
  });

  it('asks for each required value and names a non-numeric one', async () => {
    const id = ids['回显'] as number;
    const missing = await trial(admin, { id, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入参数count的值');
    const word = await trial(admin, { id, body: { count: '三' } });
    expect(word.body.msg).toBe('参数count必须是数字');
    const fraction = await trial(admin, { id, body: { count: '1.5' } });
    expect(fraction.body.msg).toBe('参数count必须是整数');
    const logId = await microId(t, '温度记录统计');
    const noFile = await trial(admin, { id: logId, params: { low: 2, high: 8 } });
    expect(noFile.body.msg).toBe(TRIAL_TEXTS.fileRequired('file'));
  });

  it('refuses loopback, private, link-local, metadata and mapped addresses, and names resolving there', async () => {
    seen.length = 0;
    for (const name of ['其他端口', '内网', '元数据', 'IPv6回环', '映射地址', '回环域名']) {
      const { status, body } = await trial(admin, { id: ids[name] as number });
      expect({ name, status, msg: body.msg }).toEqual({ name, status: 403, msg: TRIAL_TEXTS.targetRefused });
    }
    expect(seen).toEqual([]);
  });

  it('follows no redirect to another host', async () => {
    seen.length = 0;
    const { status, body } = await trial(admin, { id: ids['重定向'] as number });
    expect(status).toBe(502);
    expect(body.msg).toBe(TRIAL_TEXTS.redirectRefused(`http://localhost:${servicePort}/svc/moved`));
    expect(seen.map((call) => call.path)).toEqual(['/svc/redirect']);
  });

  it('gives up on a slow endpoint at the bound', async () => {
    const started = performance.now();
    const { status, body } = await trial(admin, { id: ids['慢服务'] as number });
    expect(status).toBe(504);
    expect(body.errorCode).toBe('UPSTREAM_TIMEOUT');
    expect(body.msg).toBe(TRIAL_TEXTS.timeout(0));
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('cuts a huge answer at the size bound', async () => {
    const { status, body } = await trial(admin, { id: ids['大应答'] as number });
    expect(status).toBe(200);
    expect(body.data.truncated).toBe(true);
    expect((body.data.body as string).length).toBe(MAX_ANSWER);
  });

  it('answers code 600 to a visitor', async () => {
    const { status, body } = await trial('visitor', { id: ids['回显'] as number, body: { count: 1 } });
    expect(status).toBe(401);
    expect(body.code).toBe(TOKEN_INVALID_CODE);
  });

  it('refuses a file over its limit without reading it whole, and a file that is not text', async () => {
    const id = await microId(t, '温度记录统计');
    const str = JSON.stringify({ id, params: { low: 2, high: 8 } });
    // Larger than the whole body may be: refused from its announced length, before a byte is read.
    const big = multipartBody([
      { name: 'file', value: Buffer.alloc(2 * 1024 * 1024, '1'), filename: 'a.csv', type: 'text/csv' },
      { name: 'str', value: str },
    ]);
    const tooBig = await callAs(
      t,
      { token: admin },
      trialApi.forward,
      {},
      { ...big, remoteAddress: freshAddress() },
    );
    expect(tooBig.status).toBe(413);
    // Within the body's bound but over the file's: reading stops at the limit.
    const over = await trial(admin, { id, params: { low: 2, high: 8 } }, [
      { name: 'a.csv', content: Buffer.alloc(1024 * 1024 + 10, '1') },
    ]);
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(TRIAL_TEXTS.fileSize);
    const binary = await trial(admin, { id, params: { low: 2, high: 8 } }, [
      { name: 'a.csv', content: Buffer.from([0, 1, 2, 3]) },
    ]);
    expect(binary.body.msg).toBe(TRIAL_TEXTS.fileType);
  });

  it('blocks a fourth call within 5 s from the same user and address with 请勿频繁操作', async () => {
    const address = freshAddress();
    const id = ids['回显'] as number;
    for (let click = 0; click < 3; click += 1) {
      expect((await trial(developer, { id, body: { count: 1 } }, [], address)).status).toBe(200);
    }
    const blocked = await trial(developer, { id, body: { count: 1 } }, [], address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toBe('请勿频繁操作');
    // Still blocked: the block lasts 5 s whatever is sent.
    expect((await trial(developer, { id, body: { count: 1 } }, [], address)).status).toBe(429);
    // Another address of the same user is not.
    expect((await trial(developer, { id, body: { count: 1 } }, [], freshAddress())).status).toBe(200);
  });

  it('keeps the caller’s last 20 calls with inputs, status and time, and logs each call', async () => {
    const id = ids['回显'] as number;
    for (let count = 1; count <= 22; count += 1) await trial(admin, { id, body: { count } });
    const { status, body } = await callAs(t, { token: admin }, trialApi.history, { params: { id } });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({ mid: id, status: 200, inputs: { count: 22 } });
    expect(body.data[0]?.summary).toMatch(/^回显成功：/);
    expect(body.data[19]?.inputs).toEqual({ count: 3 });
    // Someone else's history is their own.
    const other = await callAs(t, { token: developer }, trialApi.history, { params: { id } });
    expect(other.body.data.every((call) => call.inputs.count === 1)).toBe(true);
    const logs = await callAs(t, { token: admin }, usageApi.logs, {
      params: { meMiType: 1, mid: id },
      query: { pageSize: 5 },
    });
    expect(logs.body.data.list[0]).toMatchObject({ status: '200', name: '回显' });
  });

  it('packages a service for install: OpenAPI from its parameters and a README with curl, under its name', async () => {
    const id = await microId(t, '温度记录统计');
    // An account's action: a visitor is told to log in (code 600), as the web's 安装 asks.
    expect((await callAs(t, 'visitor', trialApi.installLink, { params: { id } })).body.code).toBe(600);
    expect(
      (await callAs(t, 'visitor', trialApi.installPackage, { params: { id } })).response.statusCode,
    ).toBe(401);
    const link = await callAs(t, 'developer', trialApi.installLink, { params: { id } });
    expect(link.status).toBe(200);
    expect(link.body.data.fileName).toBe('温度记录统计.zip');
    const { response } = await callAs(t, 'developer', trialApi.installPackage, { params: { id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('温度记录统计.zip')}`,
    );
    expect(link.body.data.path).toBe(urlOf(trialApi.installPackage, { params: { id } }));
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['README.md', 'openapi.json']);
    const openapi = JSON.parse(strFromU8(files['openapi.json'] as Uint8Array));
    const operation = openapi.paths['/micro/temperature-log'].post;
    expect(operation.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'query:low',
      'query:high',
    ]);
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    const readme = strFromU8(files['README.md'] as Uint8Array);
    expect(readme).toContain('# 温度记录统计');
    expect(readme).toContain(`curl -X POST '`);
    expect(readme).toContain('forwardingInterface');
    expect(readme).toContain(`"params":{"low":2,"high":8}`);
    expect((await callAs(t, 'developer', trialApi.installLink, { params: { id: 999_999 } })).status).toBe(
      404,
    );
  });

  it.skipIf(!redis)('guards clicks across server processes through the shared rate-limit store', async () => {
    // Two processes on one database and one Redis, as behind nginx.
    const store = new RedisRateLimitStore(redis as Redis, `test:${randomBytes(4).toString('hex')}:`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-trial-'));
    const processes = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          database: t.database,
          dataDir,
          production: false,
          logLevel: 'silent',
          webDist: null,
          rateLimits: store,
          forwarding: { allowedHosts: [`127.0.0.1:${servicePort}`] },
        }),
      ),
    );
    try {
      const address = freshAddress();
      const { payload, headers } = multipartBody([
        { name: 'str', value: JSON.stringify({ id: ids['回显'], body: { count: 1 } }) },
      ]);
      const statuses: number[] = [];
      for (const target of [0, 1, 0, 1]) {
        const app = processes[target] as (typeof processes)[number];
        const answer = await callAs(
          { app },
          { token: developer },
          trialApi.forward,
          {},
          {
            payload,
            headers,
            remoteAddress: address,
          },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all(processes.map((app) => app.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
