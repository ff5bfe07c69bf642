import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getFeedback } from '../../shared/api/feedback';
import { RequestError } from '../../shared/api/request';
import { useWrite } from '../../shared/api/useWrite';
import { namedRule, sameAs } from '../../shared/components/form-rules';
import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { needsSlider, SmsCodeButton } from '../../shared/components/SmsCodeButton';
import { SmsCodeInput } from '../../shared/components/SmsCodeInput';
import { useServerFieldErrors } from '../../shared/components/server-field-errors';
import { hashPassword } from '../../shared/session/password';
import { checkForgetCode, resetPassword, sendForgetCode } from './api';
import './forget.css';

interface PhoneStepValues {
  phone: string;
  code: string;
}

interface PasswordStepValues {
  password: string;
  confirmPassword: string;
}

const STEPS = [{ title: '验证手机号' }, { title: '设置新密码' }];

const showError = (text: string) => getFeedback().message('error', text);

/** The form field each server field name lands on. */
const phoneStepField = (key: string) => (key === 'phone' || key === 'code' ? key : undefined);

const passwordStepField = (key: string) => {
  if (key === 'userPassword') return 'password';
  if (key === 'validatePassword') return 'confirmPassword';
  return undefined;
};

/**
 * /forget (spec 000 §2.15): step 0 proves the phone with a code, step 1 sets the new
 * password with the single-use id the check returned; then back to /Login.
 */
export default function ForgetPage() {
  const handle = usePageHandle();
  const navigate = useNavigate();
  const [phoneForm] = Form.useForm<PhoneStepValues>();
  const [passwordForm] = Form.useForm<PasswordStepValues>();
  const phoneServer = useServerFieldErrors(phoneForm);
  const passwordServer = useServerFieldErrors(passwordForm);
  const [step, setStep] = useState<0 | 1>(0);
  const [resetId, setResetId] = useState<string | null>(null);

  const sendCode = async (phone: string, ticket?: string) => {
    try {
      await sendForgetCode(phone, ticket);
    } catch (error) {
      // The button opens the slider itself when the server asks for it.
      if (needsSlider(error)) throw error;
      phoneServer.show(error, {
        fieldFor: phoneStepField,
        values: { phone: phoneForm.getFieldValue('phone') },
        fallback: showError,
      });
      throw error;
    }
  };

  // Step 0: the code proves the phone; the answer is the single-use id of step 1.
  const verification = useWrite({
    write: ({ phone, code }: PhoneStepValues) => checkForgetCode(phone.trim(), code.trim()),
    exclusive: true,
    onSuccess: ({ data }) => {
      setResetId(data.id);
      setStep(1);
    },
    onError: (error, values) =>
      phoneServer.show(error, { fieldFor: phoneStepField, values: { ...values }, fallback: showError }),
  });

  const resetting = useWrite({
    write: ({ id, values }: { id: string; values: PasswordStepValues }) =>
      resetPassword(id, hashPassword(values.password), hashPassword(values.confirmPassword)),
    success: ACCOUNT_TEXTS.passwordReset,
    exclusive: true,
    onSuccess: () => navigate(paths.login),
    onError: (error, { values }) => {
      if (error instanceof RequestError && error.errorCode === 'RESET_TICKET_INVALID') {
        // The id is used up or expired: prove the phone again.
        getFeedback().message('error', error.msg);
        setResetId(null);
        phoneForm.setFieldValue('code', '');
        setStep(0);
        return;
      }
      passwordServer.show(error, {
        fieldFor: passwordStepField,
        values: { ...values },
        fallback: showError,
      });
    },
  });

  const verify = (values: PhoneStepValues) => verification.run(values);

  const reset = (values: PasswordStepValues) => {
    if (resetId) void resetting.run({ id: resetId, values });
  };

  return (
    <PageFrame title={handle?.title ?? '忘记密码'} subtitle={handle?.summary}>
      <section className="forget-card" aria-labelledby="forget-card-title">
        <h2 id="forget-card-title" className="forget-card__title">
          找回密码
        </h2>
        <Steps current={step} items={STEPS} size="small" className="forget-card__steps" responsive={false} />
        {step === 0 ? (
          <Form<PhoneStepValues>
            key="phone"
            form={phoneForm}
            className="forget-form"
            layout="vertical"
            requiredMark={false}
            onFinish={verify}
          >
            <Form.Item
              label="手机号"
              name="phone"
              validateFirst
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                { required: true, whitespace: true, message: ACCOUNT_TEXTS.phoneRequired },
                { ...namedRule('phone'), validateTrigger: 'onBlur' },
                phoneServer.rule('phone'),
              ]}
            >
              <Input
                prefix={<MobileOutlined />}
                placeholder="请输入注册时的手机号"
                maxLength={11}
                inputMode="numeric"
                autoComplete="tel"
              />
            </Form.Item>
            <Form.Item
              label="验证码"
              name="code"
              rules={[
                { required: true, whitespace: true, message: ACCOUNT_TEXTS.codeRequired },
                phoneServer.rule('code'),
              ]}
            >
              <SmsCodeInput
                button={<SmsCodeButton getPhone={() => phoneForm.getFieldValue('phone')} send={sendCode} />}
              />
            </Form.Item>
            <Form.Item className="forget-form__actions">
              <Button type="primary" htmlType="submit" block size="large" loading={verification.pending}>
                下一步
              </Button>
            </Form.Item>
          </Form>
        ) : (
          <Form<PasswordStepValues>
            key="password"
            form={passwordForm}
            className="forget-form"
            layout="vertical"
            requiredMark={false}
            onFinish={reset}
          >
            <Form.Item
              label="新密码"
              name="password"
              validateFirst
              rules={[
                { required: true, message: ACCOUNT_TEXTS.newPasswordRequired },
                namedRule('password'),
                passwordServer.rule('password'),
              ]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="6-16位数字和字母组合"
                autoComplete="new-password"
              />
            </Form.Item>
            <Form.Item
              label="确认密码"
              name="confirmPassword"
              dependencies={['password']}
              validateFirst
              rules={[
                { required: true, message: ACCOUNT_TEXTS.confirmRequired },
                sameAs('password'),
                passwordServer.rule('confirmPassword'),
              ]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="请再次输入新密码"
                autoComplete="new-password"
              />
            </Form.Item>
            <Form.Item className="forget-form__actions">
              <Button type="primary" htmlType="submit" block size="large" loading={resetting.pending}>
                提交
              </Button>
            </Form.Item>
          </Form>
        )}
        <p className="forget-card__links">
          想起密码了？<Link to={paths.login}>返回登录</Link>
        </p>
      </section>
    </PageFrame>
  );
}
