import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsApi, authApi, filesApi, GUARD_CODES } from '@portal/shared/accounts';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { type ManagedNews, newsAdminApi } from '@portal/shared/news-admin';
import { siteApi } from '@portal/shared/site';
import { supplyPublishingApi } from '@portal/shared/supply-publishing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { freshPhone } from '../support/demo.ts';
import { type RunningNginx, startNginx } from '../support/nginx.ts';
import { receiptPng } from '../support/png.ts';
import { freshPostgresDatabase } from '../support/postgres.ts';
import { freePort, launchServer, type RunningServer } from '../support/server.ts';
import {
  allPages,
  call,
  demoDemandForm,
  type Envelope,
  eventually,
  keepWriting,
  login,
  md5,
  postDemand,
} from '../support/writes.ts';

/**
 * Several processes (issue 25): nginx in front of two production servers on one PostgreSQL
 * database, one Redis and one shared data folder, as README "Running at scale" deploys them.
 * Each check reaches the processes one by one (A, B: their own ports) where it matters which
 * one answers, and through nginx where it does not.
 */

/** A Redis database of its own (the API tests use the first). */
const REDIS_URL = (() => {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/7';
  return url.href;
})();
/** The demo tenant whose subscription is made to end soon (its reminder is the job's work). */
const REMINDED_PHONE = '13800000001';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
const dataDir = path.join(work, 'data');
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let a: RunningServer;
let b: RunningServer;
let balancer: RunningNginx;
let remindedApp: string;

/** A client address of its own per check, so no check moves another's limits. */
let addresses = 0;
const clientAddress = () => ({
  'x-forwarded-for': `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`,
});

async function envelopeOf<T>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

// With the PostgreSQL and the Redis the API tests are given (as CI gives them; see README).
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'two processes behind nginx on one PostgreSQL and one Redis',
  () => {
    beforeAll(async () => {
      database = await freshPostgresDatabase(`portal_scale_${process.pid}`);
      const redis = new Redis(REDIS_URL);
      await redis.flushdb();
      await redis.quit();
      // The demo content, and one subscription of the demo tenant's ending in two days with a
      // reminder asked for: the reminder job finds it when the processes start.
      const { db } = openDatabase({ databaseUrl: database.url });
      try {
        await prepareDatabase(db, { loadDemoContent: true });
        const tenant = await db
          .selectFrom('userAccount')
          .select(['id', 'tenantId'])
          .where('phone', '=', REMINDED_PHONE)
          .executeTakeFirstOrThrow();
        const app = await db
          .selectFrom('marketApp')
          .select(['id', 'name'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        remindedApp = app.name;
        const now = new Date();
        await db
          .insertInto('marketSubscription')
          .values({
            tenantId: tenant.tenantId ?? 0,
            marketId: app.id,
            userId: tenant.id,
            type: 1,
            duration: 1,
            timeUnit: 'year',
            expirationReminder: 1,
            createTime: new Date(now.getTime() - 363 * 86_400_000).toISOString(),
            startTime: new Date(now.getTime() - 363 * 86_400_000).toISOString(),
            subscriptionTime: new Date(now.getTime() - 363 * 86_400_000).toISOString(),
            endTime: new Date(now.getTime() + 2 * 86_400_000).toISOString(),
          })
          .execute();
      } finally {
        await db.destroy();
      }

      const env = {
        DATABASE_URL: database.url,
        REDIS_URL,
        // Both behind the loopback proxy: the client's address comes from X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'info',
      };
      const [portA, portB] = [await freePort(), await freePort()];
      a = launchServer(dataDir, portA, env);
      b = launchServer(dataDir, portB, env);
      await Promise.all([a.ready, b.ready]);
      balancer = await startNginx(work, [portA, portB]);
    }, 120_000);

    afterAll(async () => {
      await balancer?.stop();
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('answers through nginx from both processes', async () => {
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${balancer.url}${siteApi.members.path}`);
        expect(res.status).toBe(200);
      }
      // Round robin: both processes took some of them (each logs the requests it answers).
      await eventually(
        () => [a, b].every((server) => server.output().includes(`"url":"${siteApi.members.path}"`)),
        'both processes log the member list asked for through nginx',
      );
    });

    // The other process hears of a drop through Redis: a message, not a lock. Within a second is
    // what the tests hold it to (it is a few milliseconds on a quiet machine; a loaded one can
    // answer a request or two before it reads the message).
    it('takes a session opened on one on the other, and ends it on both within a second', async () => {
      const token = await login(a.baseURL, '13800000002', 'develop', clientAddress());
      const onB = await call<{ account: string }>(b.baseURL, 'GET', authApi.currentUser.path, { token });
      expect(onB.data.account).toBe('13800000002');
      // A has resolved the session too (and keeps it for 30 s unless told otherwise).
      await call(a.baseURL, 'GET', authApi.currentUser.path, { token });
      await call(b.baseURL, 'GET', authApi.logout.path, { token });
      await eventually(
        async () =>
          (await fetch(`${a.baseURL}${authApi.currentUser.path}`, { headers: { token } })).status === 401,
        'the session ended on B is refused on A',
        1_000,
      );
    });

    it('counts wrong passwords for an account across both: the third asks for the captcha', async () => {
      const wrong = (base: string, n: number) =>
        fetch(`${base}${authApi.login.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...clientAddress() },
          body: JSON.stringify({ account: '13800000005', password: md5(`wrong-${n}`), role: 'tenant' }),
        }).then((res) => envelopeOf<null>(res));
      expect((await wrong(a.baseURL, 1)).code).toBe(400);
      expect((await wrong(b.baseURL, 2)).code).toBe(400);
      // Each process has seen fewer than three: only the shared count knows.
      expect(await wrong(a.baseURL, 3)).toMatchObject({
        code: GUARD_CODES.captchaRequired,
        msg: '账号或密码错误',
      });
    });

    it('counts the text messages one address asks for across both: the third needs the slider', async () => {
      const address = clientAddress();
      const ask = (base: string) =>
        fetch(`${base}${pathWith(accountsApi.registerCode.path, { phone: freshPhone('137') })}`, {
          headers: address,
        }).then((res) => envelopeOf<null>(res));
      expect((await ask(a.baseURL)).code).toBe(200);
      expect((await ask(b.baseURL)).code).toBe(200);
      expect((await ask(a.baseURL)).code).toBe(GUARD_CODES.sliderRequired);
    });

    it('redeems a hand-over code once, whichever process is asked', async () => {
      const { data: address } = await call<string>(a.baseURL, 'POST', authApi.tenantPortalLogin.path, {
        body: { account: '13800000003', password: md5('demo1234'), role: 'tenant' },
        headers: clientAddress(),
      });
      const code = new URL(address, a.baseURL).searchParams.get('code') ?? '';
      expect(code).not.toBe('');
      const exchange = (base: string) =>
        fetch(`${base}${authApi.exchange.path}?code=${encodeURIComponent(code)}`);
      const first = await exchange(b.baseURL);
      expect(first.status).toBe(200);
      expect((await envelopeOf<{ token: string }>(first)).data.token).toBeTruthy();
      const again = await exchange(a.baseURL);
      expect(again.status).not.toBe(200);
    });

    it("shows an operator's write through one on the other within a second, in JSON and in the rendered page", async () => {
      const operator = await login(a.baseURL, 'operator', 'operate', clientAddress());
      const newsList = () => fetch(`${b.baseURL}${contentApi.news.path}`).then((res) => res.text());
      const newsPage = () => fetch(`${b.baseURL}/News`).then((res) => res.text());
      // B has read both before the write (and keeps them).
      const headline = `双进程发布测试-${Date.now().toString(36)}`;
      expect(await newsList()).not.toContain(headline);
      expect(await newsPage()).not.toContain(headline);
      const { data: existing } = await call<{ list: ManagedNews[] }>(
        a.baseURL,
        'GET',
        newsAdminApi.list.path,
        {
          token: operator,
        },
      );
      const poster = existing.list[0]?.poster;
      if (!poster) throw new Error('the demo news has no poster to reuse');
      await call(a.baseURL, 'POST', newsAdminApi.create.path, {
        token: operator,
        body: {
          headline,
          summary: '由进程 A 发布，进程 B 立即可见。',
          poster,
          body: '<p>两个进程共享数据库与缓存失效。</p>',
          publishTime: new Date().toISOString(),
          published: true,
        },
      });
      await eventually(async () => (await newsList()).includes(headline), 'the news list on B', 1_000);
      await eventually(async () => (await newsPage()).includes(headline), '/News on B', 1_000);
    });

    it('serves a file uploaded through one from the other', async () => {
      const token = await login(a.baseURL, '13800000001', 'tenant', clientAddress());
      const picture = receiptPng();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'receipt.png');
      const uploaded = await fetch(`${a.baseURL}${filesApi.upload.path}`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      const { data: filePath } = await envelopeOf<string>(uploaded);
      expect(uploaded.status).toBe(200);
      const name = filePath.split('/').pop() ?? '';
      const download = await fetch(`${b.baseURL}${pathWith(filesApi.file.path, { name })}`, {
        headers: { token },
      });
      expect(download.status).toBe(200);
      const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
      expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(sha(picture));
    });

    it('runs the scheduled reminder job once across both: one text message', async () => {
      const reminders = async () => {
        const res = await fetch(`${b.baseURL}${accountsApi.devSmsOutbox.path}?phone=${REMINDED_PHONE}`);
        const { data } = await envelopeOf<{ list: { purpose: string; content: string }[] }>(res);
        return data.list.filter((sms) => sms.purpose === 'reminder');
      };
      const runsLogged = () =>
        [a, b].map(
          (server) =>
            server
              .output()
              .split('\n')
              .filter((line) => line.includes('"expiry reminders"')).length,
        );
      await eventually(async () => (await reminders()).length > 0, 'the reminder is sent', 20_000);
      await eventually(() => runsLogged().some((runs) => runs > 0), 'the run that sent it is logged');
      const sent = await reminders();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.content).toContain(remindedApp);
      // Both processes looked for due jobs when they started; one of them ran this one.
      expect(runsLogged().sort()).toEqual([0, 1]);
    });

    // Last: it kills process B.
    it('loses no acknowledged write when one process is killed mid-load', async () => {
      const tenant = await login(balancer.url, '13800000001', 'tenant', clientAddress());
      const form = await demoDemandForm(balancer.url, tenant);
      const run = Date.now().toString(36);
      const writes = keepWriting(
        async (n) => {
          const proName = `双进程求购-${run}-${n}`;
          return { id: await postDemand(balancer.url, tenant, form, proName, n), proName };
        },
        { afterFailure: 'goOn' },
      );
      await eventually(() => writes.count() >= 40, 'writes acknowledged through both processes');
      await b.crash();
      const beforeKill = writes.count();
      // nginx takes B for failed and sends the rest to A.
      await eventually(() => writes.count() >= beforeKill + 40, 'writes acknowledged by the survivor');
      const { acknowledged, cut } = await writes.stop();
      console.log(`two processes: ${acknowledged.length} demands acknowledged, ${cut} cut by killing one`);
      const saved = await allPages<{ id: number; proName: string }>(
        a.baseURL,
        tenant,
        supplyPublishingApi.entries.path,
        `kind=demand&keyword=${encodeURIComponent(`双进程求购-${run}`)}`,
      );
      const byId = new Map(saved.map((entry) => [entry.id, entry.proName]));
      for (const demand of acknowledged)
        expect(byId.get(demand.id), `demand ${demand.id}`).toBe(demand.proName);
    });
  },
);
