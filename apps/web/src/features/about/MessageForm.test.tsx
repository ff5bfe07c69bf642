import type { Envelope } from '@portal/shared/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { RequestError, request } from '../../shared/api/request';
import { MessageForm } from './MessageForm';

afterEach(() => {
  vi.restoreAllMocks();
});

const ok = <T,>(data: T, msg = '成功'): Envelope<T> => ({ code: 200, msg, data });

function mockServer(save: (body: Record<string, unknown>) => Promise<Envelope<unknown>>) {
  let captchas = 0;
  return vi.spyOn(request, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/api/portalWeb/captcha/image') {
      captchas += 1;
      return ok({ id: `challenge-${captchas}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    }
    if (url === '/api/portalWeb/message/save') return save(body as Record<string, unknown>);
    throw new Error(`unexpected call ${url}`);
  });
}

function renderForm() {
  return renderRoutes(
    [
      { path: '/AboutUs', element: <MessageForm source="AboutUs" /> },
      { path: '/AddMessage', element: <h1>留言结果页</h1> },
    ],
    '/AboutUs',
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交留言/ }));
/** The field messages on screen, each the description of its field. */
const shownErrors = () =>
  [...document.querySelectorAll<HTMLElement>('.message-field__error')].map((n) => {
    const described = document.querySelector(`[aria-describedby="${n.id}"]`);
    return described?.getAttribute('aria-invalid') === 'true'
      ? n.textContent
      : `(not tied to its field) ${n.textContent}`;
  });
const captchaImage = () => document.querySelector('.captcha-image img');

describe('message form (spec 000 §5)', { timeout: 20_000 }, () => {
  it('shows every failing field at once, in the spec order, then sends with the captcha', async () => {
    const save = vi.fn(async () => ok({ id: 7 }, '留言成功，我们会尽快与您联系'));
    const post = mockServer(save);
    const { router } = renderForm();
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('challenge-1'));

    const expectShown = async (texts: string[]) => {
      submit();
      await waitFor(() => expect(shownErrors()).toEqual(texts));
    };
    await expectShown(['请添加姓名', '请添加电话', '请添加邮箱！', '请添加留言内容', '请添加验证码']);
    type('姓名', '刘先生');
    type('电话', '14712345678');
    type('邮箱', 'liu@example');
    await expectShown(['电话格式错误！', '邮箱格式错误！', '请添加留言内容', '请添加验证码']);
    type('电话', '13812345678');
    type('邮箱', 'liu@example.com');
    type('留言内容', '想了解冷库监控方案');
    await expectShown(['请添加验证码']);
    expect(save).not.toHaveBeenCalled();

    type('验证码', 'k7m2');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/AddMessage'));
    expect(save).toHaveBeenCalledWith({
      name: '刘先生',
      tel: '13812345678',
      email: 'liu@example.com',
      content: '想了解冷库监控方案',
      captcha: 'k7m2',
      captchaId: 'challenge-1',
      source: 'AboutUs',
    });
    expect(router.state.location.state).toEqual({ ok: true, msg: '留言成功，我们会尽快与您联系' });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('never cuts what is typed: an over-long name stays whole, counted, and is refused with its limit', async () => {
    const save = vi.fn(async () => ok({ id: 7 }));
    mockServer(save);
    renderForm();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    const long = '冷'.repeat(60);
    type('姓名', long);
    expect(field('姓名').value).toBe(long);
    expect(screen.getByText('60 / 30')).toBeTruthy();
    submit();
    await waitFor(() => expect(shownErrors()).toContain('姓名不能超过30个字'));
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a refused captcha on the form: message on the field, answer cleared, a new picture', async () => {
    mockServer(async () => {
      throw new RequestError({
        code: 400,
        msg: '验证码错误，请重新输入',
        httpStatus: 400,
        data: { fieldErrors: { captcha: '验证码错误，请重新输入' } },
      });
    });
    const { router } = renderForm();
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('challenge-1'));
    type('姓名', '刘先生');
    type('电话', '0371-65432100');
    type('邮箱', 'liu@example.com');
    type('留言内容', '咨询');
    type('验证码', 'AAAA');
    submit();
    await waitFor(() => expect(shownErrors()).toEqual(['验证码错误，请重新输入']));
    expect(field('验证码').value).toBe('');
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('challenge-2'));
    expect(router.state.location.pathname).toBe('/AboutUs');
  });

  it('shows any other refusal on /AddMessage as a failure with the server message', async () => {
    mockServer(async () => {
      throw new RequestError({ code: 429, msg: '留言过于频繁，请稍后再试', httpStatus: 429 });
    });
    const { router } = renderForm();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    type('姓名', '刘先生');
    type('电话', '13812345678');
    type('邮箱', 'liu@example.com');
    type('留言内容', '咨询');
    type('验证码', 'ABCD');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/AddMessage'));
    expect(router.state.location.state).toEqual({ ok: false, msg: '留言过于频繁，请稍后再试' });
  });
});
