import type { Order } from '@portal/shared/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/test-utils';
import { request } from '../../../shared/api/request';
import { envelope, loginAs, recordingFeedback } from '../test-fixtures';
import OrderDetailPage, { receiptProblem } from './OrderDetailPage';

const awaiting: Order = {
  id: 41,
  orderNo: 'MO2026112300000041',
  tenantId: 7,
  tenantName: '演示冷链科技有限公司',
  userName: '王建国',
  status: 1,
  totalPrice: 5960,
  createTime: '2026-11-23T02:00:00.000Z',
  placeTime: '2026-11-23T02:00:00.000Z',
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
  payment: {
    method: 'bankTransfer',
    methodName: '对公转账',
    accountName: '河南冷链工业互联网科技有限公司',
    bankName: '中国工商银行郑州经济技术开发区支行',
    accountNumber: '1702 0216 0920 0088 888',
    amount: 5960,
    reference: 'MO2026112300000041',
    deadline: '2026-11-30T02:00:00.000Z',
    note: '请以企业对公账户转账',
  },
  receipt: null,
  timeline: [
    { kind: 'created', time: '2026-11-23T02:00:00.000Z' },
    { kind: 'placed', time: '2026-11-23T02:00:00.000Z' },
  ],
};

function renderOrder(order: Order, admin = true) {
  loginAs('tenant', admin);
  vi.spyOn(request, 'get').mockResolvedValue(envelope(order));
  const feedback = recordingFeedback();
  renderRoutes([{ path: '*', element: <OrderDetailPage /> }], `/admin/orderDetail?id=${order.id}`, {
    feedback,
  });
  return feedback;
}

// The first render loads antd's Descriptions, Timeline and Upload: slow on a busy machine.
const SLOW = 20_000;

afterEach(() => vi.restoreAllMocks());

describe('an order (issue 11)', () => {
  it(
    'shows how to pay an order awaiting payment: account, amount, the order number to quote',
    async () => {
      renderOrder(awaiting);
      expect(await screen.findByText('支付方式：对公转账')).toBeTruthy();
      expect(screen.getByText('1702 0216 0920 0088 888')).toBeTruthy();
      expect(screen.getAllByText('¥5960.00').length).toBeGreaterThan(0);
      expect(screen.getAllByText('MO2026112300000041').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: /上传转账回单/ })).toBeTruthy();
      expect(screen.getByText('提交订单，等待支付')).toBeTruthy();
    },
    SLOW,
  );

  it('cancels after asking, and says 订单已取消', async () => {
    const feedback = renderOrder(awaiting);
    const post = vi
      .spyOn(request, 'post')
      .mockResolvedValue(envelope({ ...awaiting, status: 3 }, '订单已取消'));
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/portalWeb/marketOrder/cancel/41'));
    await waitFor(() => expect(feedback.said).toContainEqual(['success', '订单已取消']));
  });

  it('offers a member no payment action', async () => {
    renderOrder(awaiting, false);
    expect(await screen.findByText('支付方式：对公转账')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
    expect(screen.queryByRole('button', { name: /上传转账回单/ })).toBeNull();
  });

  it('shows no instructions once paid', async () => {
    renderOrder({ ...awaiting, status: 2, payment: null, payTime: '2026-11-24T02:00:00.000Z' });
    expect(await screen.findByText('已支付')).toBeTruthy();
    expect(screen.queryByText('支付方式：对公转账')).toBeNull();
  });
});

describe('receipt files picked in the browser', () => {
  it('takes JPG, PNG and PDF up to 10 MB', () => {
    expect(receiptProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(receiptProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(receiptProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toBe(
      '回单只能是 JPG、PNG 图片或 PDF 文件',
    );
    expect(receiptProblem({ name: 'a.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toBe(
      '回单文件不能超过10MB',
    );
  });
});
