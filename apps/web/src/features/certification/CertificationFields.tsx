import {
  CERTIFICATION_TEXTS,
  zEnterpriseDeveloperRequest,
  zTenantCertificationRequest,
} from '@portal/shared/certification';
import { passesRule } from '@portal/shared/validation';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { checkIdNumber, recognise } from './api';
import { DocumentUpload } from './DocumentUpload';
import { fieldRule } from './form-rules';

/** The person's part of both forms (spec 001 §5.4, §5.5). */
const PERSON = zTenantCertificationRequest;
/** The company's part: the enterprise developer's schema has exactly those fields. */
const COMPANY = zEnterpriseDeveloperRequest;

const rule = (field: string) => fieldRule(PERSON, field);

/** Reads the number off a photo into a field; says 未识别到证件号 when none passes its check. */
async function fillFromPhoto(form: FormInstance, field: string, kind: 'idNumber' | 'creditCode', file: File) {
  try {
    const number = await recognise(kind, file);
    if (!number) {
      getFeedback().message('warning', CERTIFICATION_TEXTS.ocrNotFound);
      return;
    }
    form.setFieldValue(field, number);
    void form.validateFields([field]).catch(() => undefined);
    getFeedback().message('success', kind === 'idNumber' ? '已识别身份证号' : '已识别统一社会信用代码');
  } catch {
    getFeedback().message('warning', CERTIFICATION_TEXTS.ocrNotFound);
  }
}

/** The ID check of the form's blur: the shape here, the server's rule after (validationIDNumber). */
const serverIdRule = {
  validateTrigger: 'onBlur',
  validator: async (_: unknown, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text || !passesRule('nationalId', text)) return;
    const refusal = await checkIdNumber(text);
    if (refusal) throw new Error(refusal.replace(/「[^」]*」/g, ''));
  },
};

function Half({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

export const PERSON_FIELDS = ['adminName', 'adminIdCard', 'idCardFornt', 'idCardTail'] as const;

/** 负责人: name, the account's phone (read-only), ID number (checked on blur), both ID card sides. */
export function PersonFields({ form, disabled }: { form: FormInstance; disabled: boolean }) {
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item label="姓名" name="adminName" required rules={[rule('adminName')]}>
          <Input maxLength={20} placeholder="请输入姓名" autoComplete="name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="手机号" name="adminPhone" required>
          <Input maxLength={11} readOnly disabled />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          label="身份证号"
          name="adminIdCard"
          required
          validateTrigger={['onChange', 'onBlur']}
          rules={[rule('adminIdCard'), serverIdRule]}
          extra={disabled ? undefined : '上传身份证人像面后可自动识别'}
        >
          <Input maxLength={40} placeholder="请输入身份证号码" />
        </Form.Item>
      </Half>
      <Col xs={24}>
        <Form.Item label="身份证件" required>
          <div className="cert-docs">
            <Form.Item name="idCardFornt" noStyle rules={[rule('idCardFornt')]}>
              <DocumentUpload
                label="身份证人像面"
                disabled={disabled}
                onPicked={(file) => void fillFromPhoto(form, 'adminIdCard', 'idNumber', file)}
              />
            </Form.Item>
            <Form.Item name="idCardTail" noStyle rules={[rule('idCardTail')]}>
              <DocumentUpload label="身份证国徽面" disabled={disabled} />
            </Form.Item>
          </div>
          <Form.Item shouldUpdate noStyle>
            {() => {
              const errors = [...form.getFieldError('idCardFornt'), ...form.getFieldError('idCardTail')];
              return errors[0] ? <div className="ant-form-item-explain-error">{errors[0]}</div> : null;
            }}
          </Form.Item>
          <div className="cert-hint">JPG/JPEG/PNG 格式，大小不超过 3MB</div>
        </Form.Item>
      </Col>
    </Row>
  );
}

export const COMPANY_FIELDS = [
  'companyName',
  'creditCode',
  'legalPersonName',
  'legalPersonPhone',
  'legalPersonIdCard',
  'email',
  'address',
  'businessLicense',
] as const;

/** 企业信息: company, credit code (read off the licence), legal person, contact, licence. */
export function CompanyFields({
  form,
  disabled,
  tenantCode,
}: {
  form: FormInstance;
  disabled: boolean;
  /** The tenant form asks for the tenant code first. */
  tenantCode?: boolean;
}) {
  const company = (field: string) => fieldRule(COMPANY, field);
  return (
    <Row gutter={24}>
      {tenantCode ? (
        <Half>
          <Form.Item
            label="租户号"
            name="enCode"
            required
            rules={[fieldRule(PERSON, 'enCode')]}
            extra={disabled ? undefined : '字母开头，2-11位字母或数字，审核通过后作为企业的租户号'}
          >
            <Input maxLength={11} placeholder="请输入租户号" />
          </Form.Item>
        </Half>
      ) : null}
      <Half>
        <Form.Item label="企业名称" name="companyName" required rules={[company('companyName')]}>
          <Input maxLength={50} placeholder="请输入企业名称" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          label="统一社会信用代码"
          name="creditCode"
          required
          rules={[company('creditCode')]}
          extra={disabled ? undefined : '上传营业执照后可自动识别'}
        >
          <Input maxLength={18} placeholder="请输入社会信用代码" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="法人姓名" name="legalPersonName" required rules={[company('legalPersonName')]}>
          <Input maxLength={20} placeholder="请输入法人姓名" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="法人手机号" name="legalPersonPhone" required rules={[company('legalPersonPhone')]}>
          <Input maxLength={11} placeholder="请输入法人手机号" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          label="法人身份证号"
          name="legalPersonIdCard"
          required
          validateTrigger={['onChange', 'onBlur']}
          rules={[company('legalPersonIdCard'), serverIdRule]}
        >
          <Input maxLength={40} placeholder="请输入法人身份证号" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="邮箱" name="email" rules={[company('email')]}>
          <Input maxLength={50} placeholder="选填" autoComplete="email" />
        </Form.Item>
      </Half>
      <Col xs={24}>
        <Form.Item label="企业地址" name="address" rules={[company('address')]}>
          <Input maxLength={200} placeholder="选填" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="营业执照" name="businessLicense" required rules={[company('businessLicense')]}>
          <DocumentUpload
            label="营业执照"
            disabled={disabled}
            onPicked={(file) => void fillFromPhoto(form, 'creditCode', 'creditCode', file)}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
