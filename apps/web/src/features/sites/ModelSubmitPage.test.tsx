import { communityApi } from '@portal/shared/community';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import ModelSubmitPage from './ModelSubmitPage';

function renderForm() {
  vi.spyOn(request, 'get').mockImplementation(async (url: string) =>
    url === urlOf(communityApi.modelSorts)
      ? ({ code: 200, msg: '', data: [{ code: 'heat', name: '传热传质' }] } as never)
      : ({ code: 404, msg: '提交不存在', data: null } as never),
  );
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: '已提交，等待平台审核', data: {} });
  renderRoutes([{ path: '*', element: <ModelSubmitPage /> }], '/community/model');
  return post;
}

afterEach(() => vi.restoreAllMocks());

describe('提交机理模型', () => {
  it("refuses with the contract's messages before sending, then sends the definition with its fields", async () => {
    const post = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请输入模型名称')).toBeTruthy();
    expect(screen.getByText('请选择模型分类')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('模型名称'), { target: { value: '冷库负荷模型' } });
    fireEvent.change(screen.getByLabelText('模型编码'), { target: { value: 'dev-load' } });
    fireEvent.change(screen.getByLabelText('模型简介'), { target: { value: '计算冷库负荷' } });
    fireEvent.mouseDown(screen.getByLabelText('模型分类'));
    fireEvent.click(await screen.findByTitle('传热传质'));
    fireEvent.change(screen.getByLabelText('专业分类'), { target: { value: '冷库设计' } });
    fireEvent.change(screen.getByLabelText('模型原理'), { target: { value: '层流 Re<2300 时 f=64/Re' } });
    fireEvent.change(screen.getByLabelText('域名（留空为本平台）'), {
      target: { value: 'models.example.com' },
    });
    fireEvent.change(screen.getByLabelText('接口路径'), { target: { value: '/v1/run' } });
    const first = screen.getByRole('group', { name: '参数 1' });
    fireEvent.change(within(first).getByLabelText('参数名'), { target: { value: 'area' } });
    fireEvent.change(within(first).getByLabelText('参数说明'), { target: { value: '围护面积' } });
    fireEvent.change(within(first).getByLabelText('单位'), { target: { value: 'm²' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(url).toBe(urlOf(communityApi.createModel));
    expect(body).toMatchObject({
      modelName: '冷库负荷模型',
      code: 'dev-load',
      modelSortCode: 'heat',
      modelTypeName: '机理模型',
      // Plain text becomes an escaped paragraph.
      principle: '<p>层流 Re&lt;2300 时 f=64/Re</p>',
      domain: 'models.example.com',
      uri: '/v1/run',
      fields: [{ requestName: 'area', requestDescribes: '围护面积', unit: 'm²', required: true }],
    });
    expect(body).not.toHaveProperty('modelStatusCode');
  });
});
