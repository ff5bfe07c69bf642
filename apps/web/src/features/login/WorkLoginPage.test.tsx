import { GUARD_CODES } from '@portal/shared/accounts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { type Feedback, setFeedback } from '../../shared/api/feedback';
import { RequestError, request } from '../../shared/api/request';
import WorkLoginPage from './WorkLoginPage';

const feedback: Feedback = { message: () => {}, confirmLogout: () => {} };

afterEach(() => {
  setFeedback(null);
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

// antd in jsdom takes seconds a test on a busy machine.
describe('/WorkLogin', { timeout: 30_000 }, () => {
  it('shows the image captcha once the server asks for it, and sends its answer', async () => {
    const logins: unknown[] = [];
    vi.spyOn(request, 'post').mockImplementation(async (url: string, body?: unknown) => {
      if (url === '/api/portalWeb/captcha/image') {
        return { code: 200, msg: '成功', data: { id: 'captcha-1', svg: '<svg></svg>' } };
      }
      logins.push(body);
      if (logins.length === 1) {
        throw new RequestError({ code: GUARD_CODES.captchaRequired, msg: '账号或密码错误', httpStatus: 400 });
      }
      return { code: 200, msg: '成功', data: '/workbench?code=abc' };
    });
    renderRoutes(
      [
        { path: '/WorkLogin', element: <WorkLoginPage /> },
        { path: '/workbench', element: <h1>工作台</h1> },
      ],
      '/WorkLogin',
      { feedback },
    );
    expect(screen.queryByLabelText('验证码')).toBeNull();
    type('手机号', '13800000001');
    type('密码', 'wrong123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(document.querySelector('img[data-captcha-id="captcha-1"]')).toBeTruthy(), {
      timeout: 5_000,
    });
    type('验证码', 'ab7k');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '工作台' }, { timeout: 5_000 })).toBeTruthy();
    expect(logins).toEqual([
      { account: '13800000001', password: md5('wrong123') },
      { account: '13800000001', password: md5('demo1234'), captchaId: 'captcha-1', captcha: 'ab7k' },
    ]);
  });
});
