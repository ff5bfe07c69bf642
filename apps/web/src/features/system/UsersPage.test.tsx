import { type ManagedUser, USER_ADMIN_TEXTS, userAdminApi } from '@portal/shared/user-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { urlOf } from '../../shared/api/call';
import { RequestError, request } from '../../shared/api/request';
import UsersPage from './UsersPage';

const user = (id: number, overrides: Partial<ManagedUser> = {}): ManagedUser => ({
  id,
  account: `1380000000${id}`,
  phone: `1380000000${id}`,
  realName: '王开发',
  role: 'develop',
  tenantName: null,
  isAdministrator: false,
  certificationStatus: 2,
  state: 0,
  activeSessions: 1,
  createTime: '2026-11-23T16:10:00.000Z',
  ...overrides,
});

function renderUsers(post?: () => Promise<unknown>) {
  vi.spyOn(request, 'get').mockResolvedValue({
    code: 200,
    msg: '操作成功',
    data: {
      list: [
        user(2),
        user(9, { account: 'operator', phone: null, role: 'operate', certificationStatus: null }),
      ],
      pagination: { currentPage: 1, pageSize: 10, total: 2 },
    },
  });
  const spy = vi.spyOn(request, 'post');
  if (post) spy.mockImplementation(post as never);
  else spy.mockResolvedValue({ code: 200, msg: '操作成功', data: null });
  renderRoutes([{ path: '*', element: <UsersPage /> }], '/system/users');
  return spy;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

afterEach(() => vi.restoreAllMocks());

describe('用户管理: operator accounts and reset codes', () => {
  it('creates an operator: the shared password rule in the browser, only the md5 sent', async () => {
    const post = renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: USER_ADMIN_TEXTS.createOperator }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(field(dialog, '账号'), { target: { value: 'opsdesk2' } });
    fireEvent.change(field(dialog, '姓名'), { target: { value: '李运营' } });
    fireEvent.change(field(dialog, '初始密码'), { target: { value: 'abcdef' } });
    fireEvent.change(field(dialog, '确认密码'), { target: { value: 'abcdef' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('6-16位字符的密码（数字和字母组成）')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(field(dialog, '初始密码'), { target: { value: 'Start2026' } });
    fireEvent.change(field(dialog, '确认密码'), { target: { value: 'Start2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(urlOf(userAdminApi.createOperator), {
        account: 'opsdesk2',
        realName: '李运营',
        password: md5('Start2026'),
      }),
    );
  });

  it('shows a duplicate account on the account field', async () => {
    renderUsers(() =>
      Promise.reject(
        new RequestError({
          code: 409,
          httpStatus: 409,
          errorCode: 'ACCOUNT_TAKEN',
          msg: USER_ADMIN_TEXTS.accountTaken,
          data: { fieldErrors: { account: USER_ADMIN_TEXTS.accountTaken } },
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: USER_ADMIN_TEXTS.createOperator }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(field(dialog, '账号'), { target: { value: 'operator' } });
    fireEvent.change(field(dialog, '姓名'), { target: { value: '重复' } });
    fireEvent.change(field(dialog, '初始密码'), { target: { value: 'Start2026' } });
    fireEvent.change(field(dialog, '确认密码'), { target: { value: 'Start2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText(USER_ADMIN_TEXTS.accountTaken)).toBeTruthy();
  });

  it('offers 发送重置验证码 only for accounts with a phone, after one question', async () => {
    const post = renderUsers();
    const button = await screen.findByRole('button', {
      name: `${USER_ADMIN_TEXTS.sendResetCode}：13800000002`,
    });
    expect(screen.queryByRole('button', { name: `${USER_ADMIN_TEXTS.sendResetCode}：operator` })).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText(USER_ADMIN_TEXTS.resetCodeTitle)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(urlOf(userAdminApi.sendResetCode, { id: 2 }), {}));
  });
});
