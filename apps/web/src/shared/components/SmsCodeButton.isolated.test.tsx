import { ACCOUNT_TEXTS, GUARD_CODES } from '@portal/shared/accounts';
import { RULE_MESSAGES } from '@portal/shared/validation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, setFeedback } from '../api/feedback';
import { RequestError } from '../api/request';
import { SmsCodeButton } from './SmsCodeButton';

// The slider's own drag is tested with it; here a pass is one click.
vi.mock('../captcha/SliderVerify', () => ({
  SliderVerify: ({ onSuccess }: { onSuccess: (ticket: string) => void }) => (
    <button type="button" onClick={() => onSuccess('ticket-1')}>
      拖动完成
    </button>
  ),
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
  vi.useRealTimers();
});

const button = () => screen.getAllByRole('button')[0] as HTMLElement;
/** Lets the send promise settle and React apply its state. */
const settle = () => act(async () => {});

// antd in jsdom takes seconds for its first render on a busy machine.
describe('SmsCodeButton', { timeout: 20_000 }, () => {
  it('counts down from 60 once the code is sent, then is ready again', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockResolvedValue(undefined);
    render(<SmsCodeButton getPhone={() => '13712345678'} send={send} />);
    expect(button().textContent).toBe('获取验证码');

    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledWith('13712345678');
    expect(messages).toEqual([['success', ACCOUNT_TEXTS.codeSent]]);
    expect(button().textContent).toBe('60秒后重新获取');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('59秒后重新获取');
    // Pressing while counting sends nothing.
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('1秒后重新获取');
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('获取验证码');
    expect((button() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('60秒后重新获取');
  });

  it('is disabled while sending and does not count when sending fails', async () => {
    let fail: (error: Error) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<SmsCodeButton getPhone={() => '13712345678'} send={send} />);
    fireEvent.click(button());
    await settle();
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => fail(new Error('验证码发送过于频繁，请60秒后再试')));
    expect(button().textContent).toBe('获取验证码');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    // The caller shows the failure; the button adds no success message.
    expect(messages).toEqual([]);
  });

  it('asks for a phone, then a valid one, then the extra condition, before sending', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    let phone = '';
    let agreed = false;
    const onInvalid = vi.fn();
    render(
      <SmsCodeButton
        getPhone={() => phone}
        send={send}
        precheck={() => (agreed ? undefined : ACCOUNT_TEXTS.consentForCode)}
        onInvalid={onInvalid}
      />,
    );
    fireEvent.click(button());
    expect(onInvalid).toHaveBeenLastCalledWith('请输入用户手机号');
    phone = '1371234567';
    fireEvent.click(button());
    expect(onInvalid).toHaveBeenLastCalledWith(RULE_MESSAGES.phone);
    phone = ' 13712345678 ';
    fireEvent.click(button());
    expect(onInvalid).toHaveBeenLastCalledWith('请先阅读并同意《个人隐私协议》');
    expect(send).not.toHaveBeenCalled();

    agreed = true;
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledWith('13712345678');
  });

  it('shows an unmet condition as a warning by default', () => {
    render(<SmsCodeButton getPhone={() => undefined} send={vi.fn()} />);
    fireEvent.click(button());
    expect(messages).toEqual([['warning', ACCOUNT_TEXTS.phoneForCode]]);
  });
  it('opens the drag slider when the server asks for it, then sends again with its ticket', async () => {
    const sliderNeeded = new RequestError({
      code: GUARD_CODES.sliderRequired,
      msg: '请先拖动滑块完成验证',
      httpStatus: 400,
    });
    const send = vi.fn().mockRejectedValueOnce(sliderNeeded).mockResolvedValueOnce(undefined);
    render(<SmsCodeButton getPhone={() => '13712345678'} send={send} />);
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    expect(dialog.textContent).toContain('请先完成滑块验证');
    expect(button().textContent).toBe('获取验证码');
    expect(messages).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '拖动完成' }));
    await settle();
    expect(send).toHaveBeenNthCalledWith(1, '13712345678');
    expect(send).toHaveBeenNthCalledWith(2, '13712345678', 'ticket-1');
    expect(messages).toEqual([['success', ACCOUNT_TEXTS.codeSent]]);
    expect(button().textContent).toBe('60秒后重新获取');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).toBeNull());
  });

  it('sends nothing more when the slider is closed', async () => {
    const sliderNeeded = new RequestError({ code: GUARD_CODES.sliderRequired, msg: '请先拖动滑块完成验证' });
    const send = vi.fn().mockRejectedValue(sliderNeeded);
    render(<SmsCodeButton getPhone={() => '13712345678'} send={send} />);
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    fireEvent.click(
      (dialog.closest('.ant-modal') ?? dialog).querySelector('.ant-modal-close') as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('获取验证码');
  });
});
