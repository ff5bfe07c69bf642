import {
  APP_ADMIN_TEXTS,
  appAdminApi,
  type ManagedApp,
  type ManagedAppDetail,
} from '@portal/shared/app-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import AppsPage from './AppsPage';

const app = (id: number, overrides: Partial<ManagedApp> = {}): ManagedApp => ({
  id,
  name: `应用${id}`,
  logo: `/logo/${id}.png`,
  detailsRemake: '简介',
  industryId: 2,
  industryName: '智能制造',
  state: 1,
  charged: false,
  isTrial: false,
  trialTime: null,
  exploitTenantId: null,
  exploitTenantName: null,
  installNum: 10,
  minPrice: null,
  planCount: 0,
  createTime: '2026-11-23T16:10:00.000Z',
  modifyTime: '2026-11-23T16:10:00.000Z',
  ...overrides,
});

const spare = app(31, { name: '备件库存管理' });
const charged = app(32, {
  name: '冷机物联网',
  charged: true,
  isTrial: true,
  trialTime: 3,
  minPrice: 1680,
  planCount: 5,
});
const detail: ManagedAppDetail = {
  ...spare,
  details: '<p>详情</p>',
  contactPerson: '平台运营部',
  plans: [],
  associations: [],
  cycle: null,
};

function renderApps(address = '/system/apps') {
  const get = vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
    if (url === urlOf(appAdminApi.options))
      return {
        code: 200,
        msg: '',
        data: {
          industries: [{ id: 2, name: '智能制造' }],
          tenants: [{ id: 5, name: '示例食品有限公司' }],
          apps: [
            { id: 31, name: '备件库存管理', state: 1 },
            { id: 32, name: '冷机物联网', state: 1 },
          ],
        },
      } as never;
    if (url === urlOf(appAdminApi.detail, { id: 31 })) return { code: 200, msg: '', data: detail } as never;
    return {
      code: 200,
      msg: '',
      data: { list: [spare, charged], pagination: { currentPage: 1, pageSize: 20, total: 2 } },
    } as never;
  });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: APP_ADMIN_TEXTS.removed, data: null });
  const put = vi
    .spyOn(request, 'put')
    .mockResolvedValue({ code: 200, msg: APP_ADMIN_TEXTS.updated, data: detail });
  renderRoutes([{ path: '*', element: <AppsPage /> }], address);
  return { get, post, put };
}

afterEach(() => vi.restoreAllMocks());

describe('应用管理', () => {
  it('lists the apps with state and charges, sending the address filters to the server', async () => {
    const { get } = renderApps('/system/apps?state=1&charged=charged&industry=2&sort=installNumDesc');
    const row = (await screen.findByText('冷机物联网')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已上架')).toBeTruthy();
    expect(within(row).getByText('收费')).toBeTruthy();
    expect(within(row).getByText('试用3个月')).toBeTruthy();
    expect(within(row).getByText('¥1680.00 起')).toBeTruthy();
    const list = get.mock.calls.find(([url]) => url === urlOf(appAdminApi.list)) as unknown as [
      string,
      Record<string, unknown>,
    ];
    expect(list[1]).toMatchObject({ state: 1, charged: 'charged', industry: 2, sort: 'installNumDesc' });
  });

  it('deletes only after 删除警告 · 是否确认删除当前应用', async () => {
    const { post } = renderApps();
    fireEvent.click(await screen.findByRole('button', { name: '删除：备件库存管理' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(APP_ADMIN_TEXTS.removeConfirmTitle).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(APP_ADMIN_TEXTS.removeConfirm)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe(urlOf(appAdminApi.remove, { id: 31 }));
  });

  it('refuses a charged app without a plan, then sends the plan in yuan', async () => {
    const { put } = renderApps();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：备件库存管理' }));
    await screen.findByDisplayValue('备件库存管理');
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText(APP_ADMIN_TEXTS.edit)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('radio', { name: '收费' }));
    await within(drawer).findByRole('button', { name: /添加收费标准/ });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText(APP_ADMIN_TEXTS.chargedNeedsPlan)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.click(within(drawer).getByRole('button', { name: /添加收费标准/ }));
    fireEvent.change(await within(drawer).findByLabelText('原价（元）'), { target: { value: '1680' } });
    fireEvent.change(within(drawer).getByLabelText('现价（元）'), { target: { value: '1288' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [url, body] = put.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(url).toBe(urlOf(appAdminApi.update, { id: 31 }));
    expect(body).toMatchObject({
      name: '备件库存管理',
      charged: true,
      plans: [{ duration: 1, originalPrice: 1680, currentPrice: 1288 }],
    });
  });
});
