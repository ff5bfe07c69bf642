import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsApi, authApi } from '@portal/shared/accounts';
import { CERTIFICATION_STATUS } from '@portal/shared/accounts-constants';
import { reviewApi } from '@portal/shared/certification';
import { simulationApi } from '@portal/shared/simulation';
import { userAdminApi } from '@portal/shared/user-admin';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppInstance, buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createTestDatabase, engines, latestSmsCode, loginAs, md5, type TestDatabase } from './helpers.ts';
import { callAs } from './support/call.ts';
import { freshAddress } from './support/http.ts';

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(() => redis?.quit());

/**
 * The session cache (auth/session-cache.ts) of two server processes on one database: what ends
 * a session, or changes what its caller is, through one process holds at once in the other,
 * although the other had the session in memory.
 */
describe.runIf(redis !== null).each(engines)(
  'the session cache of two processes on one %s database',
  (engine) => {
    const channel = `portal:test:${randomBytes(6).toString('hex')}:cache`;
    let database: TestDatabase;
    let second: DatabaseHandle;
    let dataDir: string;
    let a: AppInstance;
    let b: AppInstance;
    const start = (handle: DatabaseHandle) =>
      buildApp({
        database: handle,
        webDist: null,
        dataDir,
        production: false,
        logLevel: 'silent',
        sharedInvalidation: { redis: redis as Redis, channel },
      });
    const soon = { timeout: 5_000, interval: 25 };
    const me = async (app: AppInstance, token: string) =>
      (await callAs({ app }, { token }, authApi.currentUser, {})).response.json() as {
        code: number;
        data: { realName: string } | null;
      };

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      await prepareDatabase(database.db, { loadDemoContent: true });
      second = database.open();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
      a = await start(database);
      b = await start(second);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await second.db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('a logout through one process ends the session in the other at once', async () => {
      const token = await loginAs(a, '13800000001', 'tenant');
      // The second process resolves the session and keeps it.
      expect((await me(b, token)).code).toBe(200);
      expect((await me(b, token)).code).toBe(200);
      await callAs({ app: a }, { token }, authApi.logout, {});
      await vi.waitFor(async () => expect((await me(b, token)).code).toBe(600), soon);
      expect((await me(a, token)).code).toBe(600);
    });

    it('disabling an account through one process ends its session in the other at once', async () => {
      const token = await loginAs(b, '13800000005', 'tenant');
      expect((await me(b, token)).code).toBe(200);
      expect((await me(b, token)).code).toBe(200);
      const operator = await loginAs(a, 'operator', 'operate');
      const { id } = await database.db
        .selectFrom('userAccount')
        .select('id')
        .where('account', '=', '13800000005')
        .executeTakeFirstOrThrow();
      const disabled = await callAs({ app: a }, { token: operator }, userAdminApi.disable, {
        params: { id },
        body: {},
      });
      expect(disabled.status).toBe(200);
      await vi.waitFor(async () => expect((await me(b, token)).code).toBe(600), soon);
      await callAs({ app: a }, { token: operator }, userAdminApi.enable, { params: { id }, body: {} });
    });

    it('a password reset through one process ends the old sessions in the other', async () => {
      const token = await loginAs(b, '13800000002', 'develop');
      expect((await me(b, token)).code).toBe(200);
      await callAs(
        { app: a },
        'visitor',
        accountsApi.forgetCode,
        { params: { phone: '13800000002' }, query: {} },
        {
          remoteAddress: freshAddress(),
        },
      );
      const code = await latestSmsCode(a, '13800000002');
      const verified = await callAs({ app: a }, 'visitor', accountsApi.checkCode, {
        body: { phone: '13800000002', code },
      });
      const reset = await callAs({ app: a }, 'visitor', accountsApi.resetPassword, {
        params: { id: verified.body.data.id },
        body: { userPassword: md5('fresh2026'), validatePassword: md5('fresh2026') },
      });
      expect(reset.status).toBe(200);
      await vi.waitFor(async () => expect((await me(b, token)).code).toBe(600), soon);
    });

    it('a certification approved through one process is what the other sees of its caller', async () => {
      const user = await database.db
        .selectFrom('userAccount')
        .select('id')
        .where('account', '=', '13800000004')
        .executeTakeFirstOrThrow();
      // As if it had been submitted: under review (its documents are not what this test is about).
      await database.db
        .updateTable('registration')
        .set({
          status: CERTIFICATION_STATUS.reviewing,
          submitTime: new Date().toISOString(),
          enCode: 'cachetest',
          companyName: '缓存测试冷链公司',
          adminName: '孙待认证',
        })
        .where('userId', '=', user.id)
        .execute();
      const registration = await database.db
        .selectFrom('registration')
        .select('id')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      const model = await database.db
        .selectFrom('mechanismModel')
        .select('id')
        .where('code', '=', 'carnot')
        .executeTakeFirstOrThrow();
      const token = await loginAs(b, '13800000004', 'tenant');
      // A certified account's call: refused while under review, and the second process keeps the session.
      const history = async () =>
        (await callAs({ app: b }, { token }, simulationApi.history, { params: { id: model.id } })).status;
      expect(await history()).toBe(403);
      expect(await history()).toBe(403);
      const operator = await loginAs(a, 'operator', 'operate');
      const approved = await callAs({ app: a }, { token: operator }, reviewApi.approve, {
        params: { id: registration.id },
      });
      expect([approved.status, approved.body.msg]).toEqual([200, '已审核通过']);
      await vi.waitFor(async () => expect(await history()).toBe(200), soon);
    });
  },
);
