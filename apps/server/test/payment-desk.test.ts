import { pathWith } from '@portal/shared/contract';
import { formatDate } from '@portal/shared/format';
import { type Order, ordersApi, type PaymentDeskQuery, paymentDeskApi } from '@portal/shared/orders';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, auth, clearMarketActivity, subscriptionsOf, userOf } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';
import { multipartBody } from './support/http.ts';
import type { SignedInRole } from './support/roles.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
);
const DAY_MS = 24 * 3600_000;

/**
 * The operator's payment desk (issue 16 item 3): the orders awaiting payment with their
 * receipts, searched and filtered by China days, and the confirmation, which refuses an order
 * without a receipt unless the operator says so explicitly.
 */
describe.each(engines)('the payment desk on %s', (engine) => {
  let t: TestApp;
  let demo: { id: number; tenantId: number };

  const desk = (query: PaymentDeskQuery = {}, who: SignedInRole = 'operator') =>
    callAs(t, who, paymentDeskApi.list, { query });
  const confirm = (id: number, body: { withoutReceipt?: boolean } = {}) =>
    callAs(t, 'operator', ordersApi.confirmPayment, { params: { id }, body });
  const buy = async (name: string, who: SignedInRole = 'tenantAdmin'): Promise<Order> => {
    const { status, body } = await callAs(t, who, ordersApi.purchase, {
      body: { marketId: await appId(t, name), duration: 1 },
    });
    expect(status).toBe(200);
    return body.data;
  };
  const uploadReceipt = async (id: number) => {
    // Multipart: the typed client sends JSON, so the file goes through inject at the contract's path.
    const { payload, headers } = multipartBody([{ name: 'file', value: PDF, filename: 'r.pdf' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathWith(ordersApi.uploadReceipt.path, { id }),
      payload,
      headers: { ...headers, ...auth(await loginAs(t.app, '13800000001', 'tenant')) },
    });
    expect(res.statusCode).toBe(200);
  };
  const orderNos = (answer: { body: { data: { list: Order[] } } }) =>
    answer.body.data.list.map((order) => order.orderNo);

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    demo = await userOf(t, '13800000001');
  });
  beforeEach(() => clearMarketActivity(t));
  afterEach(() => clearMarketActivity(t));
  afterAll(() => t.close());

  it('lists every tenant’s orders awaiting payment, oldest first, with tenant, apps, amount and receipt', async () => {
    const first = await buy('冷链仓储WMS');
    await uploadReceipt(first.id);
    const second = await buy('空压站节能', 'otherTenant');
    const paid = await buy('质量检验管理');
    expect((await confirm(paid.id, { withoutReceipt: true })).status).toBe(200);

    const res = await desk();
    expect(res.status).toBe(200);
    const { list, pagination } = res.body.data;
    expect(list.map((order) => order.orderNo)).toEqual([first.orderNo, second.orderNo]);
    expect(pagination).toMatchObject({ currentPage: 1, pageSize: 10, total: 2 });
    expect(list[0]).toMatchObject({
      status: 1,
      tenantId: demo.tenantId,
      totalPrice: first.totalPrice,
      items: [expect.objectContaining({ marketName: '冷链仓储WMS', duration: 1 })],
      receipt: expect.objectContaining({
        mimeType: 'application/pdf',
        fileName: `回单-${first.orderNo}.pdf`,
      }),
    });
    expect(list[0]?.tenantName).not.toBe('');
    expect(list[1]).toMatchObject({ receipt: null, tenantName: second.tenantName });

    // With or without a receipt; a page of one.
    expect(orderNos(await desk({ receipt: 'with' }))).toEqual([first.orderNo]);
    expect(orderNos(await desk({ receipt: 'without' }))).toEqual([second.orderNo]);
    const page2 = await desk({ currentPage: 2, pageSize: 1 });
    expect(orderNos(page2)).toEqual([second.orderNo]);
    expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 1, total: 2 });
  });

  it('searches by order number or tenant name in any case', async () => {
    const mine = await buy('冷链仓储WMS');
    const theirs = await buy('空压站节能', 'otherTenant');
    expect(orderNos(await desk({ keyword: mine.orderNo.toLowerCase() }))).toEqual([mine.orderNo]);
    expect(orderNos(await desk({ keyword: theirs.tenantName }))).toEqual([theirs.orderNo]);
    // % and _ are taken literally.
    expect(orderNos(await desk({ keyword: '%' }))).toEqual([]);
  });

  it('filters by the China day an order was placed (UTC+8), not the UTC date', async () => {
    const made = await buy('冷链仓储WMS');
    // 00:30 China time yesterday: still the day before yesterday in UTC.
    const chinaDay = formatDate(Date.now() - DAY_MS);
    const placeTime = new Date(Date.parse(`${chinaDay}T00:30:00+08:00`)).toISOString();
    await t.database.db.updateTable('marketOrder').set({ placeTime }).where('id', '=', made.id).execute();
    const dayBefore = formatDate(Date.now() - 2 * DAY_MS);
    expect(placeTime.slice(0, 10)).toBe(dayBefore);

    expect(orderNos(await desk({ dateFrom: chinaDay, dateTo: chinaDay }))).toEqual([made.orderNo]);
    expect(orderNos(await desk({ dateFrom: dayBefore, dateTo: dayBefore }))).toEqual([]);
    expect(orderNos(await desk({ dateFrom: chinaDay }))).toEqual([made.orderNo]);
    expect(orderNos(await desk({ dateTo: dayBefore }))).toEqual([]);
  });

  it('refuses bad filters in Chinese, and everyone but operators', async () => {
    const reversed = await desk({ dateFrom: '2026-03-02', dateTo: '2026-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('结束日期不能早于开始日期');
    expect((await desk({ dateFrom: '2026-02-30' })).body.msg).toContain('日期不正确');
    const badReceipt = malformed({ query: { receipt: 'maybe' } });
    expect((await callAs(t, 'operator', paymentDeskApi.list, badReceipt)).body.msg).toContain(
      '回单筛选不正确',
    );
    expect((await desk({ pageSize: 1000 })).body.msg).toContain('每页最多 100 条');
    expect((await desk({}, 'tenantAdmin')).status).toBe(403);
  });

  it('confirms an order with a receipt at once; without one only on the operator’s explicit word', async () => {
    const withReceipt = await buy('冷链仓储WMS');
    await uploadReceipt(withReceipt.id);
    const withoutReceipt = await buy('空压站节能');

    const refused = await confirm(withoutReceipt.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'RECEIPT_MISSING',
      msg: '该订单还没有上传回单，请核实到账后再次确认收款',
    });
    expect((await confirm(withoutReceipt.id, { withoutReceipt: false })).status).toBe(409);
    expect(await subscriptionsOf(t, demo.tenantId)).toEqual([]);

    const paid = await confirm(withReceipt.id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ msg: '已确认收款，订阅已生效', data: { status: 2 } });
    expect((await subscriptionsOf(t, demo.tenantId)).map((row) => row.name)).toEqual(['冷链仓储WMS']);
    expect(orderNos(await desk())).toEqual([withoutReceipt.orderNo]);

    expect((await confirm(withoutReceipt.id, { withoutReceipt: true })).status).toBe(200);
    expect((await subscriptionsOf(t, demo.tenantId)).map((row) => row.name).sort()).toEqual(
      ['冷链仓储WMS', '空压站节能'].sort(),
    );
    expect(orderNos(await desk())).toEqual([]);
    // Confirmed already: the usual refusal, whatever the flag says.
    expect((await confirm(withoutReceipt.id, { withoutReceipt: true })).body.msg).toBe(
      '该订单不是待支付状态',
    );
    expect((await confirm(999_999)).status).toBe(404);
  });
});
