import { CERTIFICATION_STATUS } from '@portal/shared/accounts-constants';
import { CERTIFICATION_TEXTS, type Certification } from '@portal/shared/certification';
import { Button, Result } from 'antd';

interface CertificationStatusProps {
  certification: Certification;
  /** Rejected: back to the first step to correct and submit again. */
  onEdit: () => void;
}

/** The final step's screen (spec 001 §4.1): under review, approved, or rejected with its reason. */
export function CertificationStatus({ certification, onEdit }: CertificationStatusProps) {
  const { status, examineRemake } = certification;
  if (status === CERTIFICATION_STATUS.approved) {
    return (
      <Result status="success" title={CERTIFICATION_TEXTS.approved} subTitle="您的认证信息已审核通过。" />
    );
  }
  if (status === CERTIFICATION_STATUS.rejected) {
    return (
      <Result
        status="error"
        title={CERTIFICATION_TEXTS.rejected}
        subTitle={examineRemake ? `原因：${examineRemake}` : undefined}
        extra={
          <Button type="primary" onClick={onEdit}>
            修改并重新提交
          </Button>
        }
      />
    );
  }
  return (
    <Result status="info" title={CERTIFICATION_TEXTS.reviewing} subTitle={CERTIFICATION_TEXTS.watchSms} />
  );
}
