import { type ManagedMember, memberAdminApi } from '@portal/shared/member-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import MembersPage from './MembersPage';

const member: ManagedMember = {
  id: 1,
  name: '豫冷智联',
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  level: '理事单位',
  city: '郑州',
  intro: '简介',
  sort: 1,
  createTime: '2026-11-23T16:00:00.000Z',
};

function renderPage() {
  vi.spyOn(request, 'get').mockImplementation(async (url: string) => ({
    code: 200,
    msg: '操作成功',
    data: {
      list: url === urlOf(memberAdminApi.list) ? [member] : [],
      pagination: { currentPage: 1, pageSize: 20, total: url === urlOf(memberAdminApi.list) ? 1 : 0 },
    },
  }));
  const put = vi.spyOn(request, 'put').mockResolvedValue({ code: 200, msg: '会员已更新', data: member });
  const post = vi.spyOn(request, 'post').mockResolvedValue({ code: 200, msg: '标注已保存', data: null });
  renderRoutes([{ path: '*', element: <MembersPage /> }], '/system/members');
  return { put, post };
}

afterEach(() => vi.restoreAllMocks());

describe('会员与地图', () => {
  it('edits a member: its generated badge is sent back unchanged', async () => {
    const { put } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑：豫冷智联' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('所在城市'), { target: { value: ' 新乡 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(urlOf(memberAdminApi.update, { id: 1 }), {
        name: '豫冷智联',
        logo: member.logo,
        level: '理事单位',
        city: '新乡',
        intro: '简介',
        sort: 1,
      }),
    );
  });

  it('refuses an empty marker with the contract’s Chinese messages and sends nothing', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '地图标注' }));
    fireEvent.click(await screen.findByRole('button', { name: '新增标注' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入标注名称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入经度')).toBeTruthy();
    expect(await within(dialog).findByText('请输入地址')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
