import { formatDate } from '@portal/shared/format';
import { type Order, type OrderAdminQuery, orderAdminApi, ordersApi } from '@portal/shared/orders';
import { type SubscriptionAdminQuery, subscriptionAdminApi } from '@portal/shared/subscriptions';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { appId, clearMarketActivity, subscriptionsOf, userOf } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';
import type { SignedInRole } from './support/roles.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The operator console's 订单管理 and 订阅管理 (issue 22 item 4): every tenant's orders, filtered,
 * sorted and paged on the server; an operator's cancellation with a reason the tenant reads;
 * every tenant's subscriptions by tenant, app, state and end. Operators only.
 */
describe.each(engines)('the console’s orders and subscriptions on %s', (engine) => {
  let t: TestApp;
  let demo: { id: number; tenantId: number };

  const orders = (query: OrderAdminQuery = {}, who: SignedInRole | 'visitor' = 'operator') =>
    callAs(t, who, orderAdminApi.list, { query });
  const subscriptions = (query: SubscriptionAdminQuery = {}, who: SignedInRole | 'visitor' = 'operator') =>
    callAs(t, who, subscriptionAdminApi.list, { query });
  const cancel = (id: number, reason: string, who: SignedInRole | 'visitor' = 'operator') =>
    callAs(t, who, orderAdminApi.cancel, { params: { id }, body: { reason } });
  const confirm = (id: number) =>
    callAs(t, 'operator', ordersApi.confirmPayment, { params: { id }, body: { withoutReceipt: true } });
  const buy = async (name: string, who: SignedInRole = 'tenantAdmin', duration = 1): Promise<Order> => {
    const { status, body } = await callAs(t, who, ordersApi.purchase, {
      body: { marketId: await appId(t, name), duration },
    });
    expect(status).toBe(200);
    return body.data;
  };
  const orderNos = (answer: { body: { data: { list: Order[] } } }) =>
    answer.body.data.list.map((order) => order.orderNo);
  const statusOf = async (id: number) =>
    await t.database.db
      .selectFrom('marketOrder')
      .select(['status', 'cancelReason', 'endTime'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    demo = await userOf(t, '13800000001');
  });
  beforeEach(() => clearMarketActivity(t));
  afterEach(() => clearMarketActivity(t));
  afterAll(() => t.close());

  it('lists every tenant’s orders of any status, filtered, sorted and paged on the server', async () => {
    const mine = await buy('冷链仓储WMS', 'tenantAdmin', 2);
    const theirs = await buy('空压站节能', 'otherTenant');
    const paid = await buy('质量检验管理');
    expect((await confirm(paid.id)).status).toBe(200);

    const all = await orders();
    expect(all.status).toBe(200);
    // Newest first by default, across both tenants.
    expect(orderNos(all)).toEqual([paid.orderNo, theirs.orderNo, mine.orderNo]);
    expect(all.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 10, total: 3 });
    expect(all.body.data.list[2]).toMatchObject({
      tenantId: demo.tenantId,
      status: 1,
      totalPrice: mine.totalPrice,
      cancelReason: null,
      items: [expect.objectContaining({ marketName: '冷链仓储WMS', duration: 2 })],
    });
    expect(new Set(all.body.data.list.map((order) => order.tenantId)).size).toBe(2);

    expect(orderNos(await orders({ sort: 'createTimeAsc' }))).toEqual([
      mine.orderNo,
      theirs.orderNo,
      paid.orderNo,
    ]);
    const byAmount = (await orders({ sort: 'amountDesc' })).body.data.list.map((order) => order.totalPrice);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    expect(orderNos(await orders({ status: '2' }))).toEqual([paid.orderNo]);
    expect(orderNos(await orders({ status: '1', sort: 'createTimeAsc' }))).toEqual([
      mine.orderNo,
      theirs.orderNo,
    ]);
    expect(orderNos(await orders({ keyword: theirs.tenantName }))).toEqual([theirs.orderNo]);
    expect(orderNos(await orders({ keyword: mine.orderNo.toLowerCase() }))).toEqual([mine.orderNo]);
    expect(orderNos(await orders({ keyword: '%' }))).toEqual([]);
    const page2 = await orders({ currentPage: 2, pageSize: 2 });
    expect(orderNos(page2)).toEqual([mine.orderNo]);
    expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 3 });
  });

  it('keeps orders of one moment in the order they were placed, whichever way time is sorted', async () => {
    const first = await buy('冷链仓储WMS');
    const second = await buy('空压站节能', 'otherTenant');
    const third = await buy('质量检验管理');
    const createTime = new Date().toISOString();
    await t.database.db
      .updateTable('marketOrder')
      .set({ createTime })
      .where('id', 'in', [first.id, second.id, third.id])
      .execute();
    expect(orderNos(await orders({ sort: 'createTimeAsc' }))).toEqual([
      first.orderNo,
      second.orderNo,
      third.orderNo,
    ]);
    expect(orderNos(await orders({ sort: 'createTimeDesc' }))).toEqual([
      third.orderNo,
      second.orderNo,
      first.orderNo,
    ]);
  });

  it('filters by the China day an order was created', async () => {
    const made = await buy('冷链仓储WMS');
    const chinaDay = formatDate(Date.now() - DAY_MS);
    const createTime = new Date(Date.parse(`${chinaDay}T00:30:00+08:00`)).toISOString();
    await t.database.db.updateTable('marketOrder').set({ createTime }).where('id', '=', made.id).execute();
    const dayBefore = formatDate(Date.now() - 2 * DAY_MS);
    expect(orderNos(await orders({ dateFrom: chinaDay, dateTo: chinaDay }))).toEqual([made.orderNo]);
    expect(orderNos(await orders({ dateFrom: dayBefore, dateTo: dayBefore }))).toEqual([]);
    expect(orderNos(await orders({ dateTo: dayBefore }))).toEqual([]);
  });

  it('cancels an unpaid order with a reason the tenant reads on the order, audited', async () => {
    const order = await buy('冷链仓储WMS');
    const res = await cancel(order.id, '  转账金额与订单不符，请重新下单  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      msg: '订单已取消，租户可在订单详情中看到取消原因',
      data: { status: 3, cancelReason: '转账金额与订单不符，请重新下单' },
    });
    const tenantView = await callAs(t, 'tenantMember', ordersApi.detail, { params: { id: order.id } });
    expect(tenantView.body.data).toMatchObject({ status: 3, cancelReason: '转账金额与订单不符，请重新下单' });
    expect(tenantView.body.data.timeline.map((event) => event.kind)).toContain('cancelled');
    // The app may be ordered again.
    await buy('冷链仓储WMS');

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'order.', pageSize: 100 },
    });
    const entry = audit.body.data.list.find(
      (row) => row.targetId === String(order.id) && row.action === 'order.cancel',
    );
    expect(JSON.parse(entry?.before ?? 'null')).toMatchObject({ orderNo: order.orderNo, status: 1 });
    expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({
      status: 3,
      cancelReason: '转账金额与订单不符，请重新下单',
    });
  });

  it('refuses to cancel a paid or ended order, or without a reason, and changes nothing', async () => {
    const paid = await buy('冷链仓储WMS');
    expect((await confirm(paid.id)).status).toBe(200);
    const before = await statusOf(paid.id);
    const refused = await cancel(paid.id, '重复下单');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该订单已支付，不能取消');
    expect(await statusOf(paid.id)).toEqual(before);
    expect((await subscriptionsOf(t, demo.tenantId)).map((row) => row.name)).toEqual(['冷链仓储WMS']);

    const open = await buy('空压站节能');
    expect((await cancel(open.id, '第一次')).status).toBe(200);
    const again = await cancel(open.id, '第二次');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该订单已取消，不能取消');
    expect((await statusOf(open.id)).cancelReason).toBe('第一次');

    const pending = await buy('质量检验管理');
    const blank = await cancel(pending.id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('请输入取消原因');
    const long = await cancel(pending.id, '因'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('取消原因最多 200 个字符');
    const missing = await callAs(
      t,
      'operator',
      orderAdminApi.cancel,
      malformed({ params: { id: pending.id }, body: {} }),
    );
    expect(missing.status).toBe(400);
    expect(await statusOf(pending.id)).toMatchObject({ status: 1, cancelReason: null, endTime: null });
    expect((await cancel(999_999, '不存在')).status).toBe(404);

    // Confirming a cancelled order is refused too.
    expect((await confirm(open.id)).status).toBe(409);
  });

  it('refuses visitors, tenants and developers, and bad filters in Chinese', async () => {
    const order = await buy('冷链仓储WMS');
    for (const who of ['visitor', 'tenantMember', 'tenantAdmin', 'otherTenant', 'developer'] as const) {
      expect((await orders({}, who)).status).not.toBe(200);
      expect((await subscriptions({}, who)).status).not.toBe(200);
      expect((await cancel(order.id, '越权', who)).status).not.toBe(200);
    }
    expect((await statusOf(order.id)).status).toBe(1);
    expect((await orders({}, 'tenantAdmin')).status).toBe(403);

    expect((await orders({ dateFrom: '2026-03-02', dateTo: '2026-03-01' })).body.msg).toContain(
      '结束日期不能早于开始日期',
    );
    expect(
      (await callAs(t, 'operator', orderAdminApi.list, malformed({ query: { status: '9' } }))).body.msg,
    ).toContain('订单状态不正确');
    expect(
      (await callAs(t, 'operator', orderAdminApi.list, malformed({ query: { sort: 'x' } }))).body.msg,
    ).toContain('排序方式不正确');
    expect(
      (await callAs(t, 'operator', subscriptionAdminApi.list, malformed({ query: { state: '7' } }))).body.msg,
    ).toContain('订阅状态不正确');
    expect(
      (await callAs(t, 'operator', subscriptionAdminApi.list, malformed({ query: { endingWithin: '0' } })))
        .body.msg,
    ).toContain('到期天数不正确');
  });

  it('lists every tenant’s subscriptions by tenant, app, state and end, with plan and source order', async () => {
    const order = await buy('冷链仓储WMS', 'tenantAdmin', 2);
    expect((await confirm(order.id)).status).toBe(200);
    const theirs = await buy('空压站节能', 'otherTenant');
    expect((await confirm(theirs.id)).status).toBe(200);
    // A trial of the demo tenant, ending in 10 days; an expired subscription of the other tenant.
    const db = t.database.db;
    const now = Date.now();
    await db
      .insertInto('marketSubscription')
      .values({
        tenantId: demo.tenantId,
        marketId: await appId(t, '质量检验管理'),
        userId: demo.id,
        type: 0,
        duration: 1,
        timeUnit: '月',
        createTime: new Date(now - 20 * DAY_MS).toISOString(),
        startTime: new Date(now - 20 * DAY_MS).toISOString(),
        endTime: new Date(now + 10 * DAY_MS).toISOString(),
        subscriptionTime: null,
        unsubscribeTime: null,
        deleteTime: null,
      })
      .execute();
    const theirRow = (await subscriptions({ tenant: theirs.tenantName })).body.data.list[0];
    expect(theirRow).toMatchObject({ marketName: '空压站节能', state: 1, sourceOrderNo: theirs.orderNo });
    await db
      .updateTable('marketSubscription')
      .set({ endTime: new Date(now - DAY_MS).toISOString() })
      .where('id', '=', theirRow?.id ?? 0)
      .execute();

    const all = await subscriptions();
    expect(all.status).toBe(200);
    expect(all.body.data.pagination.total).toBe(3);
    const mine = all.body.data.list.find((row) => row.marketName === '冷链仓储WMS');
    expect(mine).toMatchObject({
      tenantId: demo.tenantId,
      state: 1,
      plan: '2 年',
      sourceOrderId: order.id,
      sourceOrderNo: order.orderNo,
    });
    expect(Date.parse(mine?.endTime ?? '') - Date.parse(mine?.startTime ?? '')).toBeGreaterThan(700 * DAY_MS);

    const names = (answer: Awaited<ReturnType<typeof subscriptions>>) =>
      answer.body.data.list.map((row) => row.marketName);
    expect(names(await subscriptions({ state: '0' }))).toEqual(['质量检验管理']);
    expect((await subscriptions({ state: '0' })).body.data.list[0]).toMatchObject({
      sourceOrderNo: null,
      plan: '1 月',
    });
    expect(names(await subscriptions({ state: '1' }))).toEqual(['冷链仓储WMS']);
    expect(names(await subscriptions({ state: '2' }))).toEqual(['空压站节能']);
    expect(names(await subscriptions({ endingWithin: 30 }))).toEqual(['质量检验管理']);
    expect(names(await subscriptions({ endingWithin: 7 }))).toEqual([]);
    expect(names(await subscriptions({ app: '冷链仓储' }))).toEqual(['冷链仓储WMS']);
    expect(new Set(names(await subscriptions({ tenant: theirs.tenantName })))).toEqual(
      new Set(['空压站节能']),
    );
    expect(names(await subscriptions({ sort: 'endTimeAsc' }))).toEqual([
      '空压站节能',
      '质量检验管理',
      '冷链仓储WMS',
    ]);
    expect(names(await subscriptions({ sort: 'endTimeDesc' }))).toEqual([
      '冷链仓储WMS',
      '质量检验管理',
      '空压站节能',
    ]);
    const page2 = await subscriptions({ sort: 'endTimeAsc', currentPage: 2, pageSize: 2 });
    expect(names(page2)).toEqual(['冷链仓储WMS']);
    expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 3 });
  });
});
