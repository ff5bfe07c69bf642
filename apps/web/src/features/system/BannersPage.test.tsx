import { bannerAdminApi, type ManagedBanner } from '@portal/shared/banner-admin';
import { pathWith } from '@portal/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import BannersPage from './BannersPage';

const PICTURE = pathWith(bannerAdminApi.image.path, { name: 'slide.png' });

const banner = (id: number, overrides: Partial<ManagedBanner> = {}): ManagedBanner => ({
  id,
  type: 1,
  title: `首页轮播${id}`,
  snapshot: '副标题',
  url: PICTURE,
  textColor: '#ffffff',
  sortCode: 5,
  status: 1,
  createTime: '2026-11-23T16:00:00.000Z',
  ...overrides,
});

function renderPage() {
  const get = vi.spyOn(request, 'get').mockResolvedValue({
    code: 200,
    msg: '操作成功',
    data: {
      list: [banner(1), banner(2, { status: 0, type: 7, textColor: '#000000' })],
      pagination: { currentPage: 1, pageSize: 20, total: 2 },
    },
  });
  const put = vi.spyOn(request, 'put').mockResolvedValue({ code: 200, msg: '轮播图已更新', data: banner(1) });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: '轮播图已隐藏', data: banner(1) });
  renderRoutes([{ path: '*', element: <BannersPage /> }], '/system/banners?type=1');
  return { get, put, post };
}

afterEach(() => vi.restoreAllMocks());

describe('轮播图管理', () => {
  it('lists banners with their page, colour and state, filtered by the address', async () => {
    const { get } = renderPage();
    const row = (await screen.findByText('首页轮播1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('显示中')).toBeTruthy();
    expect(within(row).getByText('1 首页')).toBeTruthy();
    const hidden = screen.getByText('首页轮播2').closest('tr') as HTMLElement;
    expect(within(hidden).getByText('已隐藏')).toBeTruthy();
    expect(within(hidden).getByText('#000000')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      urlOf(bannerAdminApi.list),
      expect.objectContaining({ type: 1 }),
      expect.anything(),
    );
  });

  it('edits a banner: the colour as typed is sent as #rrggbb', async () => {
    const { put } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：首页轮播1' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('轮播图标题') as HTMLInputElement).value).toBe('首页轮播1');
    fireEvent.change(within(dialog).getByLabelText('文字颜色'), { target: { value: 'F00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(urlOf(bannerAdminApi.update, { id: 1 }), {
        type: 1,
        title: '首页轮播1',
        snapshot: '副标题',
        url: PICTURE,
        textColor: '#ff0000',
        sortCode: 5,
        shown: true,
      }),
    );
  });

  it('refuses an empty form and a wrong colour with the contract’s Chinese messages and sends nothing', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '新建轮播图' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('文字颜色'), { target: { value: 'red' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入轮播图标题')).toBeTruthy();
    expect(await within(dialog).findByText('请上传轮播图图片')).toBeTruthy();
    expect(await within(dialog).findByText('文字颜色须为 #RRGGBB 形式的颜色值')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('hides a shown banner from its row', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '隐藏：首页轮播1' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(bannerAdminApi.setStatus, { id: 1 }), { shown: false }),
    );
  });
});
