import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { RegisterRequest } from '@portal/shared/accounts';
import {
  ACCOUNT_TEXTS,
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
  type Role,
} from '@portal/shared/accounts-constants';
import { passesRule } from '@portal/shared/validation';
import { Button, Checkbox, Form, Input, Radio, Segmented } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getFeedback } from '../../shared/api/feedback';
import { RequestError } from '../../shared/api/request';
import { useWrite } from '../../shared/api/useWrite';
import { namedRule, sameAs } from '../../shared/components/form-rules';
import { ImageUpload } from '../../shared/components/ImageUpload';
import { PrivacyDialog } from '../../shared/components/PrivacyDialog';
import { needsSlider, SmsCodeButton } from '../../shared/components/SmsCodeButton';
import { SmsCodeInput } from '../../shared/components/SmsCodeInput';
import { type ServerFieldErrors, useServerFieldErrors } from '../../shared/components/server-field-errors';
import { followLoginOutcome, runLoginFlow } from '../../shared/session/login-flow';
import { hashPassword } from '../../shared/session/password';
import { checkAccount, createAccount, sendRegisterCode } from './api';

/** The quick form, and the 实名注册 form that also collects identity documents (spec 000 §2.14). */
export type RegisterVariant = 'quick' | 'verified';
type RegistrationType = (typeof REGISTRATION_TYPES)[keyof typeof REGISTRATION_TYPES];

export interface RegisterValues {
  type: RegistrationType;
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
  realName?: string;
  adminIdCard?: string;
  idCardFornt?: string;
  idCardTail?: string;
  businessLicense?: string;
}

/** Spec 000 §4, §9: the automatic login starts 500 ms after 注册成功. */
export const AUTO_LOGIN_DELAY_MS = 500;

const VARIANT_OPTIONS = [
  { label: '快速注册', value: 'quick' },
  { label: '实名注册', value: 'verified' },
] as const satisfies { label: string; value: RegisterVariant }[];

const TYPE_OPTIONS = REGISTRATION_TYPE_LABELS.map((label, value) => ({
  label,
  value: value as RegistrationType,
}));

/** Where the server's field names land on this form (the phone goes by two names). */
const SERVER_FIELDS: Record<string, keyof RegisterValues> = {
  account: 'account',
  phone: 'account',
  code: 'code',
  password: 'password',
  realName: 'realName',
  adminIdCard: 'adminIdCard',
  idCardFornt: 'idCardFornt',
  idCardTail: 'idCardTail',
  businessLicense: 'businessLicense',
};

/** The form field a server's field name belongs to. */
function formField(key: string): string | undefined {
  return Object.hasOwn(SERVER_FIELDS, key) ? SERVER_FIELDS[key] : undefined;
}

const isAccountTaken = (error: unknown): error is RequestError =>
  error instanceof RequestError && error.errorCode === 'ACCOUNT_TAKEN';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const needsLicence = (type: RegistrationType) => type !== REGISTRATION_TYPES.personalDeveloper;

/** What is sent: only the fields of the variant on screen, the password as its md5 hash. */
export function registerPayload(values: RegisterValues, variant: RegisterVariant): RegisterRequest {
  const payload: RegisterRequest = {
    account: values.account.trim(),
    code: values.code.trim(),
    password: hashPassword(values.password),
    type: values.type,
    agree: true,
  };
  if (variant === 'quick') return payload;
  return {
    ...payload,
    realName: values.realName?.trim(),
    adminIdCard: values.adminIdCard?.trim().toUpperCase(),
    idCardFornt: values.idCardFornt,
    idCardTail: values.idCardTail,
    ...(needsLicence(values.type) ? { businessLicense: values.businessLicense } : {}),
  };
}

export function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [variant, setVariant] = useState<RegisterVariant>('quick');
  const [privacyOpen, setPrivacyOpen] = useState(false);
  /** Phones the server called taken, with its message. */
  const taken = useRef(new Map<string, string>());
  const checked = useRef(new Set<string>());
  const server = useServerFieldErrors(form);
  const type = Form.useWatch('type', form) ?? REGISTRATION_TYPES.tenant;
  const verified = variant === 'verified';

  const feedback = (text: string) => getFeedback().message('error', text);

  const markTaken = (phone: string, text: string) => {
    taken.current.set(phone, text || ACCOUNT_TEXTS.duplicateAccount);
    if (form.getFieldValue('account')?.trim() === phone)
      void form.validateFields(['account']).catch(() => {});
  };

  const checkPhone = async () => {
    const phone = (form.getFieldValue('account') as string | undefined)?.trim() ?? '';
    if (!phone || !passesRule('phone', phone) || checked.current.has(phone)) return;
    checked.current.add(phone);
    try {
      await checkAccount(phone);
    } catch (error) {
      if (isAccountTaken(error)) markTaken(phone, error.msg);
      // Any other failure (network) is not a verdict: check again on the next blur.
      else checked.current.delete(phone);
    }
  };

  /** Shows a refused call where it belongs: on its field, or as a message. */
  const showError = (error: unknown, values: Partial<RegisterValues>) => {
    if (isAccountTaken(error)) {
      markTaken(values.account?.trim() ?? '', error.msg);
      form.scrollToField('account', { block: 'center' });
      return;
    }
    server.show(error, { fieldFor: formField, values: { ...values }, fallback: feedback });
  };

  const sendCode = async (phone: string, ticket?: string) => {
    try {
      await sendRegisterCode(phone, ticket);
    } catch (error) {
      // The button opens the slider itself when the server asks for it.
      if (!needsSlider(error)) showError(error, { account: form.getFieldValue('account') });
      throw error;
    }
  };

  const registration = useWrite({
    write: ({ payload }: { values: RegisterValues; payload: RegisterRequest }) => createAccount(payload),
    success: ACCOUNT_TEXTS.registered,
    exclusive: true,
    onError: (error, { values }) => showError(error, values),
    // Registered: log in with the chosen password after 500 ms (spec 000 §4; DESIGN.md).
    // The button stays busy; the page is about to be left.
    onSuccess: async (_answer, { values, payload }) => {
      await wait(AUTO_LOGIN_DELAY_MS);
      const role: Role = values.type === REGISTRATION_TYPES.tenant ? 'tenant' : 'develop';
      try {
        const outcome = await runLoginFlow({ account: payload.account, password: values.password, role });
        await followLoginOutcome(outcome, (to) => navigate(to));
      } catch {
        // The flow has said why; the account exists, so logging in by hand is what is left.
        await navigate(paths.login);
      }
    },
  });

  const submit = (values: RegisterValues) =>
    registration.run({ values, payload: registerPayload(values, variant) });

  const agree = () => form.setFields([{ name: 'agree', value: true, errors: [] }]);

  return (
    <>
      <Segmented<RegisterVariant>
        block
        className="register-card__variants"
        options={VARIANT_OPTIONS}
        value={variant}
        onChange={setVariant}
        aria-label="注册方式"
      />
      <Form<RegisterValues>
        form={form}
        className="register-form"
        layout="vertical"
        requiredMark={false}
        scrollToFirstError={{ block: 'center' }}
        initialValues={{ type: REGISTRATION_TYPES.tenant, agree: false }}
        onFinish={submit}
      >
        <Form.Item label="注册身份" name="type">
          <Radio.Group
            options={TYPE_OPTIONS}
            optionType="button"
            buttonStyle="solid"
            block
            className="register-form__types"
          />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="account"
          validateFirst
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            { required: true, whitespace: true, message: ACCOUNT_TEXTS.phoneRequired },
            { ...namedRule('phone'), validateTrigger: 'onBlur' },
            {
              validator: (_, value: string | undefined) => {
                const text = taken.current.get(value?.trim() ?? '');
                return text ? Promise.reject(new Error(text)) : Promise.resolve();
              },
            },
            server.rule('account'),
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder="请输入手机号"
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
            onBlur={() => void checkPhone()}
          />
        </Form.Item>
        <Form.Item
          label="验证码"
          name="code"
          rules={[
            { required: true, whitespace: true, message: ACCOUNT_TEXTS.codeRequired },
            server.rule('code'),
          ]}
        >
          <SmsCodeInput
            button={
              <SmsCodeButton
                getPhone={() => form.getFieldValue('account')}
                send={sendCode}
                precheck={() =>
                  verified && !form.getFieldValue('agree') ? ACCOUNT_TEXTS.consentForCode : undefined
                }
              />
            }
          />
        </Form.Item>
        <Form.Item
          label="密码"
          name="password"
          validateFirst
          rules={[
            { required: true, message: ACCOUNT_TEXTS.passwordRequired },
            namedRule('password'),
            server.rule('password'),
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
          rules={[{ required: true, message: ACCOUNT_TEXTS.confirmRequired }, sameAs('password')]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请再次输入密码"
            autoComplete="new-password"
          />
        </Form.Item>

        {verified ? <IdentityFields type={type} server={server} /> : null}

        <Form.Item className="register-form__consent">
          <Form.Item
            name="agree"
            valuePropName="checked"
            noStyle
            rules={[
              {
                validator: (_, value: boolean) =>
                  value ? Promise.resolve() : Promise.reject(new Error(ACCOUNT_TEXTS.consentRequired)),
              },
            ]}
          >
            <Checkbox>我已阅读并同意</Checkbox>
          </Form.Item>
          <Button type="link" className="register-form__privacy-link" onClick={() => setPrivacyOpen(true)}>
            《隐私协议》
          </Button>
        </Form.Item>
        <Form.Item className="register-form__submit">
          <Button type="primary" htmlType="submit" block size="large" loading={registration.pending}>
            注册
          </Button>
        </Form.Item>
        <p className="register-form__login">
          已有账号？<Link to={paths.login}>立即登录</Link>
        </p>
      </Form>
      <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} onAgree={agree} />
    </>
  );
}

/** The 实名注册 fields: name, ID number, ID-card images and (companies) the business licence. */
function IdentityFields({ type, server }: { type: RegistrationType; server: ServerFieldErrors }) {
  const person = type === REGISTRATION_TYPES.personalDeveloper;
  return (
    <fieldset className="register-form__identity">
      <legend>{person ? '实名信息' : '管理员实名信息'}</legend>
      <Form.Item
        label={person ? '姓名' : '管理员姓名'}
        name="realName"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: '请输入姓名' },
          { max: 30, message: '姓名不能超过30个字' },
          namedRule('plainName'),
          server.rule('realName'),
        ]}
      >
        <Input placeholder="请输入真实姓名" maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={person ? '身份证号码' : '管理员身份证号码'}
        name="adminIdCard"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: '请输入身份证号码' },
          { ...namedRule('nationalId'), validateTrigger: 'onBlur' },
          server.rule('adminIdCard'),
        ]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input placeholder="请输入18位身份证号码" maxLength={18} />
      </Form.Item>
      <div className="register-form__images">
        <Form.Item
          label="身份证人像面"
          name="idCardFornt"
          rules={[{ required: true, message: '请上传身份证件' }, server.rule('idCardFornt')]}
        >
          <ImageUpload label="身份证人像面" />
        </Form.Item>
        <Form.Item
          label="身份证国徽面"
          name="idCardTail"
          rules={[{ required: true, message: '请上传身份证件' }, server.rule('idCardTail')]}
        >
          <ImageUpload label="身份证国徽面" />
        </Form.Item>
        {needsLicence(type) ? (
          <Form.Item
            label="营业执照"
            name="businessLicense"
            rules={[{ required: true, message: '请上传营业执照' }, server.rule('businessLicense')]}
          >
            <ImageUpload label="营业执照" />
          </Form.Item>
        ) : null}
      </div>
      <p className="register-form__hint">
        证件照片支持 JPG、JPEG、PNG 格式，大小不超过 3MB，仅用于身份与资质核验。
      </p>
    </fieldset>
  );
}
