import type { Order } from '@portal/shared/orders';
import { Alert, Image, Skeleton } from 'antd';
import { usePrivateFile } from '../../shared/api/usePrivateFile';
import { PdfViewer } from '../../shared/pdf/PdfViewer';
import { fetchReceipt } from './api';

/** An order's transfer receipt, fetched with the session: an image to zoom, or a PDF in pdf.js. */
export function ReceiptFile({ order }: { order: Order }) {
  const receipt = order.receipt;
  const pdf = receipt?.mimeType === 'application/pdf';
  const file = usePrivateFile(
    ['payment-desk', 'receipt', order.id, receipt?.uploadTime],
    () => fetchReceipt(order.id),
    {
      enabled: receipt !== null,
    },
  );
  const url = pdf ? null : file.url;

  return (
    <div className="payment-desk__file">
      {file.loading ? <Skeleton.Image active /> : null}
      {file.failed ? <Alert type="error" showIcon title="回单加载失败，请关闭后重试" /> : null}
      {url ? <Image src={url} alt={`回单 ${order.orderNo}`} className="payment-desk__image" /> : null}
      {pdf && file.blob ? <PdfViewer data={file.blob} title={`回单 ${order.orderNo}`} /> : null}
    </div>
  );
}
