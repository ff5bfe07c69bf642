// The browser's zone is not China's: dates must still read in China time (UTC+8).
process.env.TZ = 'America/Los_Angeles';

import { CERTIFICATION_STATUSES } from '@portal/shared/accounts';
import type { PageData } from '@portal/shared/api';
import { type ReviewListItem, reviewApi } from '@portal/shared/certification';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { request } from '../api/request';
import { type ContractColumn, ContractTable, type TableFilter } from './ContractTable';
import { dateColumn, statusColumn } from './columns';

const row = (id: number, overrides: Partial<ReviewListItem> = {}): ReviewListItem => ({
  id,
  tenantUserId: 100 + id,
  account: `1370000${String(id).padStart(4, '0')}`,
  type: 0,
  status: 1,
  adminName: '王建国',
  companyName: `冷链企业${id}`,
  enCode: `cold${id}`,
  submitTime: '2026-03-01T16:30:00.000Z',
  reviewTime: null,
  ...overrides,
});

const COLUMNS: ContractColumn<ReviewListItem>[] = [
  { key: 'account', title: '账号', dataIndex: 'account', essential: true },
  { key: 'companyName', title: '企业', dataIndex: 'companyName' },
  dateColumn({ title: '提交时间', dataIndex: 'submitTime' }),
  statusColumn({ title: '状态', dataIndex: 'status', of: CERTIFICATION_STATUSES, essential: true }),
];
const FILTERS: TableFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: '审核状态',
    allLabel: '全部状态',
    options: CERTIFICATION_STATUSES.options([1, 2, 3]),
  },
  { kind: 'search', name: 'keyword', label: '搜索账号', placeholder: '账号' },
];
const DEFAULTS = { status: '1' };

/** Answers every list call with `rows` and `total`; page 2 and later with rows of their own. */
function serve(rows: ReviewListItem[], total = rows.length) {
  return vi.spyOn(request, 'get').mockImplementation(async (_url, query) => {
    const currentPage = Number((query as { currentPage?: number } | undefined)?.currentPage ?? 1);
    const list = currentPage === 1 ? rows : [row(currentPage * 10 + 1)];
    const data: PageData<ReviewListItem> = { list, pagination: { currentPage, pageSize: 10, total } };
    return { code: 200, msg: '操作成功', data };
  });
}

/** The status tag of the row of `account`. */
const tagOf = (account: string, label: string) =>
  within(screen.getByRole('row', { name: new RegExp(account) })).getByText(label);

/** The query of the last list call. */
function lastQuery(get: ReturnType<typeof serve>) {
  const call = get.mock.calls.at(-1);
  expect(call?.[0]).toBe(reviewApi.list.path);
  return call?.[1];
}

function renderTable(address: string) {
  return renderRoutes(
    [
      {
        path: '/desk',
        element: (
          <ContractTable
            endpoint={reviewApi.list}
            label="认证列表"
            rowKey="id"
            columns={COLUMNS}
            filters={FILTERS}
            defaults={DEFAULTS}
            emptyText="没有认证"
          />
        ),
      },
    ],
    address,
  );
}

function narrowScreen(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: narrow && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const ownMatchMedia = window.matchMedia;
beforeEach(() => narrowScreen(false));
afterEach(() => vi.restoreAllMocks());
// The test files of a worker share one window (vitest.config.ts): leave it as it was found.
afterAll(() => {
  window.matchMedia = ownMatchMedia;
});

describe('ContractTable', () => {
  it('asks the server for one page, and keeps the page in the address (Back returns to page 1)', async () => {
    const get = serve([row(1), row(2)], 25);
    const { router } = renderTable('/desk');
    expect(await screen.findByText('13700000001')).toBeTruthy();
    expect(lastQuery(get)).toEqual({ status: 1, currentPage: 1, pageSize: 10 });
    expect(screen.getByText('共 25 条')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('13700000021')).toBeTruthy();
    expect(router.state.location.search).toBe('?currentPage=2');
    expect(lastQuery(get)).toEqual({ status: 1, currentPage: 2, pageSize: 10 });

    await router.navigate(-1);
    expect(await screen.findByText('13700000001')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('13700000021')).toBeNull();
  });

  it('reads its filters from the address (a reload keeps them) and writes a search back, on page 1', async () => {
    const get = serve([row(3, { status: 3 })]);
    const { router } = renderTable('/desk?status=3&keyword=%E5%86%B7%E9%93%BE&currentPage=2');
    expect(await screen.findByText('13700000021')).toBeTruthy();
    expect(lastQuery(get)).toEqual({ status: 3, keyword: '冷链', currentPage: 2, pageSize: 10 });
    const search = screen.getByRole('searchbox', { name: '搜索账号' }) as HTMLInputElement;
    expect(search.value).toBe('冷链');

    fireEvent.change(search, { target: { value: '  13700000003 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: '3',
        keyword: '13700000003',
      }),
    );
    await waitFor(() =>
      expect(lastQuery(get)).toEqual({ status: 3, keyword: '13700000003', currentPage: 1, pageSize: 10 }),
    );
    expect(tagOf('13700000003', '未通过').className).toContain('status-tag--danger');

    // Back: the previous filters, in the box too.
    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: '搜索账号' }) as HTMLInputElement).value).toBe('冷链'),
    );
  });

  it('leaves out what the contract refuses: a bad status falls back to the default, a bad page to page 1', async () => {
    const get = serve([row(1)]);
    renderTable('/desk?status=9&currentPage=abc&pageSize=100000');
    expect(await screen.findByText('13700000001')).toBeTruthy();
    expect(lastQuery(get)).toEqual({ status: 1, currentPage: 1, pageSize: 10 });
  });

  it('an empty status in the address means every status, overriding the default', async () => {
    const get = serve([row(1)]);
    renderTable('/desk?status=');
    expect(await screen.findByText('13700000001')).toBeTruthy();
    expect(lastQuery(get)).toEqual({ currentPage: 1, pageSize: 10 });
  });

  it('shows times in China time whatever the browser’s zone, and statuses from their family', async () => {
    expect(new Date('2026-03-01T16:30:00.000Z').getTimezoneOffset()).not.toBe(-480);
    serve([row(1)]);
    renderTable('/desk');
    // 16:30 UTC on 1 March is 00:30 on 2 March in China.
    expect(await screen.findByText('2026-03-02 00:30')).toBeTruthy();
    expect(tagOf('13700000001', '待审核').className).toContain('status-tag--info');
  });

  it('says when there is nothing, and what it is loading meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.spyOn(request, 'get').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
    );
    renderTable('/desk');
    expect(await screen.findByText('加载中…')).toBeTruthy();
    answer({
      code: 200,
      msg: '',
      data: { list: [], pagination: { currentPage: 1, pageSize: 10, total: 0 } },
    });
    expect(await screen.findByText('没有认证')).toBeTruthy();
  });

  it('on a phone keeps the essential columns in the row and folds the rest into its expansion', async () => {
    narrowScreen(true);
    serve([row(1)]);
    renderTable('/desk');
    expect(await screen.findByText('13700000001')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toContain('账号');
    expect(headers).toContain('状态');
    expect(headers).not.toContain('提交时间');
    expect(screen.queryByText('2026-03-02 00:30')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '展开行' }));
    const more = await screen.findByText('提交时间');
    expect(within(more.closest('dl') as HTMLElement).getByText('2026-03-02 00:30')).toBeTruthy();
    expect(within(more.closest('dl') as HTMLElement).getByText('冷链企业1')).toBeTruthy();
  });
});
