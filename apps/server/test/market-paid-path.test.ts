import zlib from 'node:zlib';
import { filesApi } from '@portal/shared/accounts';
import { cartApi } from '@portal/shared/cart';
import { type Endpoint, type EndpointInput, pathWith } from '@portal/shared/contract';
import { type Order, ordersApi } from '@portal/shared/orders';
import { type MyApps, subscriptionsApi } from '@portal/shared/subscriptions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeStaleOrders } from '../src/orders/orders.service.ts';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, auth, clearMarketActivity, subscriptionsOf, userOf } from './market-support.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

const DAY_MS = 24 * 3600_000;

/** A whole PNG of `width` × 1 pixels, grey. */
function png(width: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 128)]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
);

/**
 * Issue 11, the paid path end to end: orders of the tenant with their timeline, cancelling,
 * automatic closing, the bank transfer's instructions and receipt (private to the tenant and
 * operators), the operator's confirmation, one pending order per app, prices only from plans,
 * the tenant's app states for the market's buttons, and the refusal each role meets.
 */
describe.each(engines)('the paid path on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let other: string;
  let developer: string;
  let operator: string;
  let demo: { id: number; tenantId: number };

  /** A call with the session `token` (a visitor's without one), answered as the raw response. */
  const as = async <E extends Endpoint>(token: string | undefined, endpoint: E, input: EndpointInput<E>) =>
    (await callAs(t, token ? { token } : 'visitor', endpoint, input)).response;
  const purchase = async (
    name: string,
    duration = 1,
    extra: { replacePending?: boolean } = {},
    token = admin,
  ) => as(token, ordersApi.purchase, { body: { marketId: await appId(t, name), duration, ...extra } });
  const bought = async (name: string, duration = 1) => {
    const res = await purchase(name, duration);
    expect(res.statusCode).toBe(200);
    return res.json().data as Order;
  };
  const order = async (id: number, token = admin) => as(token, ordersApi.detail, { params: { id } });
  const upload = (id: number, content: Buffer, token = admin, field = 'file') => {
    const { payload, headers } = multipartBody([{ name: field, value: content, filename: 'r.bin' }]);
    return t.app.inject({
      method: 'POST',
      url: pathWith(ordersApi.uploadReceipt.path, { id }),
      payload,
      headers: { ...headers, ...auth(token) },
    });
  };
  const mine = async (token = admin) => (await as(token, subscriptionsApi.mine, {})).json().data as MyApps;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    demo = await userOf(t, '13800000001');
  });
  beforeEach(async () => {
    await clearMarketActivity(t);
    admin = await loginAs(t.app, '13800000001', 'tenant');
    member = await loginAs(t.app, '13800000005', 'tenant');
    other = await loginAs(t.app, '13800000003', 'tenant');
    developer = await loginAs(t.app, '13800000002', 'develop');
    operator = await loginAs(t.app, 'operator', 'operate');
  });
  afterEach(() => clearMarketActivity(t));
  afterAll(() => t.close());

  describe('orders of the tenant', () => {
    it('shows an order awaiting payment with the bank transfer instructions and its timeline', async () => {
      const made = await bought('冷链仓储WMS', 2);
      expect(made.status).toBe(1);
      expect(made.payment).toMatchObject({
        method: 'bankTransfer',
        methodName: '对公转账',
        amount: made.totalPrice,
        reference: made.orderNo,
      });
      expect(made.payment?.accountNumber).toMatch(/\d/);
      expect(made.payment?.note).toContain(made.orderNo);
      // The deadline is seven days after it was placed.
      expect(Date.parse(made.payment?.deadline ?? '') - Date.parse(made.placeTime ?? '')).toBe(7 * DAY_MS);
      expect(made.timeline.map((event) => event.kind)).toEqual(['created', 'placed']);
      expect(made.receipt).toBeNull();

      const list = await as(admin, ordersApi.list, { query: { status: 1 } });
      expect(list.json().data.list.map((row: Order) => row.orderNo)).toEqual([made.orderNo]);
      // Members read their tenant's orders; another tenant does not see them.
      expect((await order(made.id, member)).statusCode).toBe(200);
      expect((await order(made.id, other)).statusCode).toBe(404);
      expect((await as(other, ordersApi.list, { query: {} })).json().data.list).toEqual([]);
    });

    it('cancels an order awaiting payment; it cannot be paid or cancelled again', async () => {
      const made = await bought('冷链仓储WMS');
      expect((await as(member, ordersApi.cancel, { params: { id: made.id } })).json().msg).toBe(
        '请登录【租户】角色的【管理员】账号进行操作',
      );
      expect((await as(other, ordersApi.cancel, { params: { id: made.id } })).statusCode).toBe(404);
      const res = await as(admin, ordersApi.cancel, { params: { id: made.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('订单已取消');
      const cancelled = res.json().data as Order;
      expect(cancelled).toMatchObject({ status: 3, payment: null });
      expect(cancelled.timeline.map((event) => event.kind)).toEqual(['created', 'placed', 'cancelled']);
      const again = await as(admin, ordersApi.cancel, { params: { id: made.id } });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('只有待支付的订单可以取消');
      const confirm = await as(operator, ordersApi.confirmPayment, { params: { id: made.id }, body: {} });
      expect(confirm.statusCode).toBe(409);
      // The app may be ordered again.
      expect((await purchase('冷链仓储WMS')).statusCode).toBe(200);
    });

    it('closes an order left unpaid for 7 days by itself, and only such orders', async () => {
      const old = await bought('冷链仓储WMS');
      const fresh = await bought('质量检验管理');
      const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS).toISOString();
      await t.database.db
        .updateTable('marketOrder')
        .set({ createTime: eightDaysAgo, placeTime: eightDaysAgo })
        .where('id', '=', old.id)
        .execute();
      // Any read closes it; so does the hourly run.
      const read = (await order(old.id)).json().data as Order;
      expect(read).toMatchObject({ status: 4, payment: null });
      expect(read.timeline.map((event) => event.kind)).toEqual(['created', 'placed', 'closed']);
      expect((await order(fresh.id)).json().data.status).toBe(1);
      expect(await closeStaleOrders(t.database.db)).toBe(0);
      // A closed order is not paid, and no longer holds its app.
      expect(
        (await as(operator, ordersApi.confirmPayment, { params: { id: old.id }, body: {} })).statusCode,
      ).toBe(409);
      expect((await mine()).pendingOrders.map((row) => row.orderId)).toEqual([fresh.id]);
    });

    it('closes by the clock alone: an order placed 7 days ago closes when the run comes', async () => {
      const made = await bought('冷链仓储WMS');
      const later = new Date(Date.parse(made.placeTime ?? '') + 7 * DAY_MS + 1000);
      expect(await closeStaleOrders(t.database.db, later)).toBe(1);
      const stored = await t.database.db
        .selectFrom('marketOrder')
        .select(['status', 'endTime'])
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 4, endTime: later.toISOString() });
    });
  });

  describe('the transfer receipt', () => {
    it('takes an image or a PDF, private to the tenant and operators', async () => {
      const made = await bought('冷链仓储WMS');
      const res = await upload(made.id, png(40));
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('回单已上传，请等待平台确认收款');
      const withReceipt = res.json().data as Order;
      expect(withReceipt.receipt).toMatchObject({
        mimeType: 'image/png',
        fileName: `回单-${made.orderNo}.png`,
      });
      expect(withReceipt.timeline.map((event) => event.kind)).toEqual(['created', 'placed', 'receipt']);

      const receipt = (token?: string) => as(token, ordersApi.receipt, { params: { id: made.id } });
      for (const token of [admin, member, operator]) {
        const seen = await receipt(token);
        expect(seen.statusCode).toBe(200);
        expect(seen.headers['content-type']).toBe('image/png');
        expect(seen.rawPayload.equals(png(40))).toBe(true);
      }
      expect((await receipt(other)).statusCode).toBe(404);
      expect((await receipt(developer)).statusCode).toBe(403);
      expect((await receipt()).statusCode).toBe(401);

      // A PDF replaces it.
      const pdf = await upload(made.id, PDF);
      expect(pdf.json().data.receipt.mimeType).toBe('application/pdf');
      expect((await receipt(admin)).rawPayload.equals(PDF)).toBe(true);
    });

    it('refuses a broken image, other types, a missing file, other tenants and orders not awaiting payment', async () => {
      const made = await bought('冷链仓储WMS');
      const whole = png(64);
      const cases: [Buffer, string][] = [
        [Buffer.concat([whole.subarray(0, 40), Buffer.alloc(200)]), '回单文件已损坏或不完整，请重新选择'],
        [whole.subarray(0, whole.length - 20), '回单文件已损坏或不完整，请重新选择'],
        [Buffer.from('%PDF-1.7 cut short'), '回单文件已损坏或不完整，请重新选择'],
        [Buffer.from('GIF89a not allowed'), '回单只能是 JPG、PNG 图片或 PDF 文件'],
      ];
      for (const [content, msg] of cases) {
        const res = await upload(made.id, content);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe(msg);
      }
      expect((await upload(made.id, TINY_PNG, admin, 'other')).json().msg).toBe('请选择回单文件');
      expect((await upload(made.id, TINY_PNG, other)).statusCode).toBe(404);
      expect((await upload(made.id, TINY_PNG, member)).json().msg).toBe(
        '请登录【租户】角色的【管理员】账号进行操作',
      );
      expect((await order(made.id)).json().data.receipt).toBeNull();
      await as(admin, ordersApi.cancel, { params: { id: made.id } });
      const late = await upload(made.id, TINY_PNG);
      expect(late.statusCode).toBe(409);
      expect(late.json().msg).toBe('只有待支付的订单可以上传回单');
      expect((await as(admin, ordersApi.receipt, { params: { id: made.id } })).json().msg).toBe(
        '该订单还没有上传回单',
      );
    });

    it('refuses a corrupt PNG on the image upload too: the whole picture must decode', async () => {
      const whole = png(64);
      const broken = Buffer.from(whole);
      broken[whole.length - 20] = (broken[whole.length - 20] ?? 0) ^ 0xff;
      const send = (content: Buffer) => {
        const { payload, headers } = multipartBody([{ name: 'file', value: content, filename: 'a.png' }]);
        return t.app.inject({ method: 'POST', url: pathWith(filesApi.upload.path, {}), payload, headers });
      };
      const res = await send(broken);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('图片文件已损坏或不完整，请重新选择');
      expect((await send(whole)).statusCode).toBe(200);
    });
  });

  describe('confirmation', () => {
    it('starts the subscriptions of a cart order and extends them by a later one', async () => {
      const made = await bought('冷链仓储WMS', 2);
      await upload(made.id, PDF);
      expect(
        (await as(admin, ordersApi.confirmPayment, { params: { id: made.id }, body: {} })).statusCode,
      ).toBe(403);
      const res = await as(operator, ordersApi.confirmPayment, { params: { id: made.id }, body: {} });
      expect(res.statusCode).toBe(200);
      const paid = res.json().data as Order;
      expect(paid).toMatchObject({ status: 2, payment: null });
      // The audit log says which operator confirmed which order, and what it was before and after.
      const audit = await t.database.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'order.confirmPayment')
        .where('targetId', '=', String(made.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorAccount: 'operator', targetType: 'order' });
      expect(JSON.parse(audit[0]?.before ?? '{}')).toEqual({
        orderNo: made.orderNo,
        status: 1,
        totalPrice: made.totalPrice,
      });
      expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ orderNo: made.orderNo, status: 2 });
      expect(paid.timeline.map((event) => event.kind)).toEqual(['created', 'placed', 'receipt', 'paid']);
      const rows = await as(admin, subscriptionsApi.list, { query: {} });
      const row = rows
        .json()
        .data.list.find((entry: { marketName: string }) => entry.marketName === '冷链仓储WMS');
      expect(row).toMatchObject({ type: 1, duration: 2, timeUnit: '年', expiration: 0 });
      expect(Date.parse(row.endTime) - Date.parse(row.startTime)).toBeGreaterThan(2 * 365 * DAY_MS - DAY_MS);

      const renewal = await bought('冷链仓储WMS', 1);
      await as(operator, ordersApi.confirmPayment, {
        params: { id: renewal.id },
        body: { withoutReceipt: true },
      });
      const [renewed] = (await subscriptionsOf(t, demo.tenantId)).filter(
        (entry) => entry.name === '冷链仓储WMS',
      );
      expect(renewed?.duration).toBe(3);
    });
  });

  describe('one order awaiting payment per app', () => {
    it('refuses a second order of the app, naming the pending one, unless told to replace it', async () => {
      const first = await bought('冷链仓储WMS');
      const again = await purchase('冷链仓储WMS', 2);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(
        `应用【冷链仓储WMS】已有待支付订单 ${first.orderNo}，请先完成支付或取消该订单`,
      );
      const replaced = await purchase('冷链仓储WMS', 2, { replacePending: true });
      expect(replaced.statusCode).toBe(200);
      expect((await order(first.id)).json().data.status).toBe(3);
      expect((await mine()).pendingOrders).toEqual([
        {
          marketId: await appId(t, '冷链仓储WMS'),
          orderId: replaced.json().data.id,
          orderNo: replaced.json().data.orderNo,
        },
      ]);
    });

    it('refuses to order from the cart an app with a pending order', async () => {
      const first = await bought('冷链仓储WMS');
      const wms = await appId(t, '冷链仓储WMS');
      await as(admin, cartApi.add, { params: { marketId: wms, tenantId: demo.tenantId } });
      const items = (await as(admin, cartApi.list, { params: { tenantId: demo.tenantId } })).json().data;
      await as(admin, cartApi.update, { body: { id: items[0].id, duration: 1 } });
      const saved = await as(admin, ordersApi.save, { body: { marketShoppingIds: String(items[0].id) } });
      expect(saved.statusCode).toBe(409);
      expect(saved.json().msg).toBe(
        `应用【冷链仓储WMS】已有待支付订单 ${first.orderNo}，请先完成支付或取消该订单`,
      );
    });
  });

  describe('prices only from plans', () => {
    it('sells the years of a plan at its price, and no years without a plan', async () => {
      const plans = await t.database.db
        .selectFrom('marketPricePlan as p')
        .innerJoin('marketApp as a', 'a.id', 'p.appId')
        .selectAll('p')
        .where('a.name', '=', '质量检验管理')
        .orderBy('p.duration')
        .execute();
      expect(plans.map((plan) => plan.duration)).toEqual([1, 2, 3, 4, 5]);
      const five = await bought('质量检验管理', 5);
      expect(five.totalPrice).toBe((plans[4]?.currentPriceFen ?? 0) / 100);
      await as(admin, ordersApi.cancel, { params: { id: five.id } });
      const four = plans[3];
      if (!four) throw new Error('no 4-year plan');
      await t.database.db.deleteFrom('marketPricePlan').where('id', '=', four.id).execute();
      try {
        const res = await purchase('质量检验管理', 4);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe('该应用没有这个年限的收费标准，请按收费标准选择');
      } finally {
        await t.database.db.insertInto('marketPricePlan').values(four).execute();
      }
    });
  });

  describe('the tenant app states behind every button', () => {
    it('tells the administrator its subscriptions, trials with their end, cart and pending orders', async () => {
      const trialApp = await appId(t, '冷库能耗优化');
      const trial = await as(admin, subscriptionsApi.subscribe, {
        body: { id: trialApp, data: { type: 0 } },
      });
      expect(trial.statusCode).toBe(200);
      const wms = await appId(t, '冷链仓储WMS');
      await as(admin, cartApi.add, { params: { marketId: wms, tenantId: demo.tenantId } });
      const pending = await bought('质量检验管理');
      const state = await mine();
      const trialRow = state.subscriptions.find((row) => row.marketId === trialApp);
      expect(trialRow).toMatchObject({ type: 0, unsubscribeTime: null });
      expect(trialRow?.endTime).not.toBeNull();
      expect(state.trialUsed).toContain(trialApp);
      expect(state.inCart).toContain(wms);
      expect(state.pendingOrders).toEqual([
        { marketId: await appId(t, '质量检验管理'), orderId: pending.id, orderNo: pending.orderNo },
      ]);
      // A member sees the same but has no cart; another tenant sees its own (nothing).
      const seenByMember = await mine(member);
      expect(seenByMember.inCart).toEqual([]);
      expect(seenByMember.subscriptions).toEqual(state.subscriptions);
      expect(await mine(other)).toEqual({ subscriptions: [], trialUsed: [], inCart: [], pendingOrders: [] });
    });

    it('answers only tenant users', async () => {
      expect((await as(undefined, subscriptionsApi.mine, {})).statusCode).toBe(401);
      expect((await as(developer, subscriptionsApi.mine, {})).statusCode).toBe(403);
      expect((await as(operator, subscriptionsApi.mine, {})).statusCode).toBe(403);
    });
  });

  describe('refusals say what was refused', () => {
    it('tells a member that deleting or unsubscribing is for the administrator, and a developer the same for the cart', async () => {
      const free = await t.database.db
        .selectFrom('marketApp')
        .select('id')
        .where('charged', '=', 0)
        .where('state', '=', 1)
        .where('exploitTenantId', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await as(admin, subscriptionsApi.subscribe, { body: { id: free.id, data: { type: 1 } } });
      const [row] = await subscriptionsOf(t, demo.tenantId);
      const removal = await as(member, subscriptionsApi.remove, { params: { id: row?.id as number } });
      expect(removal.statusCode).toBe(403);
      expect(removal.json().msg).toBe('请登录【租户】角色的【管理员】账号进行操作');
      const leaving = await as(member, subscriptionsApi.unsubscribe, {
        body: { ids: [row?.id as number], unsubscribeTime: '2099-01-01 00:00:00' },
      });
      expect(leaving.json().msg).toBe('请登录【租户】角色的【管理员】账号进行操作');
      const wms = await appId(t, '冷链仓储WMS');
      const cart = await as(developer, cartApi.add, { params: { marketId: wms, tenantId: demo.tenantId } });
      expect(cart.json().msg).toBe('请登录【租户】角色的【管理员】账号使用购物车');
      // Subscribing keeps the spec's text.
      const subscribing = await as(member, subscriptionsApi.subscribe, {
        body: { id: free.id, data: { type: 1 } },
      });
      expect(subscribing.json().msg).toBe('请登录【租户】角色的【管理员】账号进行订阅');
    });

    it('unsubscribes once: the time stays and a second unsubscribe is refused', async () => {
      const made = await bought('冷链仓储WMS', 1);
      await as(operator, ordersApi.confirmPayment, {
        params: { id: made.id },
        body: { withoutReceipt: true },
      });
      const [row] = (await subscriptionsOf(t, demo.tenantId)).filter((entry) => entry.name === '冷链仓储WMS');
      const at = new Date(Date.now() + 2 * DAY_MS + 8 * 3600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      const first = await as(admin, subscriptionsApi.unsubscribe, {
        body: { ids: [row?.id as number], unsubscribeTime: at },
      });
      expect(first.statusCode).toBe(200);
      const second = await as(admin, subscriptionsApi.unsubscribe, {
        body: { ids: [row?.id as number], unsubscribeTime: at },
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().msg).toBe('该订阅已退订');
      const listed = (await as(admin, subscriptionsApi.list, { query: {} })).json().data.list;
      expect(listed[0].unsubscribeTime).not.toBeNull();
    });
  });
});
