import { type ManagedSubscription, subscriptionAdminApi } from '@portal/shared/subscriptions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import SubscriptionsPage from './SubscriptionsPage';

const row = (id: number, overrides: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  id,
  tenantId: 7,
  tenantName: '演示冷链科技有限公司',
  marketId: 101,
  marketName: '冷链运输调度',
  userName: '王建国',
  type: 1,
  state: 1,
  plan: '2 年',
  startTime: '2026-11-23T16:10:00.000Z',
  endTime: '2028-11-23T16:10:00.000Z',
  unsubscribeTime: null,
  sourceOrderId: 51,
  sourceOrderNo: 'MO2026112300000051',
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('订阅管理', () => {
  it('shows plan, state, China times and source order, and sends the address’s filters', async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue({
      code: 200,
      msg: '操作成功',
      data: {
        list: [
          row(1),
          row(2, {
            type: 0,
            state: 0,
            plan: '1 月',
            sourceOrderId: null,
            sourceOrderNo: null,
            endTime: null,
          }),
        ],
        pagination: { currentPage: 1, pageSize: 10, total: 2 },
      },
    });
    renderRoutes(
      [{ path: '*', element: <SubscriptionsPage /> }],
      '/system/subscriptions?state=1&endingWithin=30&tenant=演示',
    );
    const paid = (await screen.findByText('MO2026112300000051')).closest('tr') as HTMLElement;
    expect(within(paid).getByText('订阅中')).toBeTruthy();
    expect(within(paid).getByText('2 年')).toBeTruthy();
    // 16:10 UTC is 00:10 the next day in China.
    expect(within(paid).getByText('2026-11-24 00:10')).toBeTruthy();
    expect(within(paid).getByText('2028-11-24 00:10')).toBeTruthy();
    const trial = screen.getByText('试用中').closest('tr') as HTMLElement;
    expect(within(trial).getByText('长期有效')).toBeTruthy();
    expect(within(trial).getByText('—（试用或免费订阅）')).toBeTruthy();
    const [url, query] = get.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(url).toBe(urlOf(subscriptionAdminApi.list));
    expect(query).toMatchObject({ state: 1, endingWithin: 30, tenant: '演示' });
  });
});
