import { SafetyOutlined } from '@ant-design/icons';
import { GUARD_CODES } from '@portal/shared/accounts';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import { RequestError } from '../api/request';
import { CaptchaImage } from '../captcha/CaptchaImage';
import { type ImageCaptchaState, useImageCaptcha } from '../captcha/useImageCaptcha';
import type { LoginCaptcha } from './login-flow';

/** A login form's values, with the captcha answer once it is asked for. */
interface WithCaptcha {
  captcha?: string;
}

export interface LoginCaptchaState {
  /** The server has asked for the image captcha: the form shows it from now on. */
  asked: boolean;
  image: ImageCaptchaState;
  /** What the next try sends (nothing until the captcha is asked for and drawn). */
  toSend: (values: WithCaptcha) => LoginCaptcha | undefined;
  /** After a refused try: asked for when the server says so; a sent captcha is used up either way. */
  refused: (error: unknown) => void;
}

/**
 * The image captcha a login form shows only after the server asked for it
 * (GUARD_CODES.captchaRequired, after a few wrong passwords).
 */
export function useLoginCaptcha(form: Pick<FormInstance, 'setFields'>): LoginCaptchaState {
  const [asked, setAsked] = useState(false);
  const image = useImageCaptcha({ enabled: asked });
  return {
    asked,
    image,
    toSend: (values) => (asked && image.id ? { id: image.id, answer: values.captcha ?? '' } : undefined),
    refused: (error) => {
      if (error instanceof RequestError && error.code === GUARD_CODES.captchaRequired) setAsked(true);
      if (!asked) return;
      image.refresh();
      const fieldError = error instanceof RequestError ? error.fieldErrors?.captcha : undefined;
      form.setFields([{ name: 'captcha', value: '', errors: fieldError ? [fieldError] : [] }]);
    },
  };
}

/** The answer field and the picture (a click draws a new one), shown once asked for. */
export function LoginCaptchaField({ state }: { state: LoginCaptchaState }) {
  if (!state.asked) return null;
  return (
    <Form.Item label="验证码" required className="login-form__captcha">
      <div className="login-form__captcha-row">
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: true, whitespace: true, message: ACCOUNT_TEXTS.loginCaptchaRequired }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入右侧验证码"
            maxLength={4}
            autoComplete="off"
            aria-label="验证码"
          />
        </Form.Item>
        <CaptchaImage captcha={state.image} />
      </div>
    </Form.Item>
  );
}
