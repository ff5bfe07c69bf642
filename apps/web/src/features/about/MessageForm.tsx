import { MESSAGES } from '@portal/shared/messages';
import {
  MESSAGE_FIELDS,
  MESSAGE_LIMITS,
  type MessageField,
  type MessageFormProblem,
  type MessageFormValues,
  type MessageSource,
  messageFormProblems,
} from '@portal/shared/site';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { RequestError } from '../../shared/api/request';
import { useWrite } from '../../shared/api/useWrite';
import { CaptchaImage } from '../../shared/captcha/CaptchaImage';
import { useImageCaptcha } from '../../shared/captcha/useImageCaptcha';
import type { AddMessageResult } from './add-message';
import { sendMessage } from './api';

const LABELS: Record<MessageField, string> = {
  name: '姓名',
  tel: '电话',
  email: '邮箱',
  content: '留言内容',
  captcha: '验证码',
};

const isMessageField = (name: string): name is MessageField =>
  (MESSAGE_FIELDS as readonly string[]).includes(name);

/** A limited field counts its characters and never cuts what is typed or pasted: too long is an error. */
const counted = (max: number) => ({ count: { show: true, max } });

/**
 * The online message form of /AboutUs and /Contact (spec 000 §2.12, §5). On submit the rules
 * are checked in the spec's order and every field that fails shows its first failure at once
 * (issue 24: one pass fixes everything); the server checks the same rules and the captcha. The
 * outcome is shown on /AddMessage, except a refused field (a wrong captcha, say), which stays on
 * the form.
 */
export function MessageForm({ source }: { source: MessageSource }) {
  const [form] = Form.useForm<MessageFormValues>();
  const captcha = useImageCaptcha();
  const navigate = useNavigate();
  // Silent: a refused field is shown on the form, anything else on /AddMessage.
  const sending = useWrite({
    write: (values: MessageFormValues) => sendMessage({ ...values, captchaId: captcha.id ?? '', source }),
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
          form.setFieldValue('captcha', '');
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

  function showProblems(problems: readonly MessageFormProblem[]) {
    form.setFields(
      MESSAGE_FIELDS.map((name) => ({
        name,
        errors: problems.filter((problem) => problem.field === name).map((problem) => problem.message),
      })),
    );
    const first = problems[0];
    if (first) form.scrollToField(first.field, { block: 'center', focus: true });
  }

  async function submit() {
    // Untouched fields are undefined in the form; the rules read them as empty.
    const raw: Partial<MessageFormValues> = form.getFieldsValue();
    const values: MessageFormValues = {
      name: raw.name ?? '',
      tel: raw.tel ?? '',
      email: raw.email ?? '',
      content: raw.content ?? '',
      captcha: raw.captcha ?? '',
    };
    const problems = messageFormProblems(values);
    showProblems(problems);
    if (problems.length > 0) return;
    await sending.run(values);
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="message-form"
      onFinish={submit}
      requiredMark
      aria-label="在线留言"
    >
      <div className="message-form__row">
        <Form.Item name="name" label={LABELS.name} required>
          <Input placeholder="请输入您的姓名" {...counted(MESSAGE_LIMITS.name)} autoComplete="name" />
        </Form.Item>
        <Form.Item name="tel" label={LABELS.tel} required>
          <Input
            placeholder="手机号或固定电话"
            {...counted(MESSAGE_LIMITS.tel)}
            autoComplete="tel"
            inputMode="tel"
          />
        </Form.Item>
        <Form.Item name="email" label={LABELS.email} required>
          <Input placeholder="name@example.com" {...counted(MESSAGE_LIMITS.email)} autoComplete="email" />
        </Form.Item>
      </div>
      <Form.Item name="content" label={LABELS.content} required>
        <Input.TextArea
          placeholder="请描述您的需求，例如设备数量、冷库规模、希望了解的应用"
          rows={5}
          {...counted(MESSAGE_LIMITS.content)}
        />
      </Form.Item>
      <Form.Item label={LABELS.captcha} required className="message-form__captcha">
        <div className="message-form__captcha-row">
          <Form.Item name="captcha" noStyle>
            <Input
              placeholder="请输入右侧验证码"
              maxLength={4}
              autoComplete="off"
              aria-label={LABELS.captcha}
            />
          </Form.Item>
          <CaptchaImage captcha={captcha} />
        </div>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={sending.pending}
        className="message-form__submit"
      >
        提交留言
      </Button>
    </Form>
  );
}
