import {
  type ManagedMicro,
  type ManagedMicroDetail,
  MICRO_ADMIN_TEXTS,
  microAdminApi,
} from '@portal/shared/micro-admin';
import { MICRO_ENDPOINT_TEXTS, SELF_PATH_PREFIX } from '@portal/shared/micro-endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import MicrosPage from './MicrosPage';

const PREFIX = SELF_PATH_PREFIX.slice(0, -1);

const micro = (id: number, overrides: Partial<ManagedMicro> = {}): ManagedMicro => ({
  id,
  name: `微服务${id}`,
  icon: `/logo/${id}.png`,
  contentRemake: '简介',
  industryId: 2,
  industryName: '冷链物流',
  type: 1,
  state: 1,
  charged: false,
  uploadCount: 532,
  tenantCalls: 0,
  submission: null,
  createTime: '2026-11-23T16:10:00.000Z',
  modifyTime: '2026-11-23T16:10:00.000Z',
  ...overrides,
});

const dewPoint = micro(41, { name: '露点温度计算', tenantCalls: 3 });
const submitted = micro(42, {
  name: '冷库能耗估算',
  state: 0,
  uploadCount: 0,
  submission: { id: 7, status: 0, developerName: '李开发' },
});
const detail: ManagedMicroDetail = {
  ...dewPoint,
  detailsRemake: '采用 Magnus 公式',
  content: '<p>详情</p>',
  contactPerson: '平台运营部',
  method: 'POST',
  protocol: 'HTTP',
  domain: '',
  prefix: PREFIX,
  uri: '/micro/dew-point',
  fields: [
    {
      requestName: 'temperature',
      requestDescribes: '空气温度',
      requestType: 6,
      requestLocation: 3,
      required: true,
      requestDefaultValue: '25',
      unit: '°C',
    },
  ],
};

function renderMicros(address = '/system/micros') {
  const get = vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
    if (url === urlOf(microAdminApi.options))
      return {
        code: 200,
        msg: '',
        data: { industries: [{ id: 2, name: '冷链物流' }], allowedHosts: ['127.0.0.1:8080'] },
      } as never;
    if (url === urlOf(microAdminApi.detail, { id: 41 })) return { code: 200, msg: '', data: detail } as never;
    return {
      code: 200,
      msg: '',
      data: { list: [dewPoint, submitted], pagination: { currentPage: 1, pageSize: 20, total: 2 } },
    } as never;
  });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: MICRO_ADMIN_TEXTS.removed, data: null });
  const put = vi
    .spyOn(request, 'put')
    .mockResolvedValue({ code: 200, msg: MICRO_ADMIN_TEXTS.updated, data: detail });
  renderRoutes([{ path: '*', element: <MicrosPage /> }], address);
  return { get, post, put };
}

afterEach(() => vi.restoreAllMocks());

describe('微服务管理', () => {
  it('lists every microservice with type, state, uses and source, sending the address filters to the server', async () => {
    const { get } = renderMicros('/system/micros?state=0&type=1&industry=2&sort=usesDesc&keyword=冷库');
    const row = (await screen.findByText('冷库能耗估算')).closest('tr') as HTMLElement;
    expect(within(row).getByText('未发布')).toBeTruthy();
    expect(within(row).getByText('在线试用')).toBeTruthy();
    expect(within(row).getByText('李开发')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    const tried = (await screen.findByText('露点温度计算')).closest('tr') as HTMLElement;
    expect(within(tried).getByText('租户试用 3 次')).toBeTruthy();
    expect(within(tried).getByText('平台')).toBeTruthy();
    // China time, whatever the browser's zone.
    expect(within(tried).getByText('2026-11-24 00:10')).toBeTruthy();
    const list = get.mock.calls.find(([url]) => url === urlOf(microAdminApi.list)) as unknown as [
      string,
      Record<string, unknown>,
    ];
    expect(list[1]).toMatchObject({ state: 0, type: 1, industry: 2, sort: 'usesDesc', keyword: '冷库' });
  });

  it('deletes only after a confirm that says what goes with it', async () => {
    const { post } = renderMicros();
    fireEvent.click(await screen.findByRole('button', { name: '删除：冷库能耗估算' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确认删除「冷库能耗估算」/)).toBeTruthy();
    expect(within(dialog).getByText(/开发者的提交记录与安装包也一并删除/)).toBeTruthy();
    expect(within(dialog).getByText(/已有租户试用记录或开发者提交待审核的微服务不能删除/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe(urlOf(microAdminApi.remove, { id: 42 }));
  });

  it('refuses a domain off the forwarding allow-list, then sends the parameters in order', async () => {
    const { put } = renderMicros();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：露点温度计算' }));
    await screen.findByDisplayValue('露点温度计算');
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText(/转发白名单：127\.0\.0\.1:8080/)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('域名（留空为本平台）'), {
      target: { value: 'api.example.com' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(drawer).findByText(
        MICRO_ENDPOINT_TEXTS.notAllowed('api.example.com:80', ['127.0.0.1:8080']),
      ),
    ).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(within(drawer).getByLabelText('域名（留空为本平台）'), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '添加参数' }));
    const second = await within(drawer).findByRole('group', { name: '参数 2' });
    fireEvent.change(within(second).getByLabelText('参数名'), { target: { value: 'unit' } });
    fireEvent.change(within(second).getByLabelText('参数说明'), { target: { value: '单位制' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '上移参数 2' }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [url, body] = put.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(url).toBe(urlOf(microAdminApi.update, { id: 41 }));
    expect(body).toMatchObject({
      name: '露点温度计算',
      domain: '',
      prefix: PREFIX,
      uri: '/micro/dew-point',
      fields: [
        { requestName: 'unit', requestDescribes: '单位制', required: true },
        { requestName: 'temperature', requestDescribes: '空气温度', required: true },
      ],
    });
  });
});
