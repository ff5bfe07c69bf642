import { builtinApi } from '@portal/shared/builtin';
import { type SubmissionDetail, submissionAdminApi } from '@portal/shared/community';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import SubmissionsPage from './SubmissionsPage';

const submission: SubmissionDetail = {
  id: 12,
  kind: 'micro',
  itemId: 90,
  name: '社区露点服务',
  industryName: '冷链物流',
  status: 0,
  rejectReason: '',
  developerName: '陈开发',
  developerAccount: '13800000002',
  packageName: 'dew-point.zip',
  packageSize: 2048,
  submitTime: '2026-11-27T16:10:00.000Z',
  reviewTime: null,
  uses: 0,
  calls: 0,
  industryId: 1,
  contentRemake: '由空气温度与相对湿度计算露点',
  detailsRemake: '',
  method: 'POST',
  protocol: 'HTTP',
  domain: '',
  uri: builtinApi.dewPoint.path,
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
  model: null,
};

const modelSubmission: SubmissionDetail = {
  ...submission,
  id: 13,
  kind: 'model',
  itemId: 40,
  name: '开发者冷负荷模型',
  industryName: '传热传质',
  packageName: '',
  packageSize: 0,
  domain: 'models.example.com',
  protocol: 'HTTPS',
  uri: '/v1/run',
  model: {
    modelName: '开发者冷负荷模型',
    code: 'dev-cold-load',
    describes: '由面积与温差计算冷负荷',
    modelSortCode: 'heat',
    modelSortName: '传热传质',
    modelTypeName: '机理模型',
    professionSortName: '冷库设计',
    principle: '<p>Q=K·A·Δt</p>',
    modelStatusCode: 2,
    method: 'POST',
    protocol: 'HTTPS',
    domain: 'models.example.com',
    prefix: '',
    uri: '/v1/run',
    isRequestData: false,
    fields: submission.fields,
  },
};

function renderQueue() {
  vi.spyOn(request, 'get').mockImplementation(async (url: string) => ({
    code: 200,
    msg: '操作成功',
    data:
      url === urlOf(submissionAdminApi.detail, { id: 12 })
        ? submission
        : url === urlOf(submissionAdminApi.detail, { id: 13 })
          ? modelSubmission
          : { list: [submission, modelSubmission], pagination: { currentPage: 1, pageSize: 10, total: 2 } },
  }));
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: '已驳回，开发者将看到驳回原因', data: submission });
  renderRoutes([{ path: '*', element: <SubmissionsPage /> }], '/system/submissions');
  return post;
}

afterEach(() => vi.restoreAllMocks());

describe('开发者提交', () => {
  it('lists what waits, with the developer and China time, and opens its endpoint and parameters', async () => {
    renderQueue();
    const row = (await screen.findByText('社区露点服务')).closest('tr') as HTMLElement;
    expect(within(row).getByText('陈开发（13800000002）')).toBeTruthy();
    // 16:10 UTC is 00:10 the next day in China.
    expect(within(row).getByText('2026-11-28 00:10')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '审核 社区露点服务' }));
    expect(await screen.findByText(`本平台 ${builtinApi.dewPoint.path}`)).toBeTruthy();
    expect(screen.getByText('temperature')).toBeTruthy();
    expect(screen.getByText('请求体 body')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载安装包 dew-point.zip' })).toBeTruthy();
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const post = renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: '审核 社区露点服务' }));
    fireEvent.click(await screen.findByRole('button', { name: /驳\s*回/ }));
    // (jsdom gives antd's dialogs no usable name: the modal is found by its title's text)
    const dialog = (await screen.findByText('驳回提交')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '  请补充参数单位 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(submissionAdminApi.reject, { id: 12 }), {
        reason: '请补充参数单位',
      }),
    );
  });

  it('shows both kinds; a model opens with its code, principle and endpoint, and no package', async () => {
    renderQueue();
    const row = (await screen.findByText('开发者冷负荷模型')).closest('tr') as HTMLElement;
    expect(within(row).getByText('机理模型')).toBeTruthy();
    const micro = screen.getByText('社区露点服务').closest('tr') as HTMLElement;
    expect(within(micro).getByText('微服务')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '审核 开发者冷负荷模型' }));
    expect(await screen.findByText('dev-cold-load')).toBeTruthy();
    expect(screen.getByText('Q=K·A·Δt')).toBeTruthy();
    expect(screen.getByText('https://models.example.com/v1/run')).toBeTruthy();
    expect(screen.queryByText('安装包')).toBeNull();
  });
});
