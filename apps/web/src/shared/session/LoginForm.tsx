import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ACCOUNT_TEXTS, ROLE_LABELS, ROLES, type Role } from '@portal/shared/accounts-constants';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { storage } from '../api/storage';
import { LoginCaptchaField, useLoginCaptcha } from './LoginCaptcha';
import { type FollowDeps, followLoginOutcome, runLoginFlow } from './login-flow';
import { rememberedAccount } from './session-store';
import './session.css';

export interface LoginFormValues {
  account: string;
  password: string;
  role: Role;
  remember?: boolean;
  /** The image captcha's answer, once the server asks for it after wrong passwords. */
  captcha?: string;
}

interface LoginFormProps {
  /** The /Login page offers remember-me; the dialog does not. */
  withRemember?: boolean;
  /** Called once the login succeeded, after the next place has been opened. */
  onLoggedIn?: () => void;
  /** How to follow a `reload` outcome, etc. (the page goes home instead of reloading itself). */
  follow?: FollowDeps;
  /** Shown under the button (the page's 注册 / 忘记密码 links). */
  footer?: ReactNode;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Account, password and role (spec 000 §2.16, §5; 002 §2.8, §5), running the login flow. After
 * a few wrong passwords the server asks for the image captcha (GUARD_CODES.captchaRequired):
 * the form then shows it and sends its answer with every try.
 */
export function LoginForm({ withRemember = false, onLoggedIn, follow, footer }: LoginFormProps) {
  const [form] = Form.useForm<LoginFormValues>();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const captcha = useLoginCaptcha(form);
  // The state updates a render later; the ref stops a second click in the same moment.
  const busy = useRef(false);
  const remembered = withRemember ? rememberedAccount(storage) : '';

  const submit = async (values: LoginFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const outcome = await runLoginFlow({
        account: values.account,
        password: values.password,
        role: values.role,
        remember: withRemember ? Boolean(values.remember) : undefined,
        captcha: captcha.toSend(values),
      });
      await followLoginOutcome(outcome, (to) => navigate(to), follow);
      onLoggedIn?.();
    } catch (error) {
      // The reason is already on screen (the request layer or the flow showed it).
      captcha.refused(error);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <Form<LoginFormValues>
      form={form}
      className="login-form"
      layout="vertical"
      requiredMark={false}
      initialValues={{ account: remembered, password: '', role: 'tenant', remember: Boolean(remembered) }}
      onFinish={submit}
    >
      <Form.Item
        label="账户"
        name="account"
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: ACCOUNT_TEXTS.accountRequired }]}
        normalize={(value: string) => value.trimStart()}
      >
        <Input prefix={<UserOutlined />} placeholder="请输入账户" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item
        label="密码"
        name="password"
        rules={[
          { required: true, message: ACCOUNT_TEXTS.passwordRequired },
          { min: 6, max: 16, message: ACCOUNT_TEXTS.passwordLength },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <LoginCaptchaField state={captcha} />
      <Form.Item label="角色" name="role">
        <Radio.Group options={ROLE_OPTIONS} className="login-form__roles" />
      </Form.Item>
      {withRemember ? (
        <Form.Item name="remember" valuePropName="checked" className="login-form__remember">
          <Checkbox>记住账号</Checkbox>
        </Form.Item>
      ) : null}
      <Form.Item className="login-form__submit">
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          登录
        </Button>
      </Form.Item>
      {footer}
    </Form>
  );
}
