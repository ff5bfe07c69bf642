import { formatDateTime } from '@portal/shared/format';
import { SIGNING_TEXTS, signingApi, VERIFY_STATUSES, type VerifyResult } from '@portal/shared/signing';
import { uploadProblem } from '@portal/shared/uploads';
import { Alert, Button, Descriptions } from 'antd';
import { useState } from 'react';
import { FileUpload, useFileUpload } from '../../shared/components/FileUpload';
import { StatusTag } from '../../shared/components/StatusTag';
import { verifyPdf } from './api';
import './signing.css';

const TONE_TYPES = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  info: 'info',
  neutral: 'info',
} as const;

const problem = (file: File) =>
  uploadProblem(file, signingApi.verify.upload.accepts, {
    wrongType: SIGNING_TEXTS.pdfType,
    tooLarge: () => SIGNING_TEXTS.verifySize,
  });

/**
 * 签名验证 (issue 21): anyone checks a PDF: whether it was signed on this platform, by whom and
 * when, and whether any byte changed since. The file is read by the server and not kept.
 */
export default function VerifyPage() {
  const [result, setResult] = useState<{ name: string; answer: VerifyResult } | null>(null);
  const upload = useFileUpload({
    problem,
    send: (file, onProgress) => verifyPdf(file, onProgress),
    onPicked: () => setResult(null),
    onUploaded: (answer, file) => setResult({ name: file.name, answer }),
  });
  const answer = result?.answer;

  return (
    <div className="verify-page">
      <h2>验证签章文件</h2>
      <p>
        选择一个在本平台签章的PDF文件，系统会核对其中的数字签名：是否由本平台签发、签章人与签章时间，以及签章后文件是否被修改过。
      </p>
      <FileUpload accepts={signingApi.verify.upload.accepts} upload={upload}>
        <Button type="primary" loading={upload.uploading}>
          选择PDF文件并验证
        </Button>
      </FileUpload>
      {result && answer ? (
        <div className="verify-page__result" aria-live="polite">
          <Alert
            type={TONE_TYPES[VERIFY_STATUSES.tone(answer.status)]}
            showIcon
            message={answer.message}
            description={`文件：${result.name}`}
          />
          <Descriptions className="verify-page__facts" bordered column={1} size="small">
            <Descriptions.Item label="结论">
              <StatusTag status={answer.status} of={VERIFY_STATUSES} />
            </Descriptions.Item>
            <Descriptions.Item label="文档名称">{answer.documentName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="签章人">{answer.signerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="签章时间">
              {answer.signedAt ? `${formatDateTime(answer.signedAt)}（北京时间）` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="签名证书">{answer.certificate ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="证书指纹（SHA-256）">
              <span style={{ wordBreak: 'break-all' }}>{answer.fingerprint ?? '—'}</span>
            </Descriptions.Item>
          </Descriptions>
        </div>
      ) : null}
    </div>
  );
}
