import type { MicroCard, MicroGroup } from '@portal/shared/catalogue';
import type { AppCard, IndustryGroup } from '@portal/shared/market';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/test-utils';
import { request } from '../../../shared/api/request';
import { envelope, loginAs, recordingFeedback } from '../test-fixtures';
import ApplicationPage from './ApplicationPage';
import ListPage from './ListPage';
import MicroservicePage from './MicroservicePage';

const app = (id: number, charged = true): AppCard => ({
  id,
  name: `应用${id}`,
  logo: '',
  detailsRemake: `说明${id}`,
  industry: 1,
  industryName: '冷链物流',
  charged,
  isTrial: charged,
  trialTime: charged ? 3 : null,
  installNum: 100 - id,
  exploitTenantId: null,
  minPrice: charged ? 1000 : null,
  createTime: '2026-01-05T02:00:00.000Z',
});

const micro = (id: number): MicroCard => ({
  id,
  name: `微服务${id}`,
  icon: '',
  contentRemake: '',
  category: '冷链物流',
  industry: 1,
  industryName: '冷链物流',
  charged: false,
  type: 1,
  uploadCount: 1,
  contactPerson: '',
  createTime: '2026-01-05T02:00:00.000Z',
  modifyTime: '2026-01-05T02:00:00.000Z',
});

/** Answers every GET and POST by path; banners are empty (the carousel shows its fallback). */
function serve(routes: Record<string, unknown>) {
  const answer = async (url: string) => {
    if (url.includes('/banner/'))
      return envelope({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    if (url in routes) return envelope(routes[url]);
    throw new Error(`unexpected call ${url}`);
  };
  return {
    get: vi.spyOn(request, 'get').mockImplementation(answer),
    post: vi.spyOn(request, 'post').mockImplementation(answer),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('/Application (spec 000 §2.6)', () => {
  const group: IndustryGroup = {
    id: 1,
    name: '冷链物流',
    total: 9,
    marketList: [app(1), app(2, false), app(3), app(4), app(5), app(6), app(7), app(8)],
  };

  it('shows 2 featured cards and 6 small items per industry, with 更多 to /List', async () => {
    serve({ '/api/portalWeb/market/groupByIndustryDesc': [group] });
    renderRoutes([{ path: '*', element: <ApplicationPage /> }], '/Application', {
      feedback: recordingFeedback(),
    });
    const section = (await screen.findByRole('heading', { name: /冷链物流/, level: 2 })).closest(
      'section',
    ) as HTMLElement;
    expect(section.querySelectorAll('.item-card')).toHaveLength(2);
    expect(section.querySelectorAll('.item-small')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: '冷链物流更多' }).getAttribute('href')).toBe(
      `/List?type=${encodeURIComponent('冷链物流')}&page=app`,
    );
    // A charged card: 订阅 and 加入购物车; a free one: 免费订阅 only.
    const [charged, free] = [...section.querySelectorAll('.item-card')] as HTMLElement[];
    expect(within(charged as HTMLElement).getByRole('button', { name: '订阅' })).toBeTruthy();
    expect(within(charged as HTMLElement).getByRole('button', { name: /加入购物车/ })).toBeTruthy();
    expect(within(free as HTMLElement).getByRole('button', { name: '免费订阅' })).toBeTruthy();
    expect(within(free as HTMLElement).queryByRole('button', { name: /加入购物车/ })).toBeNull();
    // The card opens the detail page.
    expect(
      within(charged as HTMLElement)
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toBe('/AppdetailInfo?title=yysc&catalogue=1&page=app');
  });

  it('shows the floating cart only when logged in', async () => {
    serve({ '/api/portalWeb/market/groupByIndustryDesc': [group] });
    const first = renderRoutes([{ path: '*', element: <ApplicationPage /> }], '/Application', {
      feedback: recordingFeedback(),
    });
    await screen.findByRole('heading', { name: /冷链物流/, level: 2 });
    expect(screen.queryByRole('button', { name: /^购物车/ })).toBeNull();
    first.unmount();

    vi.restoreAllMocks();
    loginAs('tenant', true);
    serve({
      '/api/portalWeb/market/groupByIndustryDesc': [group],
      '/api/portalWeb/marketShopping/selectList/7': [],
    });
    renderRoutes([{ path: '*', element: <ApplicationPage /> }], '/Application', {
      feedback: recordingFeedback(),
    });
    expect(await screen.findByRole('button', { name: /^购物车/ })).toBeTruthy();
  });

  it('says 暂无数据~ when there are no apps', async () => {
    serve({ '/api/portalWeb/market/groupByIndustryDesc': [] });
    renderRoutes([{ path: '*', element: <ApplicationPage /> }], '/Application', {
      feedback: recordingFeedback(),
    });
    expect(await screen.findByText('暂无数据~')).toBeTruthy();
  });
});

describe('/Microservice (spec 000 §2.7)', () => {
  it('links 更多 only for a group of more than 5', async () => {
    const groups: MicroGroup[] = [
      { id: 1, name: '冷链物流', total: 6, microList: [1, 2, 3, 4, 5, 6].map(micro) },
      { id: 2, name: '食品加工', total: 5, microList: [7, 8, 9, 10, 11].map(micro) },
    ];
    serve({ '/api/portalWeb/micro/groupByIndustry': groups });
    renderRoutes([{ path: '*', element: <MicroservicePage /> }], '/Microservice', {
      feedback: recordingFeedback(),
    });
    expect(await screen.findByRole('link', { name: '冷链物流更多' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '食品加工更多' })).toBeNull();
    const first = screen
      .getByRole('heading', { name: /冷链物流/, level: 2 })
      .closest('section') as HTMLElement;
    expect(first.querySelectorAll('.item-card')).toHaveLength(2);
    expect(first.querySelectorAll('.item-small')).toHaveLength(4);
  });
});

describe('/List (spec 000 §2.9)', () => {
  const page = (list: AppCard[], total = list.length) => ({
    list,
    pagination: { currentPage: 1, pageSize: 12, total },
  });

  it('asks for 12 published apps of the category in the address, newest first', async () => {
    const { get, post } = serve({
      '/api/portalWeb/marketType/getAllType': [
        { id: 1, name: '冷链物流' },
        { id: 2, name: '食品加工' },
      ],
      '/api/portalWeb/market/selectMarketList': page([app(1), app(2)], 30),
    });
    const { router } = renderRoutes(
      [{ path: '*', element: <ListPage /> }],
      '/List?type=%E5%86%B7%E9%93%BE%E7%89%A9%E6%B5%81&page=app',
      {
        feedback: recordingFeedback(),
      },
    );
    expect(await screen.findByText('应用1')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/api/portalWeb/market/selectMarketList',
      { currentPage: 1, pageSize: 12, sort: 'desc', industryName: '冷链物流', state: 1 },
      { silent: true },
    );
    expect(post).toHaveBeenCalledWith('/api/portalWeb/marketType/getAllType', {}, { silent: true });
    expect(screen.getByRole('button', { name: '冷链物流', pressed: true })).toBeTruthy();
    expect(screen.getByText('共 30 条')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '食品加工' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?type=${encodeURIComponent('食品加工')}&page=app`),
    );
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/portalWeb/market/selectMarketList',
        { currentPage: 1, pageSize: 12, sort: 'desc', industryName: '食品加工', state: 1 },
        { silent: true },
      ),
    );
  });

  it('shows 暂无数据~ for an empty category', async () => {
    serve({
      '/api/portalWeb/micro/getAllType': [{ id: 1, name: '冷链物流' }],
      '/api/portalWeb/micro/selectList': { list: [], pagination: { currentPage: 1, pageSize: 12, total: 0 } },
    });
    renderRoutes([{ path: '*', element: <ListPage /> }], '/List?page=micr&type=x', {
      feedback: recordingFeedback(),
    });
    expect(await screen.findByText('暂无数据~')).toBeTruthy();
  });
});
