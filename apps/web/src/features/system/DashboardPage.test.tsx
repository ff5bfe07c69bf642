import { chinaDaysEnding, type Dashboard } from '@portal/shared/dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { RequestError, request } from '../../shared/api/request';
import DashboardPage from './DashboardPage';

const quiet: Dashboard = {
  attention: {
    certifications: 2,
    supplyEntries: 0,
    unpaidOrders: 1,
    unreadMessages: 3,
    developerSubmissions: 0,
  },
  days: chinaDaysEnding(new Date('2026-11-27T04:00:00Z')).map((day) => ({
    day,
    registrations: 0,
    subscriptions: 0,
    orders: 0,
    microserviceCalls: 0,
  })),
};

afterEach(() => vi.restoreAllMocks());

describe('工作台', () => {
  it('shows what waits as links to the filtered screens, and says when a chart has nothing to draw', async () => {
    vi.spyOn(request, 'get').mockResolvedValue({ code: 200, msg: '', data: quiet });
    renderRoutes([{ path: '*', element: <DashboardPage /> }], '/system/dashboard');
    const unread = await screen.findByRole('link', { name: '未读留言：3' });
    expect(unread.getAttribute('href')).toBe('/system/messages?read=0');
    expect(screen.getByRole('link', { name: '待审核认证：2' }).getAttribute('href')).toBe(
      '/system/review?status=1',
    );
    expect(screen.getByRole('link', { name: '待审核供需：0' }).getAttribute('href')).toBe(
      '/system/supplyModeration?state=0',
    );
    expect(screen.getByRole('link', { name: '待确认收款订单：1' }).getAttribute('href')).toBe(
      '/system/payment',
    );
    // Nothing in 30 days: both charts say so, and the table still lists every day.
    expect(screen.getAllByText('近 30 天暂无数据')).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('2026-11-270000');
  });

  it('says when the figures could not be loaded, and loads them again', async () => {
    const get = vi
      .spyOn(request, 'get')
      .mockRejectedValueOnce(new RequestError({ code: 500, msg: '请求错误，请重试' }))
      .mockResolvedValue({ code: 200, msg: '', data: quiet });
    renderRoutes([{ path: '*', element: <DashboardPage /> }], '/system/dashboard');
    expect(await screen.findByText('工作台数据加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await screen.findByRole('link', { name: '未读留言：3' });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
