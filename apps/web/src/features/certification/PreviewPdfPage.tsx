import { DownloadOutlined } from '@ant-design/icons';
import { certificationApi, PREVIEW_PDF_TITLES } from '@portal/shared/certification';
import { Button, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { download } from '../../shared/api/call';
import { usePrivateFile } from '../../shared/api/usePrivateFile';
import { useDocumentTitle } from '../../shared/components/document-title';
import { PdfViewer } from '../../shared/pdf/PdfViewer';
import { useSession } from '../../shared/session/useSession';
import './certification.css';

/**
 * /preViewPdf (spec 001 §2.9, 002 §2.1): type 1 the enterprise certification application
 * form, any other value the commitment letter; a real PDF, filled with the applicant's
 * company details when logged in, shown with pdf.js and downloadable to print and sign.
 */
export default function PreviewPdfPage() {
  const [params] = useSearchParams();
  const type = params.get('type') === '1' ? 1 : 2;
  const title = PREVIEW_PDF_TITLES[type];
  const { user } = useSession();
  useDocumentTitle(title);
  const pdf = usePrivateFile(
    ['certification', 'form-pdf', type, user?.userId ?? 0],
    () => download(certificationApi.previewPdf, { params: { type } }, { silent: true }),
    { staleTime: 60_000 },
  );
  const href = pdf.url;

  return (
    <main className="pdf-page">
      <header className="pdf-page__bar">
        <h1 className="pdf-page__title">{title}</h1>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          href={href ?? undefined}
          download={`${title}.pdf`}
          disabled={!href}
        >
          下载 PDF
        </Button>
      </header>
      <p className="pdf-page__hint">请下载并打印，签字盖章后拍照或扫描，在认证页面上传。</p>
      {pdf.loading ? <Spin className="pdf-page__spin" /> : null}
      {pdf.failed ? <Result status="error" title="文件加载失败" subTitle="请刷新页面重试" /> : null}
      {pdf.blob ? <PdfViewer data={pdf.blob} title={title} /> : null}
    </main>
  );
}
