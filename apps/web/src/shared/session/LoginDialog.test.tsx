import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { request } from '../api/request';
// Loaded up front so the dialog's lazy chunk resolves at once in the tests.
import './LoginDialog';
import { LoginDialogHost } from './LoginDialogHost';
import { closeLoginDialog, isLoginDialogOpen, openLoginDialog } from './login-dialog';

function renderDialog() {
  const view = renderRoutes([
    {
      path: '*',
      element: (
        <>
          <p>页面</p>
          <LoginDialogHost />
        </>
      ),
    },
  ]);
  act(() => openLoginDialog());
  return view;
}

afterEach(() => {
  closeLoginDialog();
  vi.restoreAllMocks();
});

describe('login dialog (spec 000 §2.16, 002 §2.8)', () => {
  it('is titled 账号密码登录 and offers account, password, a single role choice defaulting to 租户', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });

    expect(within(dialog).getByLabelText('账户')).toBeTruthy();
    expect(within(dialog).getByLabelText('密码')).toBeTruthy();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['租户', '开发者', '运营者']);
    expect((within(dialog).getByRole('radio', { name: '租户' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: '运营者' }));
    expect((within(dialog).getByRole('radio', { name: '运营者' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: '租户' }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks for the account and the password when submitted empty', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });
    const post = vi.spyOn(request, 'post');

    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));

    expect(await within(dialog).findByText('请输入账户')).toBeTruthy();
    expect(await within(dialog).findByText('请输入密码')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the account on blur and the password length 6-16', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });
    const account = within(dialog).getByLabelText('账户');
    const password = within(dialog).getByLabelText('密码');

    fireEvent.change(account, { target: { value: '   ' } });
    fireEvent.blur(account);
    expect(await within(dialog).findByText('请输入账户')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'abc12' } });
    expect(await within(dialog).findByText('请输入6-16位字符的密码')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'a'.repeat(17) } });
    expect(await within(dialog).findByText('请输入6-16位字符的密码')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'abc123' } });
    await waitFor(() => expect(within(dialog).queryByText('请输入6-16位字符的密码')).toBeNull());
  });

  it('is not closed by Escape or a click outside, only by its close button', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });

    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    const outside = document.querySelector('.ant-modal-wrap');
    if (outside) fireEvent.click(outside);
    expect(isLoginDialogOpen()).toBe(true);

    fireEvent.click(
      within(dialog.closest('.ant-modal') ?? dialog).getByRole('button', { name: /close|关闭/i }),
    );
    expect(isLoginDialogOpen()).toBe(false);
  });

  it('logs an operator in with the md5 of the password, showing the loading state meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const post = vi.spyOn(request, 'post').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve as (value: unknown) => void;
        }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });
    fireEvent.change(within(dialog).getByLabelText('账户'), { target: { value: ' operator ' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'demo1234' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '运营者' }));
    const submit = within(dialog).getByRole('button', { name: '登录' });

    fireEvent.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post).toHaveBeenCalledWith('/api/oauth/Login', {
      account: 'operator',
      password: md5('demo1234'),
      role: 'operate',
      origin: 'password',
      code: null,
    });
    await waitFor(() => expect(submit.className).toContain('ant-btn-loading'));
    fireEvent.click(submit);
    expect(post).toHaveBeenCalledOnce();
    answer({ code: 500, msg: '', data: null });
  });
});
