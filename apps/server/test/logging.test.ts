import { PassThrough } from 'node:stream';
import { authApi } from '@portal/shared/accounts';
import { contentApi } from '@portal/shared/content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createTestDatabase, DEMO_PASSWORD_MD5, type TestDatabase } from './helpers.ts';
import { callAs, urlOf } from './support/call.ts';

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
      trustProxy: ['127.0.0.1'],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs every request once, with its request id, and nothing secret', async () => {
    const login = await callAs({ app }, 'visitor', authApi.tenantPortalLogin, {
      body: { account: '13800000001', password: DEMO_PASSWORD_MD5 },
    });
    const address: string = login.body.data;
    const code = new URLSearchParams(address.split('?')[1]).get('code') as string;
    const exchange = await callAs({ app }, 'visitor', authApi.exchange, { query: { code } });
    const token: string = exchange.body.data.token;
    await callAs({ app }, { token }, authApi.currentUser, {}, { headers: { 'x-request-id': 'trace-42' } });
    await new Promise((resolve) => setImmediate(resolve));

    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.url)).toEqual([
      authApi.tenantPortalLogin.path,
      authApi.exchange.path,
      authApi.currentUser.path,
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

  it('logs a visitor read the front door answers once, before the framework or, behind a proxy, at its hook', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = urlOf(contentApi.news, { query: { currentPage: 1, pageSize: 10 } });
    await fetch(`${origin}${url}`);
    const rawBefore = app.keptAddresses.servedRaw;
    const hookBefore = app.keptAddresses.served;
    await fetch(`${origin}${url}`, { headers: { 'x-request-id': 'trace-raw' } });
    expect(app.keptAddresses.servedRaw).toBe(rawBefore + 1);
    // The proxy's word on the address is read by the framework's rules: the hook's door answers.
    await fetch(`${origin}${url}`, {
      headers: { 'x-request-id': 'trace-hook', 'x-forwarded-for': '10.1.2.3' },
    });
    expect(app.keptAddresses.servedRaw).toBe(rawBefore + 1);
    expect(app.keptAddresses.served).toBe(hookBefore + 2);
    // The lines of these two requests (the log is written a moment later).
    const traced = () => lines.filter((line) => line.reqId === 'trace-raw' || line.reqId === 'trace-hook');
    await vi.waitFor(() => expect(traced()).toHaveLength(2));
    expect(traced()).toEqual([
      expect.objectContaining({
        reqId: 'trace-raw',
        msg: 'request completed',
        url: contentApi.news.path,
        statusCode: 200,
        ip: '127.0.0.1',
      }),
      expect.objectContaining({
        reqId: 'trace-hook',
        msg: 'request completed',
        url: contentApi.news.path,
        statusCode: 200,
        ip: '10.1.2.3',
      }),
    ]);
    // The other test reads the lines of its own requests only.
    lines.length = 0;
  });
});
