import { type Order, orderAdminApi } from '@portal/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import OrdersPage from './OrdersPage';

const order = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  orderNo: `MO20261123000000${id}`,
  tenantId: 7,
  tenantName: '演示冷链科技有限公司',
  userName: '王建国',
  status: 1,
  totalPrice: 5960,
  createTime: '2026-11-23T16:10:00.000Z',
  placeTime: '2026-11-23T16:10:00.000Z',
  payTime: null,
  endTime: null,
  cancelReason: null,
  items: [
    {
      id: 1,
      marketId: 101,
      marketName: '冷链运输调度',
      duration: 2,
      timeUnit: '年',
      price: 5960,
      originalPrice: 8400,
    },
  ],
  payment: null,
  receipt: null,
  timeline: [{ kind: 'created', time: '2026-11-23T16:10:00.000Z' }],
  ...overrides,
});

const unpaid = order(51);
const paid = order(52, { status: 2, payTime: '2026-11-24T02:00:00.000Z', tenantName: '示例食品有限公司' });
const cancelled = order(53, { status: 3, cancelReason: '重复下单', endTime: '2026-11-24T03:00:00.000Z' });

function renderOrders(address = '/system/orders') {
  const get = vi.spyOn(request, 'get').mockResolvedValue({
    code: 200,
    msg: '操作成功',
    data: { list: [unpaid, paid, cancelled], pagination: { currentPage: 1, pageSize: 10, total: 3 } },
  });
  const post = vi.spyOn(request, 'post').mockResolvedValue({ code: 200, msg: '订单已取消', data: null });
  renderRoutes([{ path: '*', element: <OrdersPage /> }], address);
  return { get, post };
}

afterEach(() => vi.restoreAllMocks());

describe('订单管理', () => {
  it('lists every tenant’s orders with status, amount and China time; actions only where the status allows', async () => {
    const { get } = renderOrders('/system/orders?status=1&sort=amountDesc&keyword=MO');
    const row = (await screen.findByText('MO2026112300000051')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥5960.00')).toBeTruthy();
    expect(within(row).getByText('待支付')).toBeTruthy();
    expect(within(row).getByText('2026-11-24 00:10')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '确认收款：MO2026112300000051' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '取消订单：MO2026112300000051' })).toBeTruthy();
    const paidRow = screen.getByText('MO2026112300000052').closest('tr') as HTMLElement;
    expect(within(paidRow).queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(within(paidRow).queryByRole('button', { name: /确认收款/ })).toBeNull();
    // The address's filters and order go to the server.
    const [url, query] = get.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(url).toBe(urlOf(orderAdminApi.list));
    expect(query).toMatchObject({ status: 1, sort: 'amountDesc', keyword: 'MO' });
  });

  it('cancels only with a reason, and sends it', async () => {
    const { post } = renderOrders();
    fireEvent.click(await screen.findByRole('button', { name: '取消订单：MO2026112300000051' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消订单' }));
    expect(await within(dialog).findByText('请输入取消原因')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '转账金额不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消订单' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(orderAdminApi.cancel, { id: 51 }), { reason: '转账金额不符' }),
    );
  });

  it('shows an order’s detail with the operator’s cancel reason', async () => {
    renderOrders();
    fireEvent.click(await screen.findByRole('button', { name: '详情：MO2026112300000053' }));
    expect(await screen.findByText('平台取消原因：重复下单')).toBeTruthy();
    expect(screen.getByText('创建订单 · 2026-11-24 00:10')).toBeTruthy();
  });
});
