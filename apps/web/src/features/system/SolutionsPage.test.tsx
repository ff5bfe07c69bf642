import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { type ManagedSolution, solutionAdminApi } from '@portal/shared/solution-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import SolutionsPage from './SolutionsPage';

const PICTURE = pathWith(contentApi.image.path, { name: 'industry-1.svg' });

const solution = (id: number, overrides: Partial<ManagedSolution> = {}): ManagedSolution => ({
  id,
  title: `冷库方案${id}`,
  digest: '简介',
  icon: PICTURE,
  picture: PICTURE,
  content: '<p>正文</p>',
  painPoints: [{ title: '能耗高', text: '电费高' }],
  values: [],
  sortCode: id,
  status: 1,
  caseCount: 2,
  createTime: '2026-11-23T16:00:00.000Z',
  ...overrides,
});

function renderPage() {
  const page = (list: unknown[]) => ({
    code: 200,
    msg: '操作成功',
    data: { list, pagination: { currentPage: 1, pageSize: 10, total: list.length } },
  });
  const get = vi
    .spyOn(request, 'get')
    .mockImplementation(async (url: string) =>
      url === urlOf(solutionAdminApi.list)
        ? page([solution(1), solution(2, { status: 0, caseCount: 0 })])
        : page([]),
    );
  const put = vi
    .spyOn(request, 'put')
    .mockResolvedValue({ code: 200, msg: '解决方案已更新', data: solution(1) });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: '解决方案已保存', data: solution(3) });
  renderRoutes([{ path: '*', element: <SolutionsPage /> }], '/system/solutions');
  return { get, put, post };
}

afterEach(() => vi.restoreAllMocks());

describe('解决方案管理', () => {
  it('lists solutions with their state and case count', async () => {
    renderPage();
    const row = (await screen.findByText('冷库方案1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已发布')).toBeTruthy();
    expect(
      within(screen.getByText('冷库方案2').closest('tr') as HTMLElement).getByText('未发布'),
    ).toBeTruthy();
  });

  it('edits a solution: its points come back as they were, the body as HTML', async () => {
    const { put } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：冷库方案1' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('行业痛点1标题') as HTMLInputElement).value).toBe('能耗高');
    fireEvent.change(within(dialog).getByLabelText('方案正文'), { target: { value: '第一段\n\n第二段' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(urlOf(solutionAdminApi.update, { id: 1 }), {
        title: '冷库方案1',
        digest: '简介',
        icon: PICTURE,
        picture: PICTURE,
        content: '<p>第一段</p>\n<p>第二段</p>',
        painPoints: [{ title: '能耗高', text: '电费高' }],
        values: [],
        sortCode: 1,
        published: true,
      }),
    );
  });

  it('refuses an empty form and an empty point with the contract’s Chinese messages and sends nothing', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '新建解决方案' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '添加方案价值' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入方案名称')).toBeTruthy();
    expect(await within(dialog).findByText('请上传方案图标')).toBeTruthy();
    expect(await within(dialog).findByText('请输入方案正文')).toBeTruthy();
    expect(await within(dialog).findByText('请输入方案价值标题')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
