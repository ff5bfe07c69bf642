import net from 'node:net';
import { DATA_SOURCE_TEXTS, type DataSourceForm, dataSourceApi } from '@portal/shared/datasource';
import { RULE_MESSAGES } from '@portal/shared/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { developmentKey, open } from '../src/datasource/secret-box.ts';
import { createServingTestApp, engines, freePort, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

/** The local PostgreSQL the tests run against (CI sets TEST_DATABASE_URL): a real target for 测试连接. */
const localPostgres = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
const PG_HOST = localPostgres?.hostname ?? '127.0.0.1';
const PG_PORT = Number(localPostgres?.port || 5432);
const PG_USER = decodeURIComponent(localPostgres?.username || 'postgres');
const PG_DB = localPostgres?.pathname.slice(1) || 'test';

const PASSWORD = 'Sup3r-Secret-密码';

const form = (overrides: Partial<DataSourceForm> = {}): DataSourceForm => ({
  dbHost: 'pg.example.com',
  dbPort: 5432,
  dbUsername: 'reporter',
  dbPassword: PASSWORD,
  dbName: 'cold_chain',
  dbSchema: 'public',
  dbType: 'PostgreSQL',
  isPublish: 1,
  ...overrides,
});

/**
 * Data-source configuration (数据配置, issue 21 part 5): a tenant administrator's own tenant's
 * configurations, the password sealed and never answered, and 测试连接 that really connects
 * (PostgreSQL, MySQL) but never to a private or loopback address unless that host is allowed.
 */
describe.each(engines)('data sources on %s', (engine) => {
  let t: TestApp;
  /** A loopback port nothing listens on, allowed: a refused connection is told in Chinese. */
  let closedPort: number;
  /** A loopback listener that is NOT allowed: it must never see a connection. */
  let trap: net.Server;
  let trapPort: number;
  let trapConnections = 0;
  /** An allowed loopback listener that accepts and never says a word: the test gives up. */
  let silent: net.Server;
  let silentPort: number;
  const silentSockets = new Set<net.Socket>();

  const create = (body: DataSourceForm, who: 'tenantAdmin' | 'otherTenant' = 'tenantAdmin') =>
    callAs(t, who, dataSourceApi.create, { body });
  const list = (
    query: Parameters<typeof callAs<typeof dataSourceApi.list>>[3]['query'] = {},
    who = 'tenantAdmin' as const,
  ) => callAs(t, who, dataSourceApi.list, { query });
  const count = async (tenantId?: number) => {
    let query = t.database.db.selectFrom('dataSource').select((eb) => eb.fn.countAll().as('n'));
    if (tenantId !== undefined) query = query.where('tenantId', '=', tenantId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const stored = (id: number) =>
    t.database.db.selectFrom('dataSource').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    closedPort = await freePort();
    trap = net.createServer((socket) => {
      trapConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapPort = (trap.address() as net.AddressInfo).port;
    silent = net.createServer((socket) => {
      // Reads what it is sent (so the client's close is seen), answers nothing.
      socket.resume();
      silentSockets.add(socket);
      socket.on('close', () => silentSockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as net.AddressInfo).port;
    t = await createServingTestApp(engine, {
      seed: true,
      allowedHosts: [`${PG_HOST}:${PG_PORT}`, `127.0.0.1:${closedPort}`, `127.0.0.1:${silentPort}`],
    });
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom('dataSource').execute();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => trap.close(resolve));
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('creates, lists, searches, edits and deletes a configuration, never answering its password', async () => {
    const created = await create(form());
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(DATA_SOURCE_TEXTS.created);
    expect(created.body.data).toMatchObject({
      dbHost: 'pg.example.com',
      dbPort: 5432,
      dbUrl: 'jdbc:postgresql://pg.example.com:5432/cold_chain',
      dbUsername: 'reporter',
      dbName: 'cold_chain',
      dbSchema: 'public',
      dbType: 'PostgreSQL',
      isPublish: 1,
    });
    const id = created.body.data.id;
    await create(form({ dbHost: 'mysql.example.com', dbType: 'MySQL', dbPort: 3306, dbName: 'erp_db' }));
    await create(form({ dbHost: 'ora.example.com', dbType: 'Oracle', dbPort: 1521, dbName: 'ignored' }));

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    // Newest first; Oracle has no database name (spec 002 §2.11).
    expect(all.body.data.list.map((row) => row.dbHost)).toEqual([
      'ora.example.com',
      'mysql.example.com',
      'pg.example.com',
    ]);
    expect(all.body.data.list[0]).toMatchObject({
      dbName: '',
      dbUrl: 'jdbc:oracle:thin:@//ora.example.com:1521',
    });
    expect((await list({ keyword: 'ERP' })).body.data.list.map((row) => row.dbHost)).toEqual([
      'mysql.example.com',
    ]);
    expect((await list({ dbType: 'Oracle' })).body.data.pagination.total).toBe(1);
    const paged = await list({ pageSize: 2, currentPage: 2 });
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });

    const edited = await callAs(t, 'tenantAdmin', dataSourceApi.update, {
      params: { id },
      body: form({ dbHost: 'pg2.example.com', dbPort: 6432, isPublish: 0, dbPassword: 'Changed-1' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.msg).toBe(DATA_SOURCE_TEXTS.updated);
    expect(edited.body.data).toMatchObject({ dbHost: 'pg2.example.com', dbPort: 6432, isPublish: 0 });
    const detail = await callAs(t, 'tenantAdmin', dataSourceApi.detail, { params: { id } });
    expect(detail.body.data.dbUrl).toBe('jdbc:postgresql://pg2.example.com:6432/cold_chain');

    // No answer carries the password, in any form.
    for (const answer of [created, all, edited, detail]) {
      const text = answer.response.body;
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('Changed-1');
      expect(text).not.toMatch(/password|sealed/i);
    }

    const deleted = await callAs(t, 'tenantAdmin', dataSourceApi.delete, { params: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.msg).toBe(DATA_SOURCE_TEXTS.deleted);
    expect((await callAs(t, 'tenantAdmin', dataSourceApi.detail, { params: { id } })).status).toBe(404);
    expect((await callAs(t, 'tenantAdmin', dataSourceApi.delete, { params: { id } })).status).toBe(404);
    expect(await count()).toBe(2);
  });

  it('stores the password sealed with the key, and keeps it when an edit leaves it empty', async () => {
    const { id } = (await create(form())).body.data;
    const row = await stored(id);
    expect(row.dbPasswordSealed).toMatch(/^v1:/);
    expect(row.dbPasswordSealed).not.toContain(PASSWORD);
    // A test app without DATASOURCE_KEY keeps a key made once in its data folder.
    const key = developmentKey(t.app.dataDir);
    expect(open(key, row.dbPasswordSealed)).toBe(PASSWORD);

    for (const dbPassword of [undefined, '']) {
      const edit = await callAs(t, 'tenantAdmin', dataSourceApi.update, {
        params: { id },
        body: form({ dbPassword, dbUsername: `kept${dbPassword === undefined ? 1 : 2}` }),
      });
      expect(edit.status).toBe(200);
      const after = await stored(id);
      expect(after.dbUsername).toBe(`kept${dbPassword === undefined ? 1 : 2}`);
      expect(open(key, after.dbPasswordSealed)).toBe(PASSWORD);
    }
    await callAs(t, 'tenantAdmin', dataSourceApi.update, {
      params: { id },
      body: form({ dbPassword: 'New-pass-2' }),
    });
    expect(open(key, (await stored(id)).dbPasswordSealed)).toBe('New-pass-2');
  });

  it('keeps each tenant to its own configurations: another tenant’s is not found, and nothing changes', async () => {
    const { id } = (await create(form())).body.data;
    const mine = await create(form({ dbHost: 'other.example.com' }), 'otherTenant');
    expect(mine.status).toBe(200);
    expect((await list({}, 'otherTenant' as never)).body.data.list.map((row) => row.dbHost)).toEqual([
      'other.example.com',
    ]);
    expect((await list()).body.data.list.map((row) => row.dbHost)).toEqual(['pg.example.com']);

    const before = await stored(id);
    expect((await callAs(t, 'otherTenant', dataSourceApi.detail, { params: { id } })).status).toBe(404);
    const edit = await callAs(t, 'otherTenant', dataSourceApi.update, {
      params: { id },
      body: form({ dbHost: 'stolen.example.com' }),
    });
    expect(edit.status).toBe(404);
    expect(edit.body.msg).toBe(DATA_SOURCE_TEXTS.notFound);
    expect((await callAs(t, 'otherTenant', dataSourceApi.delete, { params: { id } })).status).toBe(404);
    // Nor may its connection test borrow the stored password.
    const test = await callAs(t, 'otherTenant', dataSourceApi.testConnection, {
      body: { ...form({ dbPassword: undefined }), id },
    });
    expect(test.status).toBe(404);
    expect(await stored(id)).toEqual(before);

    // A body naming another tenant is refused.
    const foreign = await create(form({ tenantId: before.tenantId + 1000 }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe(DATA_SOURCE_TEXTS.otherTenant);

    // A member, a developer, an operator, an uncertified administrator and a visitor get nothing.
    for (const who of ['tenantMember', 'developer', 'operator', 'uncertified'] as const)
      expect((await callAs(t, who, dataSourceApi.list, { query: {} })).status).toBe(403);
    const visitor = await callAs(t, 'visitor', dataSourceApi.list, { query: {} });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(600);
    expect(await count()).toBe(2);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const { id } = (await create(form())).body.data;
    const before = await stored(id);
    const refusals: [DataSourceForm, string, string][] = [
      [form({ dbPassword: '' }), 'dbPassword', DATA_SOURCE_TEXTS.passwordRequired],
      [form({ dbName: '' }), 'dbName', DATA_SOURCE_TEXTS.databaseNameRequired],
      [form({ dbName: 'a' }), 'dbName', DATA_SOURCE_TEXTS.databaseNameLength],
      [form({ dbName: 'x'.repeat(101) }), 'dbName', DATA_SOURCE_TEXTS.databaseNameLength],
      [form({ dbName: '_cold' }), 'dbName', RULE_MESSAGES.databaseName],
      [form({ dbHost: '' }), 'dbHost', DATA_SOURCE_TEXTS.hostRequired],
      [form({ dbHost: 'a b' }), 'dbHost', DATA_SOURCE_TEXTS.hostWrong],
      [form({ dbPort: 70000 }), 'dbPort', DATA_SOURCE_TEXTS.portWrong],
      [form({ dbUsername: ' ' }), 'dbUsername', DATA_SOURCE_TEXTS.usernameRequired],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await create(body);
      expect(answer.status, `${field}: ${message}`).toBe(400);
      expect(answer.body.msg).toContain(message);
      expect(answer.body.data).toMatchObject({ fieldErrors: { [field]: expect.stringContaining(message) } });
    }
    for (const body of [
      { ...form(), dbType: 'DB2' },
      { ...form(), isPublish: 2 },
      { ...form(), dbPort: undefined },
    ]) {
      const answer = await create(malformed({ body }) as never);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // DM8 and Oracle need no database name.
    expect((await create(form({ dbType: 'DM8', dbName: '' }))).status).toBe(200);
    const badEdit = await callAs(t, 'tenantAdmin', dataSourceApi.update, {
      params: { id },
      body: form({ dbHost: 'changed.example.com', dbName: '-x-' }),
    });
    expect(badEdit.status).toBe(400);
    expect(await stored(id)).toEqual(before);
    expect(await count()).toBe(2);
  });

  it.runIf(localPostgres)(
    'connects for real to the local PostgreSQL, and tells a wrong database in Chinese',
    async () => {
      const target = form({ dbHost: PG_HOST, dbPort: PG_PORT, dbUsername: PG_USER, dbName: PG_DB });
      const connected = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, { body: target });
      expect(connected.status).toBe(200);
      expect(connected.body.data).toEqual({ result: 'connected', message: DATA_SOURCE_TEXTS.connected });

      const wrong = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
        body: { ...target, dbName: 'no_such_database' },
      });
      expect(wrong.status).toBe(200);
      expect(wrong.body.data).toEqual({
        result: 'failed',
        message: '连接失败：数据库「no_such_database」不存在',
      });

      // Saved, then tested without retyping the password: the stored one is used.
      const { id } = (await create(target)).body.data;
      const again = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
        body: { ...target, dbPassword: undefined, id },
      });
      expect(again.body.data.result).toBe('connected');
    },
  );

  it('tells a refused connection in Chinese, and that other types have no test', async () => {
    const refused = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
      body: form({ dbType: 'MySQL', dbHost: '127.0.0.1', dbPort: closedPort }),
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toEqual({
      result: 'failed',
      message: '连接失败：连接被拒绝：该地址的端口上没有数据库在监听',
    });
    for (const dbType of ['Oracle', 'DM8', 'SQL Server', 'KingbaseES'] as const) {
      const answer = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
        body: form({ dbType, dbHost: '127.0.0.1', dbPort: trapPort }),
      });
      expect(answer.body.data).toEqual({ result: 'unavailable', message: DATA_SOURCE_TEXTS.testUnavailable });
    }
    expect(trapConnections).toBe(0);
  });

  it('gives up on a server that never answers after 5 seconds, for both drivers', async () => {
    // Both at once: each waits out its own 5 s.
    await Promise.all(
      (['PostgreSQL', 'MySQL'] as const).map(async (dbType) => {
        const started = Date.now();
        const answer = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
          body: form({ dbType, dbHost: '127.0.0.1', dbPort: silentPort }),
        });
        const took = Date.now() - started;
        expect(answer.status, dbType).toBe(200);
        expect(answer.body.data, dbType).toEqual({
          result: 'failed',
          message: '连接失败：连接超时：5 秒内没有响应',
        });
        expect(took, dbType).toBeGreaterThanOrEqual(4500);
        expect(took, dbType).toBeLessThan(8000);
      }),
    );
    // The connections given up are closed.
    await expect.poll(() => silentSockets.size).toBe(0);
  }, 30_000);

  it('refuses a private, loopback or metadata address that is not allowed, without trying it', async () => {
    for (const dbHost of [
      '127.0.0.1',
      'localhost',
      '10.0.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '::1',
      '0.0.0.0',
    ]) {
      const answer = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
        body: form({ dbHost, dbPort: trapPort }),
      });
      expect(answer.status, dbHost).toBe(400);
      expect(answer.body.msg).toBe(DATA_SOURCE_TEXTS.addressRefused);
      expect(answer.body.data).toEqual({ fieldErrors: { dbHost: DATA_SOURCE_TEXTS.addressRefused } });
    }
    // The allowed host on another port is not allowed either.
    const otherPort = await callAs(t, 'tenantAdmin', dataSourceApi.testConnection, {
      body: form({ dbHost: PG_HOST, dbPort: trapPort }),
    });
    expect(otherPort.status).toBe(400);
    expect(trapConnections).toBe(0);
  });
});
