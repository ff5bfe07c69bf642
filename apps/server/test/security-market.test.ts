import { cartApi } from '@portal/shared/cart';
import type { Endpoint, EndpointInput } from '@portal/shared/contract';
import { MAX_PENDING_ORDERS } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { associateApps } from '../src/market/catalogue.service.ts';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, clearMarketActivity, subscriptionsOf, userOf } from './market-support.ts';
import { callAs } from './support/call.ts';

/**
 * Issue 9, finding 3: a subscription reaches associated apps, each on its own terms and by the
 * same rules as the chosen one; an associated app that may not be had on these terms is passed
 * over (the buyer still gets the chosen app). Finding 7: pending orders per tenant are capped.
 */
describe.each(engines)('market rules on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let demo: { id: number; tenantId: number };

  /** A call with the session `token`, answered as the raw response. */
  const as = async <E extends Endpoint>(token: string, endpoint: E, input: EndpointInput<E>) =>
    (await callAs(t, { token }, endpoint, input)).response;
  const subscribe = (token: string, id: number, type: 0 | 1) =>
    as(token, subscriptionsApi.subscribe, {
      body: { id, data: { type, notifierName: '', expirationReminder: 1 } },
    });
  const rowsOf = async (tenantId: number, names: string[]) =>
    (await subscriptionsOf(t, tenantId)).filter((row) => names.includes(row.name));
  const names = (res: { json(): { data: { associated: { name: string }[] } } }) =>
    res.json().data.associated.map((app) => app.name);

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    admin = await loginAs(t.app, '13800000001', 'tenant');
    demo = await userOf(t, '13800000001');
  });
  afterAll(() => t.close());
  // Each test starts from tenants with no subscription, no order and an empty cart (set up straight
  // in the database), so any one passes alone and in any order.
  beforeEach(async () => {
    const { db } = t.database;
    await db.deleteFrom('marketOrderItem').execute();
    await db.deleteFrom('marketOrder').execute();
    await db.deleteFrom('marketCartItem').execute();
    await db.deleteFrom('marketSubscription').execute();
  });

  describe('trials and free subscriptions through associations', () => {
    it('a trial of an app does not give a trial to an associated app that offers none', async () => {
      const vaccine = await appId(t, '疫苗冷链监测');
      const gsp = await appId(t, 'GSP温控合规报表');
      // GSP温控合规报表 refuses a trial of its own…
      const direct = await subscribe(admin, gsp, 0);
      expect(direct.statusCode).toBe(400);
      expect(direct.json().msg).toBe('该应用不提供试用');
      // …and gets none through 疫苗冷链监测, which is associated with it.
      const res = await subscribe(admin, vaccine, 0);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ app: { id: vaccine, name: '疫苗冷链监测' }, associated: [] });
      const rows = await rowsOf(demo.tenantId, ['疫苗冷链监测', 'GSP温控合规报表']);
      expect(rows.map((row) => [row.name, row.type, row.duration, row.timeUnit])).toEqual([
        ['疫苗冷链监测', 0, 6, '月'],
      ]);
    });

    it('a lapsed trial is not taken again through another app associated with it', async () => {
      const sampleToken = await loginAs(t.app, '13800000003', 'tenant');
      const sample = await userOf(t, '13800000003');
      // The chain 冷库能耗优化 → 冷库温湿度监控 → 冷链设备接入网关: first a trial of the middle app.
      const first = await subscribe(sampleToken, await appId(t, '冷库温湿度监控'), 0);
      expect(first.statusCode).toBe(200);
      expect(names(first)).toEqual(['冷链设备接入网关']);
      // Both trials lapse.
      const lapsed = new Date(Date.now() - 60_000).toISOString();
      await t.database.db
        .updateTable('marketSubscription')
        .set({ endTime: lapsed })
        .where('tenantId', '=', sample.tenantId)
        .execute();
      const before = await rowsOf(sample.tenantId, ['冷库温湿度监控', '冷链设备接入网关']);
      // Taken again directly: refused.
      const again = await subscribe(sampleToken, await appId(t, '冷库温湿度监控'), 0);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('您已试用过该应用，请选择收费标准订阅');
      // Through the app associated with it: 冷库能耗优化 gets its own trial, the lapsed ones stay lapsed.
      const through = await subscribe(sampleToken, await appId(t, '冷库能耗优化'), 0);
      expect(through.statusCode).toBe(200);
      expect(names(through)).toEqual([]);
      expect(await rowsOf(sample.tenantId, ['冷库温湿度监控', '冷链设备接入网关'])).toEqual(before);
      expect((await rowsOf(sample.tenantId, ['冷库能耗优化'])).map((row) => row.type)).toEqual([0]);
    });

    it('a free subscription never grants an associated charged app, with or without a trial', async () => {
      const board = await appId(t, '车间看板');
      await associateApps(t.database.db, board, [
        await appId(t, '质量检验管理'),
        await appId(t, '设备预测性维护'),
        await appId(t, '备件库存管理'),
      ]);
      const res = await subscribe(admin, board, 1);
      expect(res.statusCode).toBe(200);
      // Only the free app associated with it comes along, long-term like the chosen one.
      expect(names(res)).toEqual(['备件库存管理']);
      const rows = await rowsOf(demo.tenantId, [
        '车间看板',
        '质量检验管理',
        '设备预测性维护',
        '备件库存管理',
      ]);
      expect(rows.map((row) => [row.name, row.type, row.endTime])).toEqual([
        ['车间看板', 1, null],
        ['备件库存管理', 1, null],
      ]);
      // The trial of 设备预测性维护 is still offered.
      const check = await as(admin, subscriptionsApi.check, {
        params: { id: await appId(t, '设备预测性维护'), portalWebId: demo.tenantId, userId: demo.id },
      });
      expect(check.json().data).toMatchObject({ subscribed: false, trialAvailable: true });
    });

    it('a trial brings an associated free app on its own terms: a long-term free subscription', async () => {
      const predictive = await appId(t, '设备预测性维护');
      await associateApps(t.database.db, predictive, [await appId(t, '生产工单报工')]);
      const res = await subscribe(admin, predictive, 0);
      expect(res.statusCode).toBe(200);
      expect(names(res)).toEqual(['生产工单报工']);
      const rows = await rowsOf(demo.tenantId, ['设备预测性维护', '生产工单报工']);
      expect(
        rows.map((row) => [row.name, row.type, row.duration, row.timeUnit, row.endTime === null]),
      ).toEqual([
        ['设备预测性维护', 0, 3, '月', false],
        ['生产工单报工', 1, null, '', true],
      ]);
    });
  });

  describe('pending orders', () => {
    const purchase = (token: string, marketId: number) =>
      as(token, ordersApi.purchase, { body: { marketId, duration: 1 } });
    const pendingOf = async (tenantId: number) =>
      (
        await t.database.db
          .selectFrom('marketOrder')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('status', 'in', [0, 1])
          .execute()
      ).length;
    /** Charged published apps the demo tenant may buy. */
    const buyable = async (count: number) =>
      (
        await t.database.db
          .selectFrom('marketApp')
          .select(['id', 'name'])
          .where('charged', '=', 1)
          .where('state', '=', 1)
          .where((eb) =>
            eb.or([eb('exploitTenantId', 'is', null), eb('exploitTenantId', '!=', demo.tenantId)]),
          )
          .orderBy('id')
          .limit(count)
          .execute()
      ).map((row) => row.id);
    /** Orders awaiting payment of the tenant, made directly (no items: they hold no app). */
    const fillPending = async (tenantId: number, userId: number, count: number) => {
      const now = new Date().toISOString();
      for (let i = 0; i < count; i += 1) {
        await t.database.db
          .insertInto('marketOrder')
          .values({
            orderNo: `MOFILL${tenantId}${String(i).padStart(6, '0')}`,
            tenantId,
            userId,
            status: 1,
            totalPriceFen: 100,
            createTime: now,
            placeTime: now,
            payTime: null,
            confirmUserId: null,
          })
          .execute();
      }
    };

    beforeEach(() => clearMarketActivity(t));
    afterEach(() => clearMarketActivity(t));

    it('parallel purchases of one app make one order awaiting payment; the others are pointed to it', async () => {
      const wms = await appId(t, '冷链仓储WMS');
      const answers = await Promise.all(Array.from({ length: 12 }, () => purchase(admin, wms)));
      const made = answers.filter((res) => res.statusCode === 200);
      expect(made).toHaveLength(1);
      const orderNo = made[0]?.json().data.orderNo;
      for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().msg).toBe(`应用【冷链仓储WMS】已有待支付订单 ${orderNo}，请先完成支付或取消该订单`);
      }
      expect(await pendingOf(demo.tenantId)).toBe(1);
    });

    it(`parallel purchases stop at ${MAX_PENDING_ORDERS} pending orders per tenant, with a Chinese message`, async () => {
      await fillPending(demo.tenantId, demo.id, MAX_PENDING_ORDERS - 2);
      const apps = await buyable(6);
      const answers = await Promise.all(apps.map((marketId) => purchase(admin, marketId)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
      const refused = answers.find((res) => res.statusCode === 409);
      expect(refused?.json().msg).toBe(`未完成的订单已达 ${MAX_PENDING_ORDERS} 个，请先完成支付后再下单`);
      expect(await pendingOf(demo.tenantId)).toBe(MAX_PENDING_ORDERS);
    });

    it('the cap holds for orders saved from the cart, and only for that tenant', async () => {
      await fillPending(demo.tenantId, demo.id, MAX_PENDING_ORDERS);
      await as(admin, cartApi.add, {
        params: { marketId: await appId(t, '冷链仓储WMS'), tenantId: demo.tenantId },
      });
      const cart = await as(admin, cartApi.list, { params: { tenantId: demo.tenantId } });
      const item = cart.json().data[0];
      expect((await as(admin, cartApi.update, { body: { id: item.id, duration: 1 } })).statusCode).toBe(200);
      const saved = await as(admin, ordersApi.save, { body: { marketShoppingIds: `${item.id}` } });
      expect(saved.statusCode).toBe(409);
      expect(await pendingOf(demo.tenantId)).toBe(MAX_PENDING_ORDERS);
      // Another tenant orders as usual.
      const sampleToken = await loginAs(t.app, '13800000003', 'tenant');
      const other = await purchase(sampleToken, await appId(t, '冷链仓储WMS'));
      expect(other.statusCode).toBe(200);
    });

    it('a paid order makes room for a new one', async () => {
      await fillPending(demo.tenantId, demo.id, MAX_PENDING_ORDERS - 1);
      const operator = await loginAs(t.app, 'operator', 'operate');
      const [first, second] = await buyable(2);
      const bought = await purchase(admin, first as number);
      expect(bought.statusCode).toBe(200);
      const refused = await purchase(admin, second as number);
      expect(refused.statusCode).toBe(409);
      expect(
        (
          await as(operator, ordersApi.confirmPayment, {
            params: { id: bought.json().data.id },
            body: { withoutReceipt: true },
          })
        ).statusCode,
      ).toBe(200);
      expect((await purchase(admin, second as number)).statusCode).toBe(200);
    });
  });
});
