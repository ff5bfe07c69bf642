import { GUARD_CODES } from '@portal/shared/accounts';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { passesRule, RULE_MESSAGES } from '@portal/shared/validation';
import { Button, type ButtonProps, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getFeedback } from '../api/feedback';
import { RequestError } from '../api/request';
import { SliderVerify } from '../captcha/SliderVerify';

/** Seconds before another code may be asked for (spec 000 §9). */
export const SMS_COUNTDOWN_S = 60;

const TICK_MS = 250;

export const SMS_BUTTON_IDLE = '获取验证码';
export const smsButtonCounting = (seconds: number) => `${seconds}秒后重新获取`;
export const SMS_SLIDER_TITLE = '安全验证';
const SMS_SLIDER_HINT = '获取验证码较频繁，请先完成滑块验证';

interface SmsCodeButtonProps extends Pick<ButtonProps, 'size' | 'className' | 'block'> {
  /** The phone number as it stands when the button is pressed. */
  getPhone: () => string | undefined;
  /**
   * Sends the code, with a passed slider's ticket when the server asked for one. Resolves once
   * it is sent (the countdown starts then); rejects when it is not (the caller has shown why,
   * unless `needsSlider` says the slider comes next), leaving the button ready for another try.
   */
  send: (phone: string, ticket?: string) => Promise<unknown>;
  /** A further condition before sending (the consent tick); returns the text when unmet. */
  precheck?: () => string | undefined;
  /** How an unmet condition is shown; a warning message by default. */
  onInvalid?: (text: string) => void;
  seconds?: number;
}

function warn(text: string): void {
  getFeedback().message('warning', text);
}

/** The server wants the drag slider before it sends this code (the button opens it). */
export function needsSlider(error: unknown): boolean {
  return error instanceof RequestError && error.code === GUARD_CODES.sliderRequired;
}

/**
 * The verification-code button (spec 000 §4): 获取验证码, then N秒后重新获取 counting
 * down from 60 once a code has been sent, then 获取验证码 again. When the server asks for the
 * drag slider (after two codes an hour for the phone or the address), it opens the slider
 * and sends again with its ticket.
 */
export function SmsCodeButton({
  getPhone,
  send,
  precheck,
  onInvalid = warn,
  seconds = SMS_COUNTDOWN_S,
  ...buttonProps
}: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  /** The phone waiting for the slider to be passed; null while no slider is open. */
  const [sliderFor, setSliderFor] = useState<string | null>(null);
  // The countdown runs against the clock, so a throttled background tab still ends on time.
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // A second press in the same moment, before the state has updated, must not send twice.
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      if (time >= endsAt) setEndsAt(null);
      else setNow(time);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

  const press = async () => {
    if (busy.current || remaining > 0) return;
    const phone = getPhone()?.trim() ?? '';
    const problem = !phone
      ? ACCOUNT_TEXTS.phoneForCode
      : !passesRule('phone', phone)
        ? RULE_MESSAGES.phone
        : precheck?.();
    if (problem) {
      onInvalid(problem);
      return;
    }
    await sendTo(phone);
  };

  const sendTo = async (phone: string, ticket?: string) => {
    busy.current = true;
    setSending(true);
    try {
      // The spec's call unless the server asked for the slider.
      await (ticket ? send(phone, ticket) : send(phone));
      if (!mounted.current) return;
      getFeedback().message('success', ACCOUNT_TEXTS.codeSent);
      const time = Date.now();
      setNow(time);
      setEndsAt(time + seconds * 1000);
    } catch (error) {
      // Not sent: the caller has said why, or the slider comes first; the button is ready again.
      if (needsSlider(error) && mounted.current) setSliderFor(phone);
    } finally {
      busy.current = false;
      if (mounted.current) setSending(false);
    }
  };

  const passed = (ticket: string) => {
    const phone = sliderFor;
    setSliderFor(null);
    if (phone) void sendTo(phone, ticket);
  };

  const counting = remaining > 0;
  return (
    <>
      <Button
        {...buttonProps}
        loading={sending}
        disabled={counting || sending}
        onClick={press}
        aria-live="polite"
        className={['sms-code-button', buttonProps.className].filter(Boolean).join(' ')}
      >
        {counting ? smsButtonCounting(remaining) : SMS_BUTTON_IDLE}
      </Button>
      {sliderFor !== null ? (
        <Modal
          open
          title={SMS_SLIDER_TITLE}
          width={360}
          footer={null}
          onCancel={() => setSliderFor(null)}
          centered
        >
          <p className="sms-code-slider__hint">{SMS_SLIDER_HINT}</p>
          <SliderVerify onSuccess={passed} />
        </Modal>
      ) : null}
    </>
  );
}
