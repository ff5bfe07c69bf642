import { type Order, ordersApi } from '@portal/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import PaymentDeskPage from './PaymentDeskPage';

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
  timeline: [],
  ...overrides,
});

const withReceipt = order(41, {
  receipt: {
    fileName: '回单-MO2026112300000041.png',
    mimeType: 'image/png',
    size: 2048,
    uploadTime: '2026-11-23T16:20:00.000Z',
  },
});
const withoutReceipt = order(42, { tenantName: '示例食品有限公司', totalPrice: 2880 });

function renderDesk() {
  vi.spyOn(request, 'get').mockResolvedValue({
    code: 200,
    msg: '操作成功',
    data: { list: [withReceipt, withoutReceipt], pagination: { currentPage: 1, pageSize: 10, total: 2 } },
  });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: '已确认收款，订阅已生效', data: null });
  renderRoutes([{ path: '*', element: <PaymentDeskPage /> }], '/system/payment');
  return post;
}

afterEach(() => vi.restoreAllMocks());

describe('the payment desk', () => {
  it('lists each order with tenant, apps, amount, China time and whether it has a receipt', async () => {
    renderDesk();
    const row = (await screen.findByText('MO2026112300000041')).closest('tr') as HTMLElement;
    expect(within(row).getByText('演示冷链科技有限公司')).toBeTruthy();
    expect(within(row).getByText('冷链运输调度（2年）')).toBeTruthy();
    expect(within(row).getByText('¥5960.00')).toBeTruthy();
    // 16:10 UTC on 23 November is 00:10 on the 24th in China.
    expect(within(row).getByText('2026-11-24 00:10')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '查看回单：MO2026112300000041' })).toBeTruthy();
    const bare = screen.getByText('MO2026112300000042').closest('tr') as HTMLElement;
    expect(within(bare).getByText('未上传')).toBeTruthy();
  });

  it('confirms an order with a receipt after one question', async () => {
    const post = renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: '确认收款：MO2026112300000041' }));
    expect(await screen.findByText('确认已收到该订单的款项？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(urlOf(ordersApi.confirmPayment, { id: 41 }), {}));
  });

  it('warns before confirming an order without a receipt, and sends the operator’s explicit word', async () => {
    const post = renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: '确认收款：MO2026112300000042' }));
    // (jsdom gives antd's dialogs no usable name: found by role, read by text)
    const warning = await screen.findByRole('dialog');
    expect(within(warning).getByText('该订单还没有上传转账回单')).toBeTruthy();
    expect(within(warning).getByText(/没有回单，无法核对付款凭证/)).toBeTruthy();
    expect(within(warning).getByText('¥2880.00')).toBeTruthy();

    fireEvent.click(within(warning).getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '该订单还没有上传转账回单' })).toBeNull(),
    );
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '确认收款：MO2026112300000042' }));
    await screen.findByText('该订单还没有上传转账回单');
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: '已核实，仍然确认收款' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(ordersApi.confirmPayment, { id: 42 }), {
        withoutReceipt: true,
      }),
    );
  });
});
