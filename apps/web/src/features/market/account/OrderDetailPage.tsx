import { CopyOutlined, UploadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@portal/shared/format';
import {
  ORDER_ADMIN_TEXTS,
  ORDER_EVENT_LABELS,
  ORDER_STATUS,
  ORDER_TEXTS,
  type Order,
  ordersApi,
} from '@portal/shared/orders';
import { uploadProblem } from '@portal/shared/uploads';
import { Alert, Button, Descriptions, Modal, Table, Timeline } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getFeedback } from '../../../shared/api/feedback';
import { usePrivateFile } from '../../../shared/api/usePrivateFile';
import { useWrite } from '../../../shared/api/useWrite';
import { FileUpload, useFileUpload } from '../../../shared/components/FileUpload';
import { MARKET_KEY } from '../api';
import { formatYuan } from '../rules';
import { isTenantAdmin, useViewer } from '../viewer';
import { cancelOrder, downloadReceipt, uploadReceipt, useOrder } from './api';
import { OrderStatusTag } from './OrderStatusTag';
import './account.css';

/** The browser's check before a receipt upload; the text to show, or null when fine (the server checks the content). */
export function receiptProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  return uploadProblem(file, ordersApi.uploadReceipt.upload.accepts, {
    wrongType: ORDER_TEXTS.receiptType,
    tooLarge: () => ORDER_TEXTS.receiptSize,
  });
}

function orderIdOf(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * One order (issue 11): its items and amount, the timeline, and while it awaits payment the
 * bank transfer instructions (the platform account, the amount, the order number to quote, the
 * deadline), the receipt upload and 取消订单. Receipts are private: shown from a fetched copy.
 */
export default function OrderDetailPage() {
  const [search] = useSearchParams();
  const id = orderIdOf(search.get('id'));
  const viewer = useViewer();
  const order = useOrder(id, viewer);

  if (id === null) return <p className="order-detail__state">订单不存在</p>;
  if (order.isPending) return <p className="order-detail__state">加载中...</p>;
  if (order.isError) {
    return (
      <div className="order-detail__state">
        <p>订单不存在或加载失败</p>
        <Button onClick={() => void order.refetch()}>重试</Button>
      </div>
    );
  }
  return <OrderView order={order.data} admin={isTenantAdmin(viewer)} />;
}

function OrderView({ order, admin }: { order: Order; admin: boolean }) {
  const [modal, holder] = Modal.useModal();
  const awaiting = order.status === ORDER_STATUS.awaitingPayment;
  const cancelling = useWrite({
    write: () => cancelOrder(order.id),
    success: ORDER_TEXTS.cancelled,
    invalidates: [[MARKET_KEY]],
    refreshAfterFailure: true,
  });
  const uploading = useWrite({
    write: (file: File) => uploadReceipt(order.id, file),
    success: ORDER_TEXTS.receiptUploaded,
    invalidates: [[MARKET_KEY]],
  });

  const cancel = () =>
    modal.confirm({
      title: ORDER_TEXTS.cancelConfirmTitle,
      content: ORDER_TEXTS.cancelConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      centered: true,
      onOk: () => cancelling.run(),
    });

  const receipt = useFileUpload({ problem: receiptProblem, send: uploading.run });

  return (
    <div className="order-detail">
      {holder}
      <div className="order-detail__head">
        <h2 className="order-detail__title">
          订单 {order.orderNo} <OrderStatusTag status={order.status} />
        </h2>
        <Link to={paths.admin.orderList}>返回我的订单</Link>
      </div>

      {order.cancelReason ? (
        <Alert
          type="warning"
          showIcon
          className="order-detail__cancelled"
          title="该订单已被平台取消"
          description={`${ORDER_ADMIN_TEXTS.reasonLabel}：${order.cancelReason}`}
        />
      ) : null}

      {order.payment ? (
        <section className="order-detail__section order-pay" aria-label="支付方式">
          <h3>支付方式：{order.payment.methodName}</h3>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'name', label: '收款户名', children: order.payment.accountName },
              { key: 'bank', label: '开户银行', children: order.payment.bankName },
              { key: 'number', label: '收款账号', children: <Copyable text={order.payment.accountNumber} /> },
              {
                key: 'amount',
                label: '转账金额',
                children: <strong className="order-pay__amount">{formatYuan(order.payment.amount)}</strong>,
              },
              {
                key: 'reference',
                label: '转账附言（订单号）',
                children: <Copyable text={order.payment.reference} />,
              },
              { key: 'deadline', label: '支付截止', children: formatDateTime(order.payment.deadline) },
            ]}
          />
          <p className="order-pay__note">{order.payment.note}</p>
          {admin ? (
            <div className="order-pay__actions">
              <FileUpload accepts={ordersApi.uploadReceipt.upload.accepts} upload={receipt}>
                <Button type="primary" icon={<UploadOutlined />} loading={receipt.uploading}>
                  {order.receipt ? '重新上传回单' : '上传转账回单'}
                </Button>
              </FileUpload>
              <Button danger loading={cancelling.pending} onClick={cancel}>
                取消订单
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      {order.receipt ? <ReceiptView order={order} /> : null}
      {awaiting && !order.receipt && admin ? (
        <Alert
          type="info"
          showIcon
          title="转账后请上传回单（JPG、PNG 图片或 PDF，不超过10MB），仅本企业与平台运营可见。"
        />
      ) : null}

      <section className="order-detail__section" aria-label="订单内容">
        <h3>订单内容</h3>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.items}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '应用', dataIndex: 'marketName' },
            { title: '年限', key: 'years', render: (_, item) => `${item.duration}${item.timeUnit}` },
            {
              title: '原价',
              dataIndex: 'originalPrice',
              render: (value: number) => <del className="fee-plan__original">{formatYuan(value)}</del>,
            },
            { title: '价格', dataIndex: 'price', render: (value: number) => formatYuan(value) },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1}>
                <strong>{formatYuan(order.totalPrice)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </section>

      <section className="order-detail__section" aria-label="订单进度">
        <h3>订单进度</h3>
        <Timeline
          items={order.timeline.map((event) => ({
            key: `${event.kind}-${event.time}`,
            content: (
              <>
                <span className="order-timeline__text">{ORDER_EVENT_LABELS[event.kind]}</span>
                <span className="order-timeline__time">{formatDateTime(event.time)}</span>
              </>
            ),
          }))}
        />
      </section>
    </div>
  );
}

/** The receipt, fetched with the session (it is private) and shown from memory. */
function ReceiptView({ order }: { order: Order }) {
  const receipt = order.receipt;
  // A new upload (a new time) is fetched again.
  const { url } = usePrivateFile(
    ['order', 'receipt', order.id, receipt?.uploadTime],
    () => downloadReceipt(order.id),
    {
      enabled: receipt !== null,
    },
  );
  if (!receipt) return null;
  return (
    <section className="order-detail__section" aria-label="转账回单">
      <h3>转账回单</h3>
      <p className="order-receipt__meta">
        {receipt.fileName}，上传于 {formatDateTime(receipt.uploadTime)}
      </p>
      {url && receipt.mimeType.startsWith('image/') ? (
        <img className="order-receipt__image" src={url} alt="转账回单" />
      ) : null}
      {url ? (
        <a href={url} download={receipt.fileName} className="order-receipt__link">
          {receipt.mimeType === 'application/pdf' ? '查看 PDF 回单' : '下载回单'}
        </a>
      ) : null}
    </section>
  );
}

function Copyable({ text }: { text: string }) {
  return (
    <span className="order-pay__copy">
      {text}
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={`复制 ${text}`}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(text.replace(/\s/g, ''))
            .then(() => getFeedback().message('success', '已复制'))
        }
      />
    </span>
  );
}
