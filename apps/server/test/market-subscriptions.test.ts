import { marketApi } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { type SubscriptionRecord, subscriptionsApi } from '@portal/shared/subscriptions';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, clearMarketActivity, subscriptionsOf, userOf } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';

const ROLE_TEXT = '请登录【租户】角色的【管理员】账号进行订阅';
const DAY = 86_400_000;

/** `yyyy-MM-dd HH:mm:ss` in China time, as the unsubscribe picker sends it. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * One seeded app per engine; every test starts with no subscription at all (what a test
 * subscribes is cleared after it) and subscribes first what it needs.
 */
describe.each(engines)('subscriptions on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let demo: { id: number; tenantId: number };

  /** The extra fields are sent as given: some tests send what the contract refuses. */
  const subscribe = async (
    token: string | null,
    id: number,
    type: 0 | 1,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await callAs(
        t,
        token ? { token } : 'visitor',
        subscriptionsApi.subscribe,
        malformed({
          body: {
            id,
            ...extra,
            data: {
              type,
              duration: 3,
              timeUnit: '月',
              notifierName: '',
              expirationReminder: 1,
              ...(extra.data as object),
            },
          },
        }),
      )
    ).response;
  const list = async (token: string, query: { keyword?: string } = {}) =>
    (await callAs(t, { token }, subscriptionsApi.list, { query: { pageSize: 100, ...query } })).response;
  /** Sent as given: some tests send what the contract refuses. */
  const unsubscribe = async (token: string, payload: object) =>
    (await callAs(t, { token }, subscriptionsApi.unsubscribe, malformed({ body: payload }))).response;
  const check = async (token: string, id: number, tenantId = demo.tenantId, userId = demo.id) =>
    (await callAs(t, { token }, subscriptionsApi.check, { params: { id, portalWebId: tenantId, userId } }))
      .response;
  const detailOf = async (id: number, token?: string) =>
    (await callAs(t, token ? { token } : 'visitor', marketApi.detail, { params: { id } })).response;
  const installs = async (name: string) =>
    (
      await t.database.db
        .selectFrom('marketApp')
        .select('installNum')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).installNum;

  /** Subscribes the demo tenant to each app (with its associated apps), as its administrator. */
  const given = async (...subscriptions: [name: string, type: 0 | 1][]) => {
    for (const [name, type] of subscriptions) {
      expect((await subscribe(admin, await appId(t, name), type)).statusCode).toBe(200);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    demo = await userOf(t, '13800000001');
  });
  beforeEach(async () => {
    admin = await loginAs(t.app, '13800000001', 'tenant');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await clearMarketActivity(t);
  });
  afterAll(() => t.close());

  it('the demo tenant starts with no subscriptions', async () => {
    expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);
    expect((await list(admin)).json().data.pagination.total).toBe(0);
  });

  describe('who may subscribe', () => {
    it('a visitor gets code 600', async () => {
      const res = await subscribe(null, await appId(t, '车间看板'), 1);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(600);
    });

    it('a tenant member who is not administrator, a developer and an operator get the role message', async () => {
      const id = await appId(t, '车间看板');
      for (const [account, role] of [
        ['13800000005', 'tenant'],
        ['13800000002', 'develop'],
        ['operator', 'operate'],
      ] as const) {
        const res = await subscribe(await loginAs(t.app, account, role), id, 1);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: ROLE_TEXT });
      }
      expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);
    });

    it('an uncertified tenant administrator is sent to certification: no subscription, purchase or list', async () => {
      const uncertified = await loginAs(t.app, '13800000004', 'tenant');
      const { tenantId } = await userOf(t, '13800000004');
      const id = await appId(t, '车间看板');
      const refusals = [
        await subscribe(uncertified, id, 1),
        (
          await callAs(t, { token: uncertified }, ordersApi.purchase, {
            body: { marketId: await appId(t, '冷机物联网'), duration: 1 },
          })
        ).response,
        await list(uncertified),
        (await callAs(t, { token: uncertified }, ordersApi.list, { query: {} })).response,
      ];
      for (const res of refusals) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: '请先完善认证信息' });
      }
      expect(await subscriptionsOf(t, tenantId)).toEqual([]);
    });

    it('no tenant subscribes to an app its own platform published', async () => {
      const sample = await loginAs(t.app, '13800000003', 'tenant');
      const res = await subscribe(sample, await appId(t, '食品安全追溯'), 1);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('请不要订阅自己平台发布的应用');
    });

    it('refuses another tenant or user named in the request', async () => {
      const sample = await userOf(t, '13800000003');
      const id = await appId(t, '车间看板');
      expect((await subscribe(admin, id, 1, { portalWebId: sample.tenantId })).statusCode).toBe(403);
      expect((await subscribe(admin, id, 1, { userId: sample.id })).statusCode).toBe(403);
      expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);
    });
  });

  describe('what may be subscribed', () => {
    it('refuses a trial of a free or non-trial app, a free subscription of a charged app, unknown and unpublished apps', async () => {
      const cases: [string | number, 0 | 1, number, string][] = [
        ['车间看板', 0, 400, '该应用不提供试用'],
        ['冷链仓储WMS', 0, 400, '该应用不提供试用'],
        ['冷库能耗优化', 1, 400, '该应用为收费应用，请选择收费标准订阅'],
        [999999, 0, 404, '应用不存在或未上架'],
        ['冷链大数据驾驶舱（内测）', 0, 404, '应用不存在或未上架'],
      ];
      for (const [app, type, status, msg] of cases) {
        const id = typeof app === 'number' ? app : await appId(t, app);
        const res = await subscribe(admin, id, type);
        expect(res.statusCode).toBe(status);
        expect(res.json().msg).toBe(msg);
      }
      expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);
    });
  });

  describe('trial with associated apps', () => {
    it('subscribes a chain recursively: type 0, every app its own trialTime months, unit 月, and lists the extra apps', async () => {
      const before = await installs('冷链设备接入网关');
      const listed = async () => {
        const { response: res } = await callAs(t, 'visitor', marketApi.list, { query: { pageSize: 100 } });
        return res.json().data.list.find((app: { name: string }) => app.name === '冷链设备接入网关')
          .installNum;
      };
      // Read once so the public list is cached; the subscription must show through it.
      expect(await listed()).toBe(before);
      const res = await subscribe(admin, await appId(t, '冷库能耗优化'), 0);
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('订阅成功');
      expect(res.json().data).toEqual({
        app: { id: await appId(t, '冷库能耗优化'), name: '冷库能耗优化' },
        associated: [
          { id: await appId(t, '冷库温湿度监控'), name: '冷库温湿度监控' },
          { id: await appId(t, '冷链设备接入网关'), name: '冷链设备接入网关' },
        ],
      });
      const rows = await subscriptionsOf(t, demo.tenantId);
      expect(rows.map((row) => row.name)).toEqual(['冷库能耗优化', '冷库温湿度监控', '冷链设备接入网关']);
      // Each app on its own terms: the gateway offers a one-month trial.
      const months: Record<string, number> = { 冷库能耗优化: 3, 冷库温湿度监控: 3, 冷链设备接入网关: 1 };
      for (const row of rows) {
        expect(row).toMatchObject({ type: 0, duration: months[row.name], timeUnit: '月' });
        const end = new Date(row.startTime);
        end.setUTCMonth(end.getUTCMonth() + (months[row.name] as number));
        expect(row.endTime).toBe(end.toISOString());
      }
      expect(await installs('冷链设备接入网关')).toBe(before + 1);
      expect(await listed()).toBe(before + 1);
    });

    it('subscribing twice creates no duplicate', async () => {
      await given(['冷库能耗优化', 0]);
      const res = await subscribe(admin, await appId(t, '冷库能耗优化'), 0);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('您已订阅该应用');
      expect(await subscriptionsOf(t, demo.tenantId)).toHaveLength(3);
    });

    it('walks a cycle once per app', async () => {
      const res = await subscribe(admin, await appId(t, '冷链运输调度'), 0);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.associated.map((app: { name: string }) => app.name)).toEqual([
        '车载冷机监控',
        '电子运单',
      ]);
      const names = (await subscriptionsOf(t, demo.tenantId)).map((row) => row.name);
      expect(
        names.filter((name) => ['冷链运输调度', '车载冷机监控', '电子运单'].includes(name)),
      ).toHaveLength(3);
    });

    it('passes over associated apps the tenant already has', async () => {
      await given(['冷库能耗优化', 0]); // brings 冷链设备接入网关 along
      const res = await subscribe(admin, await appId(t, '冷机物联网'), 0);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.associated).toEqual([]);
      const gateways = (await subscriptionsOf(t, demo.tenantId)).filter(
        (row) => row.name === '冷链设备接入网关',
      );
      expect(gateways).toHaveLength(1);
    });

    it('takes the trial length from the app, not from the request', async () => {
      const res = await subscribe(admin, await appId(t, '疫苗冷链监测'), 0, {
        data: { duration: 24, timeUnit: '年' },
      });
      expect(res.statusCode).toBe(200);
      const rows = (await subscriptionsOf(t, demo.tenantId)).filter((row) =>
        ['疫苗冷链监测', 'GSP温控合规报表'].includes(row.name),
      );
      // GSP温控合规报表 (associated) offers no trial: it is not given one (security-market.test.ts).
      expect(rows.map((row) => [row.name, row.type, row.duration, row.timeUnit])).toEqual([
        ['疫苗冷链监测', 0, 6, '月'],
      ]);
    });

    it('reports subscribed apps in the check and in the detail', async () => {
      await given(['冷库能耗优化', 0]);
      const id = await appId(t, '冷库能耗优化');
      const res = await check(admin, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ subscribed: true, type: 0, trialUsed: true, trialAvailable: false });
      const fresh = await check(admin, await appId(t, '空压站节能'));
      expect(fresh.json().data).toEqual({
        subscribed: false,
        type: null,
        trialUsed: false,
        trialAvailable: true,
      });
      const member = await loginAs(t.app, '13800000005', 'tenant');
      const memberUser = await userOf(t, '13800000005');
      expect((await check(member, id, demo.tenantId, memberUser.id)).json().data.subscribed).toBe(true);
      const detail = await detailOf(id, admin);
      expect(detail.json().data.isSubscribe).toBe(true);
      const visitor = await detailOf(id);
      expect(visitor.json().data.isSubscribe).toBe(false);
    });

    it('refuses a check for another tenant or user, for visitors and developers', async () => {
      const id = await appId(t, '冷库能耗优化');
      const sample = await userOf(t, '13800000003');
      expect((await check(admin, id, sample.tenantId)).statusCode).toBe(403);
      expect((await check(admin, id, demo.tenantId, sample.id)).statusCode).toBe(403);
      const { response: visitor } = await callAs(t, 'visitor', subscriptionsApi.check, {
        params: { id, portalWebId: demo.tenantId, userId: demo.id },
      });
      expect(visitor.statusCode).toBe(401);
      const developer = await loginAs(t.app, '13800000002', 'develop');
      expect((await check(developer, id)).statusCode).toBe(403);
      expect((await check(admin, 999999)).statusCode).toBe(404);
    });
  });

  describe('free subscription', () => {
    it('is long-term and brings associated free apps along', async () => {
      const res = await subscribe(admin, await appId(t, 'HACCP关键点记录'), 1);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.associated.map((app: { name: string }) => app.name)).toEqual([
        '食品安全追溯',
        '冷链追溯码',
      ]);
      const rows = (await list(admin, { keyword: '追溯' })).json().data.list as SubscriptionRecord[];
      expect(rows.map((row) => row.marketName).sort()).toEqual(['冷链追溯码', '食品安全追溯'].sort());
      for (const row of rows) {
        expect(row).toMatchObject({
          type: 1,
          duration: '长期有效',
          endTime: null,
          expiration: 0,
          charged: false,
        });
      }
    });

    it('a double click subscribes once', async () => {
      const id = await appId(t, '车间看板');
      const answers = await Promise.all([subscribe(admin, id, 1), subscribe(admin, id, 1)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect((await subscriptionsOf(t, demo.tenantId)).filter((row) => row.name === '车间看板')).toHaveLength(
        1,
      );
    });
  });

  describe('all or nothing', () => {
    it('a failure on any associated app leaves no subscription at all', async () => {
      const sample = await userOf(t, '13800000003');
      const sampleToken = await loginAs(t.app, '13800000003', 'tenant');
      const gateway = await appId(t, '冷链设备接入网关');
      const before = await Promise.all(['冷库能耗优化', '冷库温湿度监控'].map(installs));
      const db = t.database.db;
      if (engine === 'sqlite') {
        await sql
          .raw(
            `create trigger fail_gateway before insert on "marketSubscription" when new."marketId" = ${gateway} begin select raise(abort, 'injected failure'); end`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create function fail_gateway() returns trigger as $$ begin if new."marketId" = ${gateway} then raise exception 'injected failure'; end if; return new; end $$ language plpgsql`,
          )
          .execute(db);
        await sql
          .raw(
            'create trigger fail_gateway before insert on "marketSubscription" for each row execute function fail_gateway()',
          )
          .execute(db);
      }
      try {
        const res = await subscribe(sampleToken, await appId(t, '冷库能耗优化'), 0);
        expect(res.statusCode).toBe(500);
        expect(await subscriptionsOf(t, sample.tenantId)).toEqual([]);
        expect(await Promise.all(['冷库能耗优化', '冷库温湿度监控'].map(installs))).toEqual(before);
      } finally {
        // Gone even if the test fails: the next test subscribes to the gateway.
        await sql
          .raw(
            engine === 'sqlite'
              ? 'drop trigger fail_gateway'
              : 'drop trigger fail_gateway on "marketSubscription"',
          )
          .execute(db);
      }
      const again = await subscribe(sampleToken, await appId(t, '冷库能耗优化'), 0);
      expect(again.statusCode).toBe(200);
      expect((await subscriptionsOf(t, sample.tenantId)).map((row) => row.name)).toEqual([
        '冷库能耗优化',
        '冷库温湿度监控',
        '冷链设备接入网关',
      ]);
    });
  });

  describe('the subscription list', () => {
    it('shows every column of /appList for any user of the tenant', async () => {
      // Ten rows: two trials and a free app, each with its associated apps, and one more.
      await given(['冷库能耗优化', 0], ['冷链运输调度', 0], ['HACCP关键点记录', 1], ['车间看板', 1]);
      const member = await loginAs(t.app, '13800000005', 'tenant');
      const res = await list(member);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data.list as SubscriptionRecord[];
      const energy = rows.find((row) => row.marketName === '冷库能耗优化') as SubscriptionRecord;
      expect(energy).toMatchObject({
        userName: '王建国',
        charged: true,
        type: 0,
        expiration: 0,
        trailIP: '127.0.0.1',
        duration: 3,
        timeUnit: '月',
        subscriptionTime: null,
        unsubscribeTime: null,
      });
      expect(energy.logo).toMatch(/\.svg$/);
      const ids = rows.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const { response: page } = await callAs(t, { token: admin }, subscriptionsApi.list, {
        query: { currentPage: 2, pageSize: 5 },
      });
      expect(page.json().data.pagination).toEqual({ currentPage: 2, pageSize: 5, total: rows.length });
      expect(page.json().data.list.map((row: SubscriptionRecord) => row.id)).toEqual(ids.slice(5, 10));
      // The table offers 20, 50, 100 and 500 rows a page (spec 002 §9); no more.
      const { response: largest } = await callAs(t, { token: admin }, subscriptionsApi.list, {
        query: { pageSize: 500 },
      });
      expect(largest.json().data.pagination.pageSize).toBe(500);
      const { response: tooMany } = await callAs(
        t,
        { token: admin },
        subscriptionsApi.list,
        malformed({ query: { pageSize: 501 } }),
      );
      expect(tooMany.statusCode).toBe(400);
    });

    it('refuses visitors, developers and operators', async () => {
      expect((await callAs(t, 'visitor', subscriptionsApi.list, { query: {} })).status).toBe(401);
      expect((await list(await loginAs(t.app, '13800000002', 'develop'))).statusCode).toBe(403);
      expect((await list(await loginAs(t.app, 'operator', 'operate'))).statusCode).toBe(403);
    });
  });

  describe('unsubscribe and delete', () => {
    const rowOf = async (name: string) =>
      ((await list(admin)).json().data.list as SubscriptionRecord[]).find(
        (row) => row.marketName === name,
      ) as SubscriptionRecord;

    it('needs a time, in the future and before the end; free apps cannot be unsubscribed; nothing changes on refusal', async () => {
      await given(['冷库能耗优化', 0], ['HACCP关键点记录', 1]); // with 冷库温湿度监控, 冷链追溯码
      const charged = await rowOf('冷库温湿度监控');
      const free = await rowOf('冷链追溯码');
      const cases: [object, number, string][] = [
        [{ ids: [charged.id], unsubscribeTime: '' }, 400, '请选择退订时间'],
        [{ ids: [charged.id] }, 400, '请选择退订时间'],
        [{ ids: [charged.id], unsubscribeTime: '2026-02-31 10:00:00' }, 400, '请选择退订时间'],
        [
          { ids: [charged.id], unsubscribeTime: chinaTime(Date.now() - 60_000) },
          400,
          '退订时间须晚于当前时间',
        ],
        [
          { ids: [charged.id], unsubscribeTime: chinaTime(Date.now() + 200 * DAY) },
          400,
          '退订时间须早于到期时间',
        ],
        [
          { ids: [charged.id, free.id], unsubscribeTime: chinaTime(Date.now() + DAY) },
          400,
          '只有未过期的收费应用可以退订',
        ],
        [{ ids: [charged.id, 999999], unsubscribeTime: chinaTime(Date.now() + DAY) }, 404, '订阅记录不存在'],
      ];
      for (const [payload, status, msg] of cases) {
        const res = await unsubscribe(admin, payload);
        expect(res.statusCode).toBe(status);
        // Schema refusals name the field before the text: 「unsubscribeTime」请选择退订时间.
        expect(res.json().msg).toContain(msg);
      }
      expect((await rowOf('冷库温湿度监控')).unsubscribeTime).toBeNull();
      const member = await loginAs(t.app, '13800000005', 'tenant');
      expect(
        (await unsubscribe(member, { ids: [charged.id], unsubscribeTime: chinaTime(Date.now() + DAY) }))
          .statusCode,
      ).toBe(403);
    });

    it('ends a charged subscription at the chosen time; it turns invalid then, without anyone acting', async () => {
      await given(['冷库能耗优化', 0]); // with 冷库温湿度监控
      const row = await rowOf('冷库温湿度监控');
      const at = Date.now() + 10 * DAY;
      const res = await unsubscribe(admin, { ids: `${row.id}`, unsubscribeTime: chinaTime(at) });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('退订成功!');
      const after = await rowOf('冷库温湿度监控');
      expect(after.unsubscribeTime).toBe(new Date(Math.floor(at / 1000) * 1000).toISOString());
      expect(after.expiration).toBe(0);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at + 1000);
      admin = await loginAs(t.app, '13800000001', 'tenant');
      expect((await rowOf('冷库温湿度监控')).expiration).toBe(2);
      expect((await check(admin, await appId(t, '冷库温湿度监控'))).json().data.subscribed).toBe(false);
    });

    it('expires trials by their end time; a trial is offered once', async () => {
      await given(['冷库能耗优化', 0], ['HACCP关键点记录', 1]); // with 冷链追溯码
      const energy = await rowOf('冷库能耗优化');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(energy.endTime as string).getTime() + 1000);
      admin = await loginAs(t.app, '13800000001', 'tenant');
      const expired = await rowOf('冷库能耗优化');
      expect(expired.expiration).toBe(1);
      expect((await rowOf('冷链追溯码')).expiration).toBe(0);
      const id = await appId(t, '冷库能耗优化');
      expect((await check(admin, id)).json().data).toEqual({
        subscribed: false,
        type: null,
        trialUsed: true,
        trialAvailable: false,
      });
      const detail = await detailOf(id, admin);
      expect(detail.json().data.isSubscribe).toBe(false);
      const again = await subscribe(admin, id, 0);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('您已试用过该应用，请选择收费标准订阅');
      expect(
        (await unsubscribe(admin, { ids: [expired.id], unsubscribeTime: chinaTime(Date.now() + DAY) }))
          .statusCode,
      ).toBe(400);
    });

    it('deletes a subscription of the tenant; the trial stays used', async () => {
      await given(['冷机物联网', 0]);
      const row = await rowOf('冷机物联网');
      const member = await loginAs(t.app, '13800000005', 'tenant');
      const del = async (token: string, id: number) =>
        (await callAs(t, { token }, subscriptionsApi.remove, { params: { id } })).response;
      expect((await del(member, row.id)).statusCode).toBe(403);
      const res = await del(admin, row.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('操作成功');
      expect(await rowOf('冷机物联网')).toBeUndefined();
      expect((await del(admin, row.id)).statusCode).toBe(404);
      expect((await del(admin, 999999)).statusCode).toBe(404);
      const again = await subscribe(admin, await appId(t, '冷机物联网'), 0);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('您已试用过该应用，请选择收费标准订阅');
    });
  });
});
