import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { authApi } from '@portal/shared/accounts';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { passesRule, RULE_MESSAGES } from '@portal/shared/validation';
import { Button, Checkbox, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/call';
import { storage } from '../../shared/api/storage';
import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { isSameSitePath } from '../../shared/session/handover';
import { LoginCaptchaField, useLoginCaptcha } from '../../shared/session/LoginCaptcha';
import { hashPassword } from '../../shared/session/password';
import { rememberAccount, rememberedAccount } from '../../shared/session/session-store';
import './login.css';

interface WorkLoginValues {
  phone: string;
  password: string;
  remember: boolean;
  captcha?: string;
}

/**
 * /WorkLogin (spec 000 §2.16): a tenant signs in to the workbench with phone and
 * password; the server answers the workbench address carrying a single-use code. After a few
 * wrong passwords the server asks for the image captcha, as on /Login.
 */
export default function WorkLoginPage() {
  const [form] = Form.useForm<WorkLoginValues>();
  const captcha = useLoginCaptcha(form);
  const handle = usePageHandle();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  // The remembered account may be an operator's name from /Login: only a phone fits here.
  const remembered = passesRule('phone', rememberedAccount(storage)) ? rememberedAccount(storage) : '';

  const submit = async (values: WorkLoginValues) => {
    const { phone, password, remember } = values;
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const account = phone.trim();
      const sent = captcha.toSend(values);
      const address = await call(authApi.workbenchLogin, {
        body: {
          account,
          password: hashPassword(password),
          ...(sent ? { captchaId: sent.id, captcha: sent.answer.trim() } : {}),
        },
      });
      rememberAccount(storage, remember ? account : null);
      if (isSameSitePath(address)) await navigate(address);
      else window.location.assign(address);
    } catch (error) {
      // The request layer has shown why.
      captcha.refused(error);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <PageFrame title={handle?.title ?? '工作台登录'} subtitle={handle?.summary}>
      <section className="login-card" aria-labelledby="work-login-title">
        <h2 id="work-login-title" className="login-card__title">
          租户工作台登录
        </h2>
        <Form<WorkLoginValues>
          form={form}
          className="login-form"
          layout="vertical"
          requiredMark={false}
          initialValues={{ phone: remembered, password: '', remember: Boolean(remembered) }}
          onFinish={submit}
        >
          <Form.Item
            label="手机号"
            name="phone"
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: ACCOUNT_TEXTS.phoneRequired },
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || passesRule('phone', value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(RULE_MESSAGES.phone)),
              },
            ]}
          >
            <Input
              prefix={<MobileOutlined />}
              placeholder="请输入手机号"
              autoComplete="username"
              inputMode="numeric"
              maxLength={11}
            />
          </Form.Item>
          <Form.Item
            label="密码"
            name="password"
            rules={[
              { required: true, message: ACCOUNT_TEXTS.passwordRequired },
              { min: 6, max: 16, message: ACCOUNT_TEXTS.passwordLength },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="请输入密码"
              autoComplete="current-password"
            />
          </Form.Item>
          <LoginCaptchaField state={captcha} />
          <Form.Item name="remember" valuePropName="checked" className="login-form__remember">
            <Checkbox>记住账号</Checkbox>
          </Form.Item>
          <Form.Item className="login-form__submit">
            <Button type="primary" htmlType="submit" block size="large" loading={loading}>
              登录
            </Button>
          </Form.Item>
        </Form>
      </section>
    </PageFrame>
  );
}
