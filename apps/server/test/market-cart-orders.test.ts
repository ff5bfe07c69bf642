import { type CartItem, cartApi } from '@portal/shared/cart';
import type { Endpoint, EndpointInput } from '@portal/shared/contract';
import { formatDateTime } from '@portal/shared/format';
import { marketApi } from '@portal/shared/market';
import { type Order, ordersApi } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, clearMarketActivity, subscriptionsOf, userOf } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';

const CART_ROLE_TEXT = '请登录【租户】角色的【管理员】账号使用购物车';

/**
 * One seeded app per engine; every test starts from its empty carts and order book (the cart,
 * orders and subscriptions a test makes are cleared after it) and sets up what it needs.
 */
describe.each(engines)('cart and orders on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let demo: { id: number; tenantId: number };

  /** A call with the session `token` (a visitor's without one), answered as the raw response. */
  const as = async <E extends Endpoint>(token: string | undefined, endpoint: E, input: EndpointInput<E>) =>
    (await callAs(t, token ? { token } : 'visitor', endpoint, input)).response;
  const add = async (name: string, token = admin, tenantId = demo.tenantId) =>
    as(token, cartApi.add, { params: { marketId: await appId(t, name), tenantId } });
  const remove = async (name: string, token = admin, tenantId = demo.tenantId) =>
    as(token, cartApi.remove, { params: { marketId: await appId(t, name), tenantId } });
  const cart = async (token = admin, tenantId = demo.tenantId) =>
    (await as(token, cartApi.list, { params: { tenantId } })).json().data as CartItem[];
  const item = async (name: string) => (await cart()).find((entry) => entry.marketName === name) as CartItem;
  /** Sent as given: some tests send what the contract refuses. */
  const update = (payload: object, token = admin) => as(token, cartApi.update, malformed({ body: payload }));
  const saveOrder = (marketShoppingIds: string, token = admin) =>
    as(token, ordersApi.save, { body: { marketShoppingIds } });
  const placeOrder = (id: number) => as(admin, ordersApi.place, { body: { id } });
  const confirmPayment = (id: number, token?: string, body: { withoutReceipt?: boolean } = {}) =>
    as(token, ordersApi.confirmPayment, { params: { id }, body });
  const cartNames = async () => (await cart()).map((entry) => entry.marketName);
  const planPrice = async (name: string, years: number) => {
    const row = await t.database.db
      .selectFrom('marketPricePlan as p')
      .innerJoin('marketApp as a', 'a.id', 'p.appId')
      .select(['p.currentPriceFen', 'p.originalPriceFen', 'p.id'])
      .where('a.name', '=', name)
      .where('p.duration', '=', years)
      .executeTakeFirstOrThrow();
    return { current: row.currentPriceFen / 100, original: row.originalPriceFen / 100, id: row.id };
  };

  /** 冷链仓储WMS (2 years) and 质量检验管理 (5 years) in the demo cart, years chosen. */
  const cartWithYears = async () => {
    await add('冷链仓储WMS');
    await add('质量检验管理');
    const wms = await item('冷链仓储WMS');
    const quality = await item('质量检验管理');
    expect((await update({ id: wms.id, duration: 2 })).statusCode).toBe(200);
    expect((await update({ id: quality.id, duration: 5 })).statusCode).toBe(200);
    return { wms, quality };
  };
  /** The order of that cart, saved (status 0). */
  const savedOrder = async () => {
    const { wms, quality } = await cartWithYears();
    const res = await saveOrder(`${wms.id},${quality.id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as Order;
  };
  /** The same order placed (status 1, 待支付). */
  const placedOrder = async () => {
    const order = await savedOrder();
    expect((await placeOrder(order.id)).statusCode).toBe(200);
    return order;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    demo = await userOf(t, '13800000001');
  });
  beforeEach(async () => {
    admin = await loginAs(t.app, '13800000001', 'tenant');
    operator = await loginAs(t.app, 'operator', 'operate');
  });
  afterEach(() => clearMarketActivity(t));
  afterAll(() => t.close());

  describe('cart', () => {
    it('needs a tenant administrator', async () => {
      const id = await appId(t, '冷链仓储WMS');
      const visitor = await as(undefined, cartApi.add, { params: { marketId: id, tenantId: demo.tenantId } });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe(600);
      for (const [account, role] of [
        ['13800000005', 'tenant'],
        ['13800000002', 'develop'],
        ['operator', 'operate'],
      ] as const) {
        const token = await loginAs(t.app, account, role);
        const res = await as(token, cartApi.add, { params: { marketId: id, tenantId: demo.tenantId } });
        expect(res.statusCode).toBe(403);
        // The cart's own refusal, not the subscribe one.
        expect(res.json().msg).toBe(CART_ROLE_TEXT);
        expect((await as(token, cartApi.list, { params: { tenantId: demo.tenantId } })).statusCode).toBe(403);
      }
      expect(await cart()).toEqual([]);
    });

    it('adds a charged app with its associated apps, recursively, each once', async () => {
      const res = await add('冷库能耗优化');
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('加入购物车成功');
      expect(res.json().data.added.map((app: { name: string }) => app.name)).toEqual([
        '冷库能耗优化',
        '冷库温湿度监控',
        '冷链设备接入网关',
      ]);
      const again = await add('冷库能耗优化');
      expect(again.statusCode).toBe(200);
      expect(again.json().data.added).toEqual([]);
      const cycle = await add('冷链运输调度');
      expect(cycle.json().data.added.map((app: { name: string }) => app.name)).toEqual([
        '冷链运输调度',
        '车载冷机监控',
        '电子运单',
      ]);
      expect(await cartNames()).toHaveLength(6);
    });

    it('refuses free apps, own apps, unknown and unpublished apps', async () => {
      const free = await add('车间看板');
      expect(free.statusCode).toBe(400);
      expect(free.json().msg).toBe('免费应用无需加入购物车，请直接订阅');
      const sample = await loginAs(t.app, '13800000003', 'tenant');
      const sampleUser = await userOf(t, '13800000003');
      const own = await add('中央厨房生产管理', sample, sampleUser.tenantId);
      expect(own.statusCode).toBe(403);
      expect(own.json().msg).toBe('请不要订阅自己平台发布的应用');
      expect(
        (await as(admin, cartApi.add, { params: { marketId: 999999, tenantId: demo.tenantId } })).statusCode,
      ).toBe(404);
      expect((await add('旧版冷库监控（已下架）')).statusCode).toBe(404);
      expect(await cartNames()).toEqual([]);
    });

    it('lists items checked, without years or price until chosen, with the plans and dependents', async () => {
      await add('冷库能耗优化');
      const entry = await item('冷库温湿度监控');
      expect(entry).toMatchObject({ checked: true, duration: null, price: null, timeUnit: '年' });
      // Exactly the app's plans: the demo apps promise 1-5 years and have a plan for each.
      expect(entry.prices.map((plan) => plan.duration)).toEqual([1, 2, 3, 4, 5]);
      expect(entry.prices.every((plan) => plan.aid === entry.marketId)).toBe(true);
      expect(entry.requiredBy.map((app) => app.name)).toEqual(['冷库能耗优化']);
      expect((await item('冷库能耗优化')).requiredBy).toEqual([]);
      const detail = await as(admin, marketApi.detail, { params: { id: entry.marketId } });
      expect(detail.json().data.inCart).toBe(true);
    });

    it('blocks removing an app another cart app depends on', async () => {
      await add('冷库能耗优化');
      const res = await remove('冷库温湿度监控');
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('应用【冷库能耗优化】关联了当前应用,不能删除');
      expect(await cartNames()).toContain('冷库温湿度监控');
      const gateway = await remove('冷链设备接入网关');
      expect(gateway.json().msg).toBe('应用【冷库温湿度监控】关联了当前应用,不能删除');
    });

    it('removes from the head of a chain down, and a cycle as one', async () => {
      await add('冷库能耗优化'); // brings 冷库温湿度监控 and 冷链设备接入网关
      await add('冷链运输调度'); // the cycle 冷链运输调度 → 车载冷机监控 → 电子运单
      for (const name of ['冷库能耗优化', '冷库温湿度监控', '冷链设备接入网关']) {
        const res = await remove(name);
        expect(res.statusCode).toBe(200);
        expect(res.json().msg).toBe('移除成功');
      }
      expect((await item('电子运单')).requiredBy).toEqual([]);
      expect((await remove('电子运单')).statusCode).toBe(200);
      expect(await cartNames()).toEqual([]);
      expect((await remove('电子运单')).statusCode).toBe(404);
    });

    it('a cycle member required from outside the cycle stays', async () => {
      await add('冷链运输调度');
      // 冷机物联网 → 冷链设备接入网关; 冷库温湿度监控 → 冷链设备接入网关
      await add('冷机物联网');
      await add('冷库温湿度监控');
      const res = await remove('冷链设备接入网关');
      expect(res.json().msg).toBe('应用【冷机物联网、冷库温湿度监控】关联了当前应用,不能删除');
      for (const name of ['冷机物联网', '冷库温湿度监控', '冷链设备接入网关', '冷链运输调度']) {
        expect((await remove(name)).statusCode).toBe(200);
      }
      expect(await cartNames()).toEqual([]);
    });

    it('chooses 1–5 years at the server price; a tampered price or another app plan changes nothing', async () => {
      await add('冷链仓储WMS');
      await add('质量检验管理');
      const wms = await item('冷链仓储WMS');
      const quality = await item('质量检验管理');
      const cases: [object, number, string][] = [
        [{ id: wms.id, duration: 0 }, 400, '购买年限须为1-5年'],
        [{ id: wms.id, duration: 6 }, 400, '购买年限须为1-5年'],
        [{ id: wms.id, duration: 1.5 }, 400, ''],
        [{ id: wms.id, duration: 2, price: -1 }, 400, '价格不能为负数'],
        [{ id: wms.id, duration: 2, price: 1 }, 409, '价格已变化，请刷新后重试'],
        [
          { id: wms.id, duration: 2, priceId: quality.prices[1]?.id },
          400,
          '收费标准不属于该应用或与所选年限不符',
        ],
        [
          { id: wms.id, duration: 3, priceId: wms.prices[1]?.id },
          400,
          '收费标准不属于该应用或与所选年限不符',
        ],
        [{ id: wms.id, duration: 2, timeUnit: '月' }, 400, ''],
        [{ id: 999999, duration: 2 }, 404, '购物车中没有该应用'],
      ];
      for (const [payload, status, msg] of cases) {
        const res = await update(payload);
        expect(res.statusCode).toBe(status);
        expect(res.json().msg).toContain(msg);
      }
      expect((await item('冷链仓储WMS')).duration).toBeNull();

      const two = await planPrice('冷链仓储WMS', 2);
      const res = await update({
        id: wms.id,
        duration: 2,
        price: two.current,
        priceId: two.id,
        timeUnit: '年',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: wms.id, duration: 2, price: two.current });
      // Five years at the 5-year plan's price, never five times the one-year price.
      const five = await update({ id: quality.id, duration: 5 });
      expect(five.json().data.price).toBe((await planPrice('质量检验管理', 5)).current);
      // Years the app has no plan of are not sold at all.
      const fourYears = await planPrice('冷链仓储WMS', 4);
      const plan = await t.database.db
        .selectFrom('marketPricePlan')
        .selectAll()
        .where('id', '=', fourYears.id)
        .executeTakeFirstOrThrow();
      await t.database.db.deleteFrom('marketPricePlan').where('id', '=', plan.id).execute();
      try {
        const four = await update({ id: wms.id, duration: 4 });
        expect(four.statusCode).toBe(400);
        expect(four.json().msg).toBe('该应用没有这个年限的收费标准，请按收费标准选择');
        expect((await item('冷链仓储WMS')).prices.map((entry) => entry.duration)).toEqual([1, 2, 3, 5]);
      } finally {
        await t.database.db.insertInto('marketPricePlan').values(plan).execute();
      }
      expect(
        (await update({ id: wms.id, duration: 2 }, await loginAs(t.app, '13800000005', 'tenant'))).statusCode,
      ).toBe(403);
    });
  });

  describe('orders from the cart', () => {
    it('needs years on every chosen item and the tenant own items', async () => {
      const { wms } = await cartWithYears();
      await add('车载冷机监控'); // brings 电子运单 → 冷链运输调度 along, no years chosen yet
      const noYears = await item('车载冷机监控');
      const res = await saveOrder(`${wms.id},${noYears.id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('请选择年份');
      for (const ids of ['', '1,,2', 'a,b']) {
        expect(
          (await as(admin, ordersApi.save, malformed({ body: { marketShoppingIds: ids } }))).statusCode,
        ).toBe(400);
      }
      expect((await saveOrder('999999')).statusCode).toBe(404);
      const orders = await t.database.db.selectFrom('marketOrder').select('id').execute();
      expect(orders).toEqual([]);
      // The three apps of the cycle leave the cart together.
      expect((await remove('车载冷机监控')).statusCode).toBe(200);
      expect(await cartNames()).toEqual(['冷链仓储WMS', '质量检验管理']);
    });

    it('saves an order at the prices of ordering time, computed by the server', async () => {
      const saved = await savedOrder();
      const two = await planPrice('冷链仓储WMS', 2);
      const five = await planPrice('质量检验管理', 5);
      expect(saved).toMatchObject({
        status: 0,
        tenantId: demo.tenantId,
        userName: '王建国',
        placeTime: null,
      });
      expect(
        saved.items.map((entry) => [entry.marketName, entry.duration, entry.timeUnit, entry.price]),
      ).toEqual([
        ['冷链仓储WMS', 2, '年', two.current],
        ['质量检验管理', 5, '年', five.current],
      ]);
      expect(saved.items[0]?.originalPrice).toBe(two.original);
      expect(saved.totalPrice).toBe(two.current + five.current);
      expect(saved.orderNo).toMatch(/^MO\d{20}$/);
      // The number's time is the China time 下单时间 shows, not the UTC clock.
      expect(saved.orderNo.slice(2, 14)).toBe(formatDateTime(saved.createTime).replace(/\D/g, ''));
      // A later price change does not touch the recorded order.
      const setPrice = (fen: number) =>
        t.database.db
          .updateTable('marketPricePlan')
          .set({ currentPriceFen: fen })
          .where('id', '=', two.id)
          .execute();
      await setPrice(1);
      try {
        const reread = await as(admin, ordersApi.detail, { params: { id: saved.id } });
        expect(reread.json().data.items[0].price).toBe(two.current);
      } finally {
        await setPrice(Math.round(two.current * 100));
      }
    });

    it('places a saved order: 待支付, the items leave the cart; placing twice is refused', async () => {
      const saved = await savedOrder();
      const res = await placeOrder(saved.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('下单成功');
      expect(res.json().data).toMatchObject({ id: saved.id, status: 1 });
      expect(res.json().data.placeTime).not.toBeNull();
      expect(await cartNames()).toEqual([]);
      const again = await placeOrder(saved.id);
      expect(again.statusCode).toBe(409);
      expect((await placeOrder(999999)).statusCode).toBe(404);
      // No subscription before payment is confirmed.
      expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);
    });

    it('refuses to place an order whose cart items changed since saving', async () => {
      await add('碳排放核算');
      const entry = await item('碳排放核算');
      await update({ id: entry.id, duration: 1 });
      const order = (await saveOrder(`${entry.id}`)).json().data as Order;
      await update({ id: entry.id, duration: 3 });
      const res = await placeOrder(order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('购物车已变化，请重新下单');
      expect(await cartNames()).toEqual(['碳排放核算']);
    });

    it('confirming payment is for operators only and creates the subscriptions', async () => {
      const saved = await placedOrder();
      expect((await confirmPayment(saved.id)).statusCode).toBe(401);
      expect((await confirmPayment(saved.id, admin)).statusCode).toBe(403);
      // No receipt was uploaded: the operator must say so explicitly.
      const unsure = await confirmPayment(saved.id, operator);
      expect(unsure.statusCode).toBe(409);
      expect(unsure.json()).toMatchObject({
        errorCode: 'RECEIPT_MISSING',
        msg: '该订单还没有上传回单，请核实到账后再次确认收款',
      });
      expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);
      const res = await confirmPayment(saved.id, operator, { withoutReceipt: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 2 });
      expect(res.json().data.payTime).not.toBeNull();
      const rows = await subscriptionsOf(t, demo.tenantId);
      expect(rows.map((row) => [row.name, row.type, row.duration, row.timeUnit])).toEqual([
        ['冷链仓储WMS', 1, 2, '年'],
        ['质量检验管理', 1, 5, '年'],
      ]);
      const wms = rows[0] as (typeof rows)[number];
      const end = new Date(wms.startTime);
      end.setUTCFullYear(end.getUTCFullYear() + 2);
      expect(wms.endTime).toBe(end.toISOString());
      expect((await confirmPayment(saved.id, operator)).statusCode).toBe(409);
      expect((await confirmPayment(999999, operator)).statusCode).toBe(404);
    });
  });

  describe('purchase from the fee dialog', () => {
    /** Sent as given: some tests send what the contract refuses. */
    const purchase = (payload: object, token = admin) =>
      as(token, ordersApi.purchase, malformed({ body: payload }));

    it('refuses bad years, prices and plans, free and own apps; nothing is ordered', async () => {
      const id = await appId(t, '空压站节能');
      const otherPlan = await planPrice('冷链仓储WMS', 1);
      const price = await planPrice('空压站节能', 1);
      const sample = await loginAs(t.app, '13800000003', 'tenant');
      const cases: [object, string | undefined, number, string][] = [
        [{ marketId: id, duration: 0 }, undefined, 400, '购买年限须为1-5年'],
        [{ marketId: id, duration: 6 }, undefined, 400, '购买年限须为1-5年'],
        [{ marketId: id, duration: 1, price: -100 }, undefined, 400, '价格不能为负数'],
        [{ marketId: id, duration: 1, price: price.current - 1 }, undefined, 409, '价格已变化，请刷新后重试'],
        [
          { marketId: id, duration: 1, priceId: otherPlan.id },
          undefined,
          400,
          '收费标准不属于该应用或与所选年限不符',
        ],
        [
          { marketId: await appId(t, '车间看板'), duration: 1 },
          undefined,
          400,
          '免费应用无需购买，请直接订阅',
        ],
        [
          { marketId: await appId(t, '烘焙排产助手'), duration: 1 },
          sample,
          403,
          '请不要订阅自己平台发布的应用',
        ],
        [{ marketId: 999999, duration: 1 }, undefined, 404, '应用不存在或未上架'],
      ];
      const before = await t.database.db.selectFrom('marketOrder').select('id').execute();
      for (const [payload, token, status, msg] of cases) {
        const res = await purchase(payload, token);
        expect(res.statusCode).toBe(status);
        expect(res.json().msg).toContain(msg);
      }
      expect(await t.database.db.selectFrom('marketOrder').select('id').execute()).toEqual(before);
      const member = await loginAs(t.app, '13800000005', 'tenant');
      expect((await purchase({ marketId: id, duration: 1 }, member)).statusCode).toBe(403);
    });

    it('converts a trial into a subscription once paid, then renews from the end', async () => {
      const id = await appId(t, '空压站节能');
      const trial = await as(admin, subscriptionsApi.subscribe, {
        body: { id, data: { type: 0, duration: 3, timeUnit: '月', notifierName: '', expirationReminder: 1 } },
      });
      expect(trial.statusCode).toBe(200);
      const [trialRow] = (await subscriptionsOf(t, demo.tenantId)).filter((row) => row.name === '空压站节能');

      const price = await planPrice('空压站节能', 1);
      const res = await purchase({
        marketId: id,
        marketName: '空压站节能',
        duration: 1,
        price: price.current,
        timeUnit: '年',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('下单成功，请等待平台确认收款');
      const order = res.json().data as Order;
      expect(order).toMatchObject({ status: 1, totalPrice: price.current });
      expect((await subscriptionsOf(t, demo.tenantId)).find((row) => row.name === '空压站节能')?.type).toBe(
        0,
      );

      await confirmPayment(order.id, operator, { withoutReceipt: true });
      const converted = (await subscriptionsOf(t, demo.tenantId)).find((row) => row.name === '空压站节能');
      expect(converted).toMatchObject({ id: trialRow?.id, type: 1, duration: 1, timeUnit: '年' });
      const list = await as(admin, subscriptionsApi.list, { query: { pageSize: 50 } });
      const listed = list
        .json()
        .data.list.find((row: { marketName: string }) => row.marketName === '空压站节能');
      expect(listed.subscriptionTime).not.toBeNull();

      const renew = await purchase({ marketId: id, duration: 2 });
      await confirmPayment(renew.json().data.id, operator, { withoutReceipt: true });
      const renewed = (await subscriptionsOf(t, demo.tenantId)).find((row) => row.name === '空压站节能');
      const end = new Date(converted?.endTime as string);
      end.setUTCFullYear(end.getUTCFullYear() + 2);
      expect(renewed).toMatchObject({ id: trialRow?.id, type: 1, duration: 3, endTime: end.toISOString() });
    });
  });

  describe('order lists', () => {
    it('a tenant sees its own orders; an operator sees all, with status filter', async () => {
      // The demo tenant: one order saved from the cart, one bought and paid.
      await savedOrder();
      const paid = await as(admin, ordersApi.purchase, {
        body: { marketId: await appId(t, '空压站节能'), duration: 1 },
      });
      expect(paid.statusCode).toBe(200);
      await confirmPayment(paid.json().data.id, operator, { withoutReceipt: true });
      // The second tenant: one order awaiting payment.
      const sample = await loginAs(t.app, '13800000003', 'tenant');
      const bought = await as(sample, ordersApi.purchase, {
        body: { marketId: await appId(t, '冷链仓储WMS'), duration: 1 },
      });
      expect(bought.statusCode).toBe(200);
      const mine = (await as(admin, ordersApi.list, { query: {} })).json().data;
      expect(mine.list.every((order: Order) => order.tenantId === demo.tenantId)).toBe(true);
      expect(mine.pagination.total).toBe(2);
      const all = (await as(operator, ordersApi.list, { query: { pageSize: 50 } })).json().data;
      expect(all.pagination.total).toBe(3);
      const awaiting = (await as(operator, ordersApi.list, { query: { status: 1 } })).json().data;
      expect(awaiting.list.map((order: Order) => order.tenantName)).toEqual(['示例食品有限公司']);
      const member = await loginAs(t.app, '13800000005', 'tenant');
      expect((await as(member, ordersApi.list, { query: {} })).json().data.pagination.total).toBe(2);
      const developer = await loginAs(t.app, '13800000002', 'develop');
      expect((await as(developer, ordersApi.list, { query: {} })).statusCode).toBe(403);
      expect((await as(undefined, ordersApi.list, { query: {} })).statusCode).toBe(401);
      expect((await as(admin, ordersApi.detail, { params: { id: 999999 } })).statusCode).toBe(404);
    });
  });
});
