import { ACCOUNT_TEXTS, GUARD_CODES } from '@portal/shared/accounts';
import type { Envelope } from '@portal/shared/api';
import type { ErrorCode } from '@portal/shared/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { type Feedback, setFeedback } from '../../shared/api/feedback';
import { RequestError, request } from '../../shared/api/request';
import ForgetPage from './ForgetPage';

const messages: [string, string][] = [];
const feedback: Feedback = {
  message: (type, text) => messages.push([type, text]),
  confirmLogout: () => {},
};

afterEach(() => {
  messages.length = 0;
  setFeedback(null);
  vi.restoreAllMocks();
});

const ok = <T,>(data: T, msg = ''): Envelope<T> => ({ code: 200, msg, data });
/** A refusal as the server answers it: the message, and the error code and field errors it decides by. */
const refused = (
  msg: string,
  httpStatus: number,
  errorCode: ErrorCode,
  fieldErrors?: Record<string, string>,
) =>
  new RequestError({
    code: httpStatus,
    msg,
    httpStatus,
    errorCode,
    data: fieldErrors ? { fieldErrors } : null,
  });

function renderPage() {
  const view = renderRoutes(
    [
      { path: '/forget', element: <ForgetPage /> },
      { path: '/Login', element: <h1>登录页</h1> },
    ],
    '/forget',
    { feedback },
  );
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const smsButton = () => document.querySelector('.sms-code-button') as HTMLButtonElement;
/** The field messages on screen (not those still animating away). */
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error:not([class*="-leave"])')].map(
    (node) => node.textContent,
  );
const currentStep = () =>
  document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;

describe('forgot password', { timeout: 20_000 }, () => {
  it('opens the drag slider when the server asks for it, and sends the code with its ticket', async () => {
    // A 300 px track, and a clock for the drag: the 40 px handle travels 260 px.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    const get = vi
      .spyOn(request, 'get')
      .mockRejectedValueOnce(
        new RequestError({ code: GUARD_CODES.sliderRequired, msg: '请先拖动滑块完成验证', httpStatus: 400 }),
      )
      .mockResolvedValueOnce(ok(null, '验证码发送成功'));
    vi.spyOn(request, 'post').mockImplementation(async (url: string) =>
      url === '/api/portalWeb/captcha/slider' ? ok({ id: 'slider-1' }) : ok({ ticket: 'slider-1' }),
    );
    renderPage();
    type('手机号', '13712345678');
    fireEvent.click(smsButton());

    const handle = await screen.findByRole('slider', { name: '拖动滑块完成验证' });
    // Asked for, not refused: nothing is shown as an error.
    expect(messages).toEqual([]);
    expect(fieldErrors()).toEqual([]);
    await waitFor(() => expect(handle.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 10 });
    for (let x = 30; x <= 290; x += 20) {
      clock += 20;
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: x });
    }
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 290 });

    await waitFor(() => expect(smsButton().textContent).toBe('60秒后重新获取'), { timeout: 5_000 });
    expect(get).toHaveBeenLastCalledWith(
      '/api/tenant/tenantUser/getRetrievePassword/13712345678',
      { ticket: 'slider-1' },
      { silent: true },
    );
    expect(messages).toEqual([['success', '验证码发送成功']]);
    await waitFor(() => expect(screen.queryByRole('slider')).toBeNull());
  });

  it('asks for phone and code, then verifies the code, then sets the new password and goes to /Login', async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue(ok(null, '验证码发送成功'));
    const post = vi.spyOn(request, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/tenant/tenantUser/checkCode') return ok({ id: 'ticket-1' });
      return ok(null, '密码修改成功，请重新登录');
    });
    const { router } = renderPage();
    expect(currentStep()).toBe('验证手机号');

    press('下一步');
    await waitFor(() => expect(fieldErrors()).toEqual(['请输入手机号', '请输入验证码']));
    expect(post).not.toHaveBeenCalled();

    type('手机号', '13712345678');
    fireEvent.click(smsButton());
    await waitFor(() => expect(smsButton().textContent).toBe('60秒后重新获取'));
    expect(get).toHaveBeenCalledWith('/api/tenant/tenantUser/getRetrievePassword/13712345678', undefined, {
      silent: true,
    });

    type('验证码', '123456');
    press('下一步');
    await waitFor(() => expect(currentStep()).toBe('设置新密码'));
    expect(post).toHaveBeenCalledWith(
      '/api/tenant/tenantUser/checkCode',
      { phone: '13712345678', code: '123456' },
      { silent: true },
    );

    press('提交');
    await waitFor(() => expect(fieldErrors()).toEqual(['密码不能为空', '请输入确认密码']));
    type('新密码', 'abcdef');
    await waitFor(() => expect(fieldErrors()).toContain('6-16位字符的密码（数字和字母组成）'));
    type('新密码', 'abc12345');
    type('确认密码', 'abc1234');
    await waitFor(() => expect(fieldErrors()).toEqual(['两次密码不一样,请重新输入']));
    type('确认密码', 'abc12345');
    press('提交');

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(post).toHaveBeenLastCalledWith(
      '/api/portalWeb/retrievePassword/ticket-1',
      { userPassword: md5('abc12345'), validatePassword: md5('abc12345') },
      { silent: true },
    );
    expect(messages).toContainEqual(['success', '密码修改成功，请重新登录']);
  });

  it('stays on step 0 with the reason on the field when the code is wrong or the phone unknown', async () => {
    vi.spyOn(request, 'get').mockRejectedValue(
      refused(ACCOUNT_TEXTS.phoneNotRegistered, 404, 'PHONE_NOT_REGISTERED', {
        phone: ACCOUNT_TEXTS.phoneNotRegistered,
      }),
    );
    const post = vi
      .spyOn(request, 'post')
      .mockRejectedValue(
        refused(ACCOUNT_TEXTS.codeExpired, 400, 'VALIDATION_FAILED', { code: ACCOUNT_TEXTS.codeExpired }),
      );
    renderPage();
    type('手机号', '13900000000');
    fireEvent.click(smsButton());
    expect(await screen.findByText('该手机号未注册')).toBeTruthy();
    await waitFor(() => expect(smsButton().disabled).toBe(false));
    expect(smsButton().textContent).toBe('获取验证码');

    type('手机号', '13712345678');
    type('验证码', '123456');
    press('下一步');
    expect(await screen.findByText('验证码已过期，请重新获取')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(currentStep()).toBe('验证手机号');
    // What was typed stays.
    expect(field('手机号').value).toBe('13712345678');
  });

  it('goes back to step 0 when the reset id is no longer valid', async () => {
    vi.spyOn(request, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/tenant/tenantUser/checkCode') return ok({ id: 'ticket-2' });
      throw refused(ACCOUNT_TEXTS.resetTicketInvalid, 400, 'RESET_TICKET_INVALID');
    });
    renderPage();
    type('手机号', '13712345678');
    type('验证码', '123456');
    press('下一步');
    await waitFor(() => expect(currentStep()).toBe('设置新密码'));
    type('新密码', 'abc12345');
    type('确认密码', 'abc12345');
    press('提交');
    await waitFor(() => expect(currentStep()).toBe('验证手机号'));
    expect(messages).toEqual([['error', ACCOUNT_TEXTS.resetTicketInvalid]]);
    expect(field('手机号').value).toBe('13712345678');
    expect(field('验证码').value).toBe('');
  });
});
