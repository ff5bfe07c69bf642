import { type TenantCertificationRequest, zTenantCertificationRequest } from '@portal/shared/certification';
import { Col, Form, Row } from 'antd';
import { links } from '../../config/paths';
import { submitTenantCertification } from './api';
import { COMPANY_FIELDS, CompanyFields, PERSON_FIELDS, PersonFields } from './CertificationFields';
import { CertificationWizard } from './CertificationWizard';
import { DocumentUpload } from './DocumentUpload';
import { fieldRule } from './form-rules';

const rule = (field: string) => fieldRule(zTenantCertificationRequest, field);

/** /admin/personTent: the tenant certification wizard (spec 001 §2.7, §5.4). */
export default function PersonTentPage() {
  return (
    <CertificationWizard
      steps={() => [
        {
          title: '负责人、承诺书与申请表',
          fields: [...PERSON_FIELDS, 'applicationForm', 'letterCommitment'],
          render: (form, disabled) => (
            <>
              <PersonFields form={form} disabled={disabled} />
              <p className="cert-hint">
                请下载
                <a href={links.preViewPdf(1)} target="_blank" rel="noreferrer">
                  企业认证申请表
                </a>
                和
                <a href={links.preViewPdf(2)} target="_blank" rel="noreferrer">
                  承诺书
                </a>
                ，打印并签字盖章后拍照或扫描上传（JPG/PNG 不超过 3MB，PDF 不超过 10MB）。
              </p>
              <Row gutter={24}>
                <Col xs={24} md={12}>
                  <Form.Item label="申请表" name="applicationForm" required rules={[rule('applicationForm')]}>
                    <DocumentUpload label="申请表" allowPdf disabled={disabled} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    label="承诺书"
                    name="letterCommitment"
                    required
                    rules={[rule('letterCommitment')]}
                  >
                    <DocumentUpload label="承诺书" allowPdf disabled={disabled} />
                  </Form.Item>
                </Col>
              </Row>
            </>
          ),
        },
        {
          title: '企业信息',
          fields: ['enCode', ...COMPANY_FIELDS],
          render: (form, disabled) => <CompanyFields form={form} disabled={disabled} tenantCode />,
        },
      ]}
      submit={(values) => submitTenantCertification(values as unknown as TenantCertificationRequest)}
    />
  );
}
