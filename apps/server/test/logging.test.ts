import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createTestDatabase, DEMO_PASSWORD_MD5, type TestDatabase } from './helpers.ts';

describe('request logging', () => {
  let database: TestDatabase;
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await prepareDatabase(database.db, { loadDemoContent: true });
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    app = await buildApp({
      database,
      webDist: null,
      dataDir: '/tmp',
      production: false,
      logLevel: 'info',
      logStream: stream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs every request once, with its request id, and nothing secret', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/oauth/kc/loginIndustrialInternet',
      payload: { account: '13800000001', password: DEMO_PASSWORD_MD5 },
    });
    const address: string = login.json().data;
    const exchange = await app.inject({ method: 'GET', url: `/api/oauth/kc/login?${address.split('?')[1]}` });
    const token: string = exchange.json().data.token;
    await app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { token, 'x-request-id': 'trace-42' },
    });
    await new Promise((resolve) => setImmediate(resolve));

    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.url)).toEqual([
      '/api/oauth/kc/loginIndustrialInternet',
      '/api/oauth/kc/login',
      '/api/oauth/CurrentUser',
    ]);
    expect(
      completed.every((line) => typeof line.reqId === 'string' && typeof line.statusCode === 'number'),
    ).toBe(true);
    expect(completed[2]?.reqId).toBe('trace-42');

    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(DEMO_PASSWORD_MD5);
    expect(everything).not.toContain(address.split('code=')[1]);
    expect(everything).not.toContain(token);
  });
});
