import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import type { Envelope } from '@portal/shared/api';
import type { ErrorCode } from '@portal/shared/errors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { type Feedback, setFeedback } from '../../shared/api/feedback';
import { RequestError, request } from '../../shared/api/request';
import { followLoginOutcome, runLoginFlow } from '../../shared/session/login-flow';
import RegisterPage from './RegisterPage';

vi.mock('../../shared/session/login-flow', () => ({
  runLoginFlow: vi.fn(),
  followLoginOutcome: vi.fn(),
}));

const messages: [string, string][] = [];
const feedback: Feedback = {
  message: (type, text) => messages.push([type, text]),
  confirmLogout: () => {},
};

beforeEach(() => {
  messages.length = 0;
  setFeedback(feedback);
});

afterEach(() => {
  setFeedback(null);
  vi.restoreAllMocks();
  vi.mocked(runLoginFlow).mockReset();
  vi.mocked(followLoginOutcome).mockReset();
});

const ok = <T,>(data: T, msg = ''): Envelope<T> => ({ code: 200, msg, data });
/** A refusal as the server answers it: the message, and the error code and field errors it decides by. */
const refused = (msg: string, httpStatus: number, data: unknown = null, errorCode?: ErrorCode) =>
  new RequestError({ code: httpStatus, msg, httpStatus, data, errorCode });
const taken = () => refused(ACCOUNT_TEXTS.duplicateAccount, 409, null, 'ACCOUNT_TAKEN');

function renderPage() {
  const view = renderRoutes(
    [
      { path: '/Register', element: <RegisterPage /> },
      { path: '/Login', element: <h1>登录页</h1> },
      { path: '/admin/personTent', element: <h1>租户中心</h1> },
    ],
    '/Register',
    { feedback },
  );
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '注册' }));
// After a send, antd keeps the loading icon (leaving, without animations here) in the name.
const smsButton = () => document.querySelector('.sms-code-button') as HTMLButtonElement;
/** The field messages on screen (not those still animating away). */
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error:not([class*="-leave"])')].map(
    (node) => node.textContent,
  );

function fillQuickForm() {
  type('手机号', '13712345678');
  type('验证码', '123456');
  type('密码', 'abc12345');
  type('确认密码', 'abc12345');
  fireEvent.click(screen.getByRole('checkbox'));
}

// Full antd forms in jsdom take seconds a test on a busy machine.
const slow = { timeout: 20_000 };

describe('the registration form', slow, () => {
  it('shows the spec texts of every empty field, in order', async () => {
    const post = vi.spyOn(request, 'post');
    renderPage();
    submit();
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '请输入手机号',
        '请输入验证码',
        '请输入密码',
        '请输入确认密码',
        '请阅读并同意 隐私协议',
      ]),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the phone format, the password rule and the confirmation', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(ok({ exists: false }));
    renderPage();
    type('手机号', '12345678901');
    fireEvent.blur(field('手机号'));
    expect(await screen.findByText('请正确输入您的手机号')).toBeTruthy();

    type('密码', 'abcdefgh');
    expect(await screen.findByText('6-16位字符的密码（数字和字母组成）')).toBeTruthy();
    type('密码', 'abc12345');
    type('确认密码', 'abc12346');
    expect(await screen.findByText('两次密码不一样,请重新输入')).toBeTruthy();
    type('确认密码', 'abc12345');
    await waitFor(() => expect(screen.queryByText('两次密码不一样,请重新输入')).toBeNull());
    // Nothing typed is lost on bad input.
    expect(field('手机号').value).toBe('12345678901');
    expect(field('密码').value).toBe('abc12345');
  });

  it('flags a registered phone when the field is left', async () => {
    const get = vi.spyOn(request, 'get').mockRejectedValue(taken());
    renderPage();
    type('手机号', '13800000001');
    fireEvent.blur(field('手机号'));
    expect(await screen.findByText('用户名重复，该手机号已注册')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/tenant/tenantUser/checkAccount/13800000001', undefined, {
      silent: true,
    });
    // Another phone clears the flag.
    type('手机号', '13800000002');
    await waitFor(() => expect(screen.queryByText('用户名重复，该手机号已注册')).toBeNull());
  });

  it('registers with the md5 of the password, then logs in automatically after 500 ms', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(ok({ exists: false }));
    const post = vi.spyOn(request, 'post').mockResolvedValue(ok({ account: '13712345678' }, '注册成功'));
    vi.mocked(runLoginFlow).mockResolvedValue({ kind: 'certify', to: '/admin/personTent' });
    vi.mocked(followLoginOutcome).mockResolvedValue();
    renderPage();
    fillQuickForm();
    submit();
    submit();

    await waitFor(() => expect(messages).toContainEqual(['success', '注册成功']));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/tenant/tenantUser/create',
      {
        account: '13712345678',
        code: '123456',
        password: md5('abc12345'),
        type: 0,
        agree: true,
      },
      { silent: true },
    );
    expect(runLoginFlow).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(runLoginFlow).toHaveBeenCalledWith({
        account: '13712345678',
        password: 'abc12345',
        role: 'tenant',
      }),
    );
    await waitFor(() =>
      expect(followLoginOutcome).toHaveBeenCalledWith(
        { kind: 'certify', to: '/admin/personTent' },
        expect.any(Function),
      ),
    );
  });

  it('logs a new developer in as a developer', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(ok({ exists: false }));
    const post = vi.spyOn(request, 'post').mockResolvedValue(ok({ account: '13712345678' }, '注册成功'));
    vi.mocked(runLoginFlow).mockResolvedValue({ kind: 'certify', to: '/admin/personDev' });
    vi.mocked(followLoginOutcome).mockResolvedValue();
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: '企业开发者' }));
    fillQuickForm();
    submit();
    await waitFor(() =>
      expect(runLoginFlow).toHaveBeenCalledWith(expect.objectContaining({ role: 'develop' })),
    );
    expect(post.mock.calls[0]?.[1]).toMatchObject({ type: 2 });
  });

  it('shows a wrong code on the code field and lets the user try again', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(ok({ exists: false }));
    const post = vi
      .spyOn(request, 'post')
      .mockRejectedValueOnce(
        refused(
          ACCOUNT_TEXTS.codeWrong,
          400,
          { fieldErrors: { code: ACCOUNT_TEXTS.codeWrong } },
          'VALIDATION_FAILED',
        ),
      );
    renderPage();
    fillQuickForm();
    submit();
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(messages).toEqual([]);
    expect(runLoginFlow).not.toHaveBeenCalled();

    post.mockResolvedValueOnce(ok({ account: '13712345678' }, '注册成功'));
    vi.mocked(runLoginFlow).mockResolvedValue({ kind: 'reload' });
    type('验证码', '654321');
    submit();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });

  it('shows server field errors inline and other refusals as a message', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(ok({ exists: false }));
    const post = vi
      .spyOn(request, 'post')
      .mockRejectedValueOnce(
        refused('「account」请正确输入您的手机号', 400, {
          fieldErrors: { account: '「account」请正确输入您的手机号' },
        }),
      )
      .mockRejectedValueOnce(refused('服务器开小差了', 500));
    renderPage();
    fillQuickForm();
    submit();
    expect(await screen.findByText('请正确输入您的手机号')).toBeTruthy();
    type('手机号', '13712345679');
    submit();
    await waitFor(() => expect(messages).toEqual([['error', '服务器开小差了']]));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends a code for the phone, and flags the phone when it is taken', async () => {
    const get = vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
      if (url.includes('checkAccount')) return ok({ exists: false });
      throw taken();
    });
    renderPage();
    type('手机号', '13712345678');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('用户名重复，该手机号已注册')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/tenant/tenantUser/getCerificationCode/13712345678', undefined, {
      silent: true,
    });
    await waitFor(() => expect(smsButton().disabled).toBe(false));
    expect(smsButton().textContent).toBe('获取验证码');
  });
});

describe('the 实名注册 variant', slow, () => {
  const chooseVerified = () => fireEvent.click(screen.getByText('实名注册'));

  it('needs the consent before a code is sent', async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue(ok(null, '验证码发送成功'));
    renderPage();
    chooseVerified();
    type('手机号', '13712345678');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(messages).toEqual([['warning', '请先阅读并同意《个人隐私协议》']]);
    expect(get).not.toHaveBeenCalledWith(expect.stringContaining('getCerificationCode'), undefined, {
      silent: true,
    });

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(smsButton());
    await waitFor(() => expect(messages).toContainEqual(['success', '验证码发送成功']));
    expect(smsButton().textContent).toBe('60秒后重新获取');
    expect(get).toHaveBeenCalledWith('/api/tenant/tenantUser/getCerificationCode/13712345678', undefined, {
      silent: true,
    });
  });

  it('asks for name, ID number, ID-card images and, for companies, the licence', async () => {
    renderPage();
    chooseVerified();
    fillQuickForm();
    submit();
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '请输入姓名',
        '请输入身份证号码',
        '请上传身份证件',
        '请上传身份证件',
        '请上传营业执照',
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: '个人开发者' }));
    await waitFor(() => expect(screen.queryByText('营业执照')).toBeNull());
    type('身份证号码', '110105194912310021');
    fireEvent.blur(field('身份证号码'));
    expect(await screen.findByText('请正确输入您的身份证号码')).toBeTruthy();
  });

  it('checks an image in the browser before uploading it', async () => {
    const post = vi.spyOn(request, 'post');
    renderPage();
    chooseVerified();
    // The file input is replaced after each pick.
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [pdf] } });
    });
    await waitFor(() => expect(messages).toEqual([['error', ACCOUNT_TEXTS.imageType]]));
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'card.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [big] } });
    });
    await waitFor(() => expect(messages).toContainEqual(['error', ACCOUNT_TEXTS.imageSize]));
    expect(post).not.toHaveBeenCalled();
  });

  it('opens the privacy agreement, whose 同意并继续 ticks the consent', async () => {
    // No text saved by an operator: the built-in agreement.
    vi.spyOn(request, 'get').mockResolvedValue(ok({ text: null, updateTime: null }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '《隐私协议》' }));
    expect(await screen.findByRole('dialog', { name: '隐私协议' })).toBeTruthy();
    expect(await screen.findByText(/生效日期：2023年9月/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
  });

  it('shows the agreement an operator saved (站点设置), as text, in place of the built-in one', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(
      ok({
        text: '## 运营者的隐私协议\n新正文 <b onclick="alert(1)">粗</b>\n- 第一点',
        updateTime: '2026-11-26T16:30:00.000Z',
      }),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '《隐私协议》' }));
    const dialog = await screen.findByRole('dialog', { name: '隐私协议' });
    expect(await within(dialog).findByRole('heading', { name: '运营者的隐私协议' })).toBeTruthy();
    // 16:30 UTC on the 26th is the 27th in China.
    expect(within(dialog).getByText('更新日期：2026-11-27')).toBeTruthy();
    expect(within(dialog).queryByText(/生效日期：2023年9月/)).toBeNull();
    // Drawn as text, never as HTML.
    expect(within(dialog).getByText('新正文 <b onclick="alert(1)">粗</b>')).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('第一点');
    expect(dialog.querySelector('[onclick], b')).toBeNull();
  });
});
