import { type ManagedMessage, messagesAdminApi } from '@portal/shared/messages-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import MessagesPage from './MessagesPage';

const message = (id: number, overrides: Partial<ManagedMessage> = {}): ManagedMessage => ({
  id,
  name: `留言人${id}`,
  tel: '13912345678',
  email: `v${id}@example.com`,
  content: `想了解冷库监控 ${id}`,
  source: 'Contact',
  createTime: '2026-11-23T16:10:00.000Z',
  read: 0,
  readTime: null,
  replyNote: null,
  replyBy: null,
  replyTime: null,
  ...overrides,
});

const unread = message(7);
const answered = message(8, {
  read: 1,
  readTime: '2026-11-24T02:00:00.000Z',
  replyNote: '已电话联系',
  replyBy: '平台运营',
  replyTime: '2026-11-24T02:00:00.000Z',
});

function renderMessages(address = '/system/messages') {
  const get = vi.spyOn(request, 'get').mockResolvedValue({
    code: 200,
    msg: '操作成功',
    data: { list: [unread, answered], pagination: { currentPage: 1, pageSize: 10, total: 2 } },
  });
  const post = vi
    .spyOn(request, 'post')
    .mockResolvedValue({ code: 200, msg: '回复备注已保存', data: answered });
  renderRoutes([{ path: '*', element: <MessagesPage /> }], address);
  return { get, post };
}

afterEach(() => vi.restoreAllMocks());

describe('留言管理', () => {
  it('reads its filters from the address and shows each message in China time, with the reply and who wrote it', async () => {
    const { get } = renderMessages('/system/messages?read=0&dateFrom=2026-11-01&dateTo=2026-11-30');
    const row = (await screen.findByText('想了解冷库监控 7')).closest('tr') as HTMLElement;
    // 16:10 UTC on 23 November is 00:10 on the 24th in China.
    expect(within(row).getByText('2026-11-24 00:10')).toBeTruthy();
    expect(within(row).getByText('未读')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '标为已读：留言人7' })).toBeTruthy();
    const done = screen.getByText('想了解冷库监控 8').closest('tr') as HTMLElement;
    expect(within(done).getByText('已电话联系')).toBeTruthy();
    expect(within(done).getByText('平台运营 · 2026-11-24 10:00')).toBeTruthy();
    expect(within(done).getByRole('button', { name: '标为未读：留言人8' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      urlOf(messagesAdminApi.list),
      expect.objectContaining({ read: 0, dateFrom: '2026-11-01', dateTo: '2026-11-30' }),
      expect.anything(),
    );
  });

  it('marks a message read', async () => {
    const { post } = renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: '标为已读：留言人7' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(messagesAdminApi.markRead, { id: 7 }), { read: true }),
    );
  });

  it('asks for a reply note before saving it', async () => {
    const { post } = renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: '回复：留言人7' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入回复备注')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('回复备注'), { target: { value: '已电话联系' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(messagesAdminApi.reply, { id: 7 }), {
        replyNote: '已电话联系',
      }),
    );
  });
});
