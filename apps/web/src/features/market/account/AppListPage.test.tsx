import type { PageData } from '@portal/shared/api';
import type { SubscriptionRecord } from '@portal/shared/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/test-utils';
import { request } from '../../../shared/api/request';
import { envelope, loginAs, recordingFeedback } from '../test-fixtures';
import AppListPage from './AppListPage';

const record = (id: number, overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id,
  marketId: id + 100,
  marketName: `应用${id}`,
  logo: '',
  userName: '王建国',
  charged: true,
  type: 0,
  expiration: 0,
  trailIP: '127.0.0.1',
  duration: 3,
  timeUnit: '月',
  createTime: '2026-03-01T02:00:00.000Z',
  startTime: '2026-03-01T02:00:00.000Z',
  endTime: '2099-06-01T02:00:00.000Z',
  subscriptionTime: null,
  unsubscribeTime: null,
  ...overrides,
});

const ROWS = [
  record(1, { marketName: '冷机物联网' }),
  record(2, {
    marketName: '冷链追溯码',
    charged: false,
    type: 1,
    duration: '长期有效',
    timeUnit: '',
    endTime: null,
  }),
  record(3, { marketName: '冷链仓储WMS', type: 1, expiration: 1, duration: 1, timeUnit: '年' }),
];

function renderList(rows = ROWS) {
  loginAs('tenant', true);
  const page: PageData<SubscriptionRecord> = {
    list: rows,
    pagination: { currentPage: 1, pageSize: 20, total: rows.length },
  };
  const get = vi.spyOn(request, 'get').mockResolvedValue(envelope(page));
  const feedback = recordingFeedback();
  renderRoutes([{ path: '*', element: <AppListPage /> }], '/admin/appList', { feedback });
  return { get, feedback };
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Dialog journeys through antd's picker and two modals take a few seconds on a busy machine.
const SLOW = 20_000;

const action = (name: string, label: string) =>
  within(row(name)).getByRole('button', { name: label }) as HTMLButtonElement;

/** The 退订 dialog (found by its title: the row's own 退订 button shares the name). */
async function unsubscribeDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('退订', { selector: '.ant-modal-title' });
  return title.closest('.ant-modal') as HTMLElement;
}

afterEach(() => vi.restoreAllMocks());

describe('/admin/appList (spec 002 §2.4, §4, §8.2)', () => {
  it('asks for 20 a page, newest first, and shows every column', async () => {
    const { get } = renderList();
    await screen.findByText('冷机物联网');
    expect(get).toHaveBeenCalledWith(
      '/api/portalWeb/marketSubscribe/selectList',
      { currentPage: 1, pageSize: 20, sort: 'desc' },
      { silent: true },
    );
    for (const title of [
      '应用名称',
      '订阅用户',
      '收费类型',
      '类型',
      '状态',
      'IP',
      '订阅时长',
      '创建时间',
      '开始时间',
      '到期时间',
      '续订时间',
      '退订时间',
      '操作',
    ]) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    const trial = within(row('冷机物联网'));
    expect(trial.getByText('收费')).toBeTruthy();
    expect(trial.getByText('试用')).toBeTruthy();
    expect(trial.getByText('未过期')).toBeTruthy();
    expect(trial.getByText('3月')).toBeTruthy();
    // 创建时间 and 开始时间, date only, and the end date beside them.
    expect(trial.getAllByText('2026-03-01')).toHaveLength(2);
    expect(trial.getByText('2099-06-01')).toBeTruthy();
    const free = within(row('冷链追溯码'));
    expect(free.getByText('免费')).toBeTruthy();
    expect(free.getByText('订阅')).toBeTruthy();
    expect(free.getByText('长期有效')).toBeTruthy();
    expect(within(row('冷链仓储WMS')).getByText('已过期')).toBeTruthy();
  });

  it('shows the unsubscribe time and offers 退订 no more once unsubscribed', async () => {
    renderList([
      record(4, { marketName: '冷库能耗优化', type: 1, unsubscribeTime: '2099-01-01T02:00:00.000Z' }),
    ]);
    await screen.findByText('冷库能耗优化');
    expect(within(row('冷库能耗优化')).getByText('2099-01-01')).toBeTruthy();
    expect(action('冷库能耗优化', '退订').disabled).toBe(true);
    expect(action('冷库能耗优化', '续订').disabled).toBe(false);
  });

  it('shows a tenant member the subscriptions without any action', async () => {
    loginAs('tenant', false);
    const page: PageData<SubscriptionRecord> = {
      list: ROWS,
      pagination: { currentPage: 1, pageSize: 20, total: 3 },
    };
    vi.spyOn(request, 'get').mockResolvedValue(envelope(page));
    renderRoutes([{ path: '*', element: <AppListPage /> }], '/admin/appList', {
      feedback: recordingFeedback(),
    });
    await screen.findByText('冷机物联网');
    expect(screen.queryByText('操作')).toBeNull();
    for (const label of ['转订阅', '续订', '退订', '删除']) {
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    }
  });

  it('enables the row actions by type, charge and expiry (spec 002 §4)', async () => {
    renderList();
    await screen.findByText('冷机物联网');
    // A charged trial: convert and unsubscribe, not renew.
    expect(action('冷机物联网', '转订阅').disabled).toBe(false);
    expect(action('冷机物联网', '续订').disabled).toBe(true);
    expect(action('冷机物联网', '退订').disabled).toBe(false);
    // A free subscription: nothing but delete.
    expect(action('冷链追溯码', '转订阅').disabled).toBe(true);
    expect(action('冷链追溯码', '续订').disabled).toBe(true);
    expect(action('冷链追溯码', '退订').disabled).toBe(true);
    expect(action('冷链追溯码', '删除').disabled).toBe(false);
    // An expired charged subscription: renew, no unsubscribe.
    expect(action('冷链仓储WMS', '续订').disabled).toBe(false);
    expect(action('冷链仓储WMS', '退订').disabled).toBe(true);
  });

  it('searches by keyword from page 1 on Enter', async () => {
    const { get } = renderList();
    await screen.findByText('冷机物联网');
    const box = screen.getByRole('textbox', { name: '应用名称' });
    fireEvent.change(box, { target: { value: ' 冷机 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/portalWeb/marketSubscribe/selectList',
        { keyword: '冷机', currentPage: 1, pageSize: 20, sort: 'desc' },
        { silent: true },
      ),
    );
  });

  it(
    'unsubscribes at a chosen future time after 退订成功后不能取消, 是否继续?',
    async () => {
      const { feedback } = renderList();
      await screen.findByText('冷机物联网');
      fireEvent.click(action('冷机物联网', '退订'));
      const dialog = await unsubscribeDialog();
      const post = vi.spyOn(request, 'post').mockResolvedValue(envelope(null, '退订成功!'));

      // No time chosen.
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText('请选择退订时间')).toBeTruthy();
      expect(post).not.toHaveBeenCalled();

      const input = within(dialog).getByPlaceholderText('请选择退订时间');
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '2099-01-02 10:30:00' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

      expect(await screen.findByText('退订成功后不能取消, 是否继续?')).toBeTruthy();
      const confirm = screen.getByText('退订成功后不能取消, 是否继续?').closest('.ant-modal') as HTMLElement;
      expect(within(confirm).getAllByText('提示').length).toBeGreaterThan(0);
      fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith('/api/portalWeb/marketSubscribe/unsubscribe', {
          ids: [1],
          unsubscribeTime: '2099-01-02 10:30:00',
        }),
      );
      await waitFor(() => expect(feedback.said).toContainEqual(['success', '退订成功!']));
    },
    SLOW,
  );

  it(
    'says 已取消退订 when the confirm is cancelled',
    async () => {
      const { feedback } = renderList();
      await screen.findByText('冷机物联网');
      fireEvent.click(action('冷机物联网', '退订'));
      const dialog = await unsubscribeDialog();
      const input = within(dialog).getByPlaceholderText('请选择退订时间');
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: '2099-01-02 10:30:00' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      const confirm = (await screen.findByText('退订成功后不能取消, 是否继续?')).closest(
        '.ant-modal',
      ) as HTMLElement;
      const post = vi.spyOn(request, 'post');
      fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(feedback.said).toContainEqual(['info', '已取消退订']));
      expect(post).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it('deletes after 你确定要删除该应用吗？ and reloads the list 500 ms later', async () => {
    const { get, feedback } = renderList();
    await screen.findByText('冷机物联网');
    const post = vi.spyOn(request, 'post').mockResolvedValue(envelope(null, '操作成功'));
    fireEvent.click(action('冷链追溯码', '删除'));
    const confirm = (await screen.findByText('你确定要删除该应用吗？')).closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getAllByText('删除').length).toBeGreaterThan(0);
    const readsBefore = get.mock.calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/portalWeb/marketSubscribe/delete/2'));
    await waitFor(() => expect(feedback.said).toContainEqual(['success', '操作成功']));
    expect(get.mock.calls.length).toBe(readsBefore);
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(readsBefore), { timeout: 1500 });
  });
});
