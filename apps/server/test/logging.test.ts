import { PassThrough } from 'node:stream';
import { authApi } from '@portal/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createTestDatabase, DEMO_PASSWORD_MD5, type TestDatabase } from './helpers.ts';
import { callAs } from './support/call.ts';

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
});
