import { modelSortAdminApi } from '@portal/shared/app-admin';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { SELF_PATH_PREFIX } from '@portal/shared/micro-endpoint';
import {
  type ManagedModel,
  type ManagedModelDetail,
  MODEL_ADMIN_TEXTS,
  modelAdminApi,
} from '@portal/shared/model-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import ModelsPage from './ModelsPage';

/** The built-in services' prefix, as a model's request definition names it. */
const BUILTIN_PREFIX = SELF_PATH_PREFIX.replace(/\/$/, '');

const row: ManagedModel = {
  id: 7,
  modelName: '湿空气焓湿模型',
  code: 'moist-air',
  iconAddr: pathWith(marketApi.logo.path, { kind: 'model', file: '7.svg' }),
  modelSortCode: 'thermo',
  modelSortName: '热力学物性',
  modelStatusCode: 3,
  useCount: 156,
  runs: 0,
  builtin: true,
  // 16:10 UTC is 00:10 the next day in China.
  updateTime: '2026-11-23T16:10:00.000Z',
};

const detail: ManagedModelDetail = {
  ...row,
  describes: '计算湿空气含湿量、比焓与水蒸气分压力',
  modelTypeName: '机理模型',
  professionSortName: '暖通空调',
  principle: '饱和水蒸气压按 Magnus 式',
  method: 'POST',
  protocol: 'HTTP',
  domain: '',
  prefix: BUILTIN_PREFIX,
  uri: '/model/moist-air',
  isRequestData: false,
  fields: [
    {
      requestName: 'pressure',
      requestDescribes: '大气压力',
      requestType: 6,
      requestLocation: 3,
      required: true,
      requestDefaultValue: '101.325',
      unit: 'kPa',
    },
  ],
};

function renderModels(address = '/system/models') {
  const get = vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
    if (url === urlOf(modelSortAdminApi.list))
      return {
        code: 200,
        msg: '',
        data: {
          list: [{ code: 'thermo', name: '热力学物性', sort: 0, modelCount: 1 }],
          pagination: { currentPage: 1, pageSize: 100, total: 1 },
        },
      } as never;
    if (url === urlOf(modelAdminApi.detail, { id: 7 })) return { code: 200, msg: '', data: detail } as never;
    return {
      code: 200,
      msg: '',
      data: { list: [row], pagination: { currentPage: 1, pageSize: 20, total: 1 } },
    } as never;
  });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: MODEL_ADMIN_TEXTS.removed, data: null });
  const put = vi
    .spyOn(request, 'put')
    .mockResolvedValue({ code: 200, msg: MODEL_ADMIN_TEXTS.updated, data: detail });
  renderRoutes([{ path: '*', element: <ModelsPage /> }], address);
  return { get, post, put };
}

afterEach(() => vi.restoreAllMocks());

describe('机理模型管理', () => {
  it('lists every model with status, use count and China time, sending the address filters to the server', async () => {
    const { get } = renderModels(
      '/system/models?status=3&modelSortCode=thermo&sort=useCountDesc&keyword=湿空气',
    );
    const line = (await screen.findByText('湿空气焓湿模型')).closest('tr') as HTMLElement;
    expect(within(line).getByText('已发布')).toBeTruthy();
    expect(within(line).getByText('156')).toBeTruthy();
    expect(within(line).getByText('2026-11-24 00:10')).toBeTruthy();
    expect(within(line).getByText('平台内置计算')).toBeTruthy();
    const list = get.mock.calls.find(([url]) => url === urlOf(modelAdminApi.list)) as unknown as [
      string,
      Record<string, unknown>,
    ];
    expect(list[1]).toMatchObject({
      status: 3,
      modelSortCode: 'thermo',
      sort: 'useCountDesc',
      keyword: '湿空气',
    });
  });

  it("edits a field's label and unit and sends the whole definition, the built-in code locked", async () => {
    const { put } = renderModels();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：湿空气焓湿模型' }));
    const label = await screen.findByDisplayValue('大气压力');
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect((within(drawer).getByDisplayValue('moist-air') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(label, { target: { value: '当地大气压' } });
    fireEvent.change(within(drawer).getByDisplayValue('kPa'), { target: { value: 'kPa(绝对)' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [url, body] = put.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(url).toBe(urlOf(modelAdminApi.update, { id: 7 }));
    expect(body).toMatchObject({
      code: 'moist-air',
      modelStatusCode: 3,
      prefix: BUILTIN_PREFIX,
      // Plain text becomes a paragraph; the server sanitises it.
      principle: '<p>饱和水蒸气压按 Magnus 式</p>',
      iconAddr: '',
      fields: [
        { requestName: 'pressure', requestDescribes: '当地大气压', unit: 'kPa(绝对)', required: true },
      ],
    });
  });

  it('refuses a field without a name on the form, before any call', async () => {
    const { put } = renderModels();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：湿空气焓湿模型' }));
    await screen.findByDisplayValue('大气压力');
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByDisplayValue('pressure'), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请输入参数名')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('deletes only after a confirm that says what follows', async () => {
    const { post } = renderModels();
    fireEvent.click(await screen.findByRole('button', { name: '删除：湿空气焓湿模型' }));
    expect(await screen.findByText(/已被使用 156 次/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    const confirm = document.querySelector('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe(urlOf(modelAdminApi.remove, { id: 7 }));
  });
});
