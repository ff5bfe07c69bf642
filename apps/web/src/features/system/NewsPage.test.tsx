import { pathWith } from '@portal/shared/contract';
import { type ManagedNews, newsAdminApi } from '@portal/shared/news-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import NewsPage from './NewsPage';

const POSTER = pathWith(newsAdminApi.image.path, { name: 'poster.png' });

const news = (id: number, overrides: Partial<ManagedNews> = {}): ManagedNews => ({
  id,
  headline: `冷链新闻${id}`,
  summary: '摘要',
  poster: POSTER,
  body: '<p>正文</p>',
  publishTime: '2026-11-23T16:10:00.000Z',
  published: true,
  status: 1,
  hot: false,
  clickCount: 12,
  createTime: '2026-11-23T16:00:00.000Z',
  updateTime: '2026-11-23T16:10:00.000Z',
  ...overrides,
});

function renderPage() {
  const get = vi.spyOn(request, 'get').mockResolvedValue({
    code: 200,
    msg: '操作成功',
    data: {
      list: [news(1, { hot: true }), news(2, { status: 0, published: false }), news(3, { status: 2 })],
      pagination: { currentPage: 1, pageSize: 10, total: 3 },
    },
  });
  const put = vi.spyOn(request, 'put').mockResolvedValue({ code: 200, msg: '新闻已更新', data: news(1) });
  const post = vi.spyOn(request, 'post').mockResolvedValue({ code: 200, msg: '新闻已删除', data: null });
  renderRoutes([{ path: '*', element: <NewsPage /> }], '/system/news?status=1');
  return { get, put, post };
}

afterEach(() => vi.restoreAllMocks());

describe('新闻管理', () => {
  it('lists drafts, published and scheduled items with their China time, filtered by the address', async () => {
    const { get } = renderPage();
    const row = (await screen.findByText('冷链新闻1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已发布')).toBeTruthy();
    expect(within(row).getByText('热门')).toBeTruthy();
    // 16:10 UTC on 23 November is 00:10 on the 24th in China.
    expect(within(row).getAllByText('2026-11-24 00:10')).toHaveLength(2);
    expect(within(screen.getByText('冷链新闻2').closest('tr') as HTMLElement).getByText('草稿')).toBeTruthy();
    expect(
      within(screen.getByText('冷链新闻3').closest('tr') as HTMLElement).getByText('定时发布'),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      urlOf(newsAdminApi.list),
      expect.objectContaining({ status: 1, sort: 'publishTimeDesc' }),
      expect.anything(),
    );
  });

  it('edits an item: the stored UTC time comes back unchanged, the body as HTML', async () => {
    const { put } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：冷链新闻1' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('新闻标题') as HTMLInputElement).value).toBe('冷链新闻1');
    fireEvent.change(within(dialog).getByLabelText('新闻正文'), { target: { value: '第一段\n\n第二段' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(urlOf(newsAdminApi.update, { id: 1 }), {
        headline: '冷链新闻1',
        summary: '摘要',
        poster: POSTER,
        body: '<p>第一段</p>\n<p>第二段</p>',
        publishTime: '2026-11-23T16:10:00.000Z',
        published: true,
        hot: true,
      }),
    );
  });

  it('refuses an empty form with the contract’s Chinese messages and sends nothing', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '新建新闻' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入新闻标题')).toBeTruthy();
    expect(await within(dialog).findByText('请上传新闻封面图')).toBeTruthy();
    expect(await within(dialog).findByText('请输入新闻正文')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('deletes after the confirm', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '删除：冷链新闻2' }));
    expect(await screen.findByText('确认删除该新闻？删除后不可恢复，门户不再显示。')).toBeTruthy();
    const confirm = document.querySelector('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(urlOf(newsAdminApi.remove, { id: 2 }), {}));
  });
});
