import { MESSAGES } from '@portal/shared/messages';
import {
  MESSAGE_FIELDS,
  MESSAGE_LIMITS,
  type MessageField,
  type MessageFormProblem,
  type MessageFormValues,
  type MessageSource,
  messageFormProblems,
} from '@portal/shared/site-constants';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { RequestError } from '../../shared/api/request';
import { useWrite } from '../../shared/api/useWrite';
import { CaptchaImage } from '../../shared/captcha/CaptchaImage';
import { useImageCaptcha } from '../../shared/captcha/useImageCaptcha';
import { PlainButton } from '../../shared/components/PlainButton';
import type { AddMessageResult } from './add-message';
import { sendMessage } from './api';

const LABELS: Record<MessageField, string> = {
  name: '姓名',
  tel: '电话',
  email: '邮箱',
  content: '留言内容',
  captcha: '验证码',
};

const EMPTY: MessageFormValues = { name: '', tel: '', email: '', content: '', captcha: '' };

const isMessageField = (name: string): name is MessageField =>
  (MESSAGE_FIELDS as readonly string[]).includes(name);

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The online message form of /AboutUs and /Contact (spec 000 §2.12, §5), drawn without antd
 * (those pages load none). On submit the rules are checked in the spec's order and every field
 * that fails shows its first failure at once (issue 24: one pass fixes everything); the server
 * checks the same rules and the captcha. The outcome is shown on /AddMessage, except a refused
 * field (a wrong captcha, say), which stays on the form.
 */
export function MessageForm({ source }: { source: MessageSource }) {
  const [values, setValues] = useState<MessageFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const elements = useRef<Partial<Record<MessageField, FieldElement | null>>>({});
  const idPrefix = useId();
  const captcha = useImageCaptcha();
  const navigate = useNavigate();
  // Silent: a refused field is shown on the form, anything else on /AddMessage.
  const sending = useWrite({
    write: (sent: MessageFormValues) => sendMessage({ ...sent, captchaId: captcha.id ?? '', source }),
    onSuccess: (answer) => {
      const result: AddMessageResult = { ok: true, msg: answer.msg };
      navigate(paths.addMessage, { state: result });
    },
    onError: (error) => {
      const fieldError =
        error instanceof RequestError ? Object.entries(error.fieldErrors ?? {})[0] : undefined;
      if (fieldError && isMessageField(fieldError[0])) {
        const [field, text] = fieldError;
        if (field === 'captcha') {
          // A refused captcha is used up: a new picture, and a new answer to type.
          setValues((current) => ({ ...current, captcha: '' }));
          captcha.refresh();
        }
        showProblems([{ field, message: text }]);
        return;
      }
      const result: AddMessageResult = {
        ok: false,
        msg: error instanceof RequestError && error.msg ? error.msg : MESSAGES.requestFailed,
      };
      navigate(paths.addMessage, { state: result });
    },
  });

  /** Every field's message at once (the others cleared), and the first failing field in view. */
  function showProblems(problems: readonly MessageFormProblem[]) {
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    const first = problems[0] ? elements.current[problems[0].field] : null;
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.pending) return;
    const problems = messageFormProblems(values);
    showProblems(problems);
    if (problems.length > 0) return;
    await sending.run(values);
  }

  /** A field's label, control, count and message, tied together for assistive technology. */
  const field = (name: MessageField, control: (props: FieldProps) => ReactNode, max?: number) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    const length = values[name].length;
    return (
      <div className={`message-field${error ? ' message-field--error' : ''}`}>
        <label className="message-field__label" htmlFor={id}>
          {LABELS[name]}
        </label>
        <div className="message-field__control">
          {control({
            id,
            className: 'plain-input',
            value: values[name],
            'aria-required': true,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            ref: (element: FieldElement | null) => {
              elements.current[name] = element;
            },
            // Nothing typed or pasted is cut: an over-long value is counted and refused.
            onChange: (event: ChangeEvent<FieldElement>) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [name]: value }));
              setErrors((current) => ({ ...current, [name]: undefined }));
            },
          })}
          {max === undefined ? null : (
            <span className={`message-field__count${length > max ? ' message-field__count--over' : ''}`}>
              {length} / {max}
            </span>
          )}
        </div>
        {error ? (
          <div id={`${id}-error`} className="message-field__error">
            {error}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <form className="message-form" onSubmit={submit} noValidate aria-label="在线留言">
      <div className="message-form__row">
        {field(
          'name',
          (props) => (
            <input {...props} placeholder="请输入您的姓名" autoComplete="name" />
          ),
          MESSAGE_LIMITS.name,
        )}
        {field(
          'tel',
          (props) => (
            <input {...props} placeholder="手机号或固定电话" autoComplete="tel" inputMode="tel" />
          ),
          MESSAGE_LIMITS.tel,
        )}
        {field(
          'email',
          (props) => (
            <input {...props} placeholder="name@example.com" autoComplete="email" />
          ),
          MESSAGE_LIMITS.email,
        )}
      </div>
      {field(
        'content',
        (props) => (
          <textarea
            {...props}
            placeholder="请描述您的需求，例如设备数量、冷库规模、希望了解的应用"
            rows={5}
          />
        ),
        MESSAGE_LIMITS.content,
      )}
      <div className="message-form__captcha">
        {field('captcha', (props) => (
          <div className="message-form__captcha-row">
            <input {...props} placeholder="请输入右侧验证码" maxLength={4} autoComplete="off" />
            <CaptchaImage captcha={captcha} />
          </div>
        ))}
      </div>
      <PlainButton
        type="submit"
        variant="primary"
        size="large"
        loading={sending.pending}
        className="message-form__submit"
      >
        提交留言
      </PlainButton>
    </form>
  );
}

interface FieldProps {
  id: string;
  /** The field's look (shared/components/plain.css, which PlainButton brings). */
  className: 'plain-input';
  value: string;
  'aria-required': true;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}
