import { GUARD_CODES } from '@portal/shared/accounts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { RequestError, request } from '../api/request';
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

// antd in jsdom takes seconds a test on a busy machine.
describe('login dialog (spec 000 §2.16, 002 §2.8)', { timeout: 30_000 }, () => {
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
  it('shows the image captcha once the server asks for it, and sends its answer with the login', async () => {
    let captchas = 0;
    let logins = 0;
    const post = vi.spyOn(request, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/portalWeb/captcha/image') {
        captchas += 1;
        return { code: 200, msg: '成功', data: { id: `captcha-${captchas}`, svg: '<svg></svg>' } };
      }
      logins += 1;
      if (logins === 1) {
        throw new RequestError({ code: GUARD_CODES.captchaRequired, msg: '账号或密码错误', httpStatus: 400 });
      }
      return { code: 500, msg: '', data: null };
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '账号密码登录' });
    // No captcha until the server asks for one.
    expect(within(dialog).queryByLabelText('验证码')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('账户'), { target: { value: 'operator' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'wrong123' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '运营者' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));

    const answer = await within(dialog).findByLabelText('验证码');
    await waitFor(() => expect(dialog.querySelector('img[data-captcha-id="captcha-1"]')).toBeTruthy());
    // The answer is asked for before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入图片验证码')).toBeTruthy();
    expect(logins).toBe(1);

    fireEvent.change(answer, { target: { value: 'ab7k' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(logins).toBe(2));
    const loginCalls = post.mock.calls.filter(([url]) => url === '/api/oauth/Login');
    expect(loginCalls.at(-1)).toEqual([
      '/api/oauth/Login',
      {
        account: 'operator',
        password: md5('demo1234'),
        role: 'operate',
        origin: 'password',
        code: null,
        captchaId: 'captcha-1',
        captcha: 'ab7k',
      },
    ]);
    // That captcha is used up: a new picture for the next try.
    await waitFor(() => expect(dialog.querySelector('img[data-captcha-id="captcha-2"]')).toBeTruthy());
  });
});
