import { FileSearchOutlined } from '@ant-design/icons';
import { formatFileSize, formatYuan } from '@portal/shared/format';
import {
  ORDER_AUTO_CLOSE_DAYS,
  ORDER_TEXTS,
  type Order,
  paymentDeskApi,
  RECEIPT_FILTERS,
} from '@portal/shared/orders';
import { Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { StatusTag } from '../../shared/components/StatusTag';
import { useNarrow } from '../../shared/components/useNarrow';
import { type ContractColumn, ContractTable, type TableFilter } from '../../shared/table/ContractTable';
import { chinaTime, dateColumn } from '../../shared/table/columns';
import { ConfirmPayment } from './ConfirmPayment';
import { ReceiptFile } from './ReceiptFile';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索订单号或租户', placeholder: '订单号或租户名称' },
  {
    kind: 'select',
    name: 'receipt',
    label: '回单',
    allLabel: '全部回单',
    options: RECEIPT_FILTERS,
    width: 140,
  },
  {
    kind: 'dateRange',
    from: 'dateFrom',
    to: 'dateTo',
    label: '下单日期',
    placeholder: ['下单开始日期', '下单结束日期'],
  },
];

const itemsText = (order: Order) =>
  order.items.map((item) => `${item.marketName}（${item.duration}${item.timeUnit}）`).join('、');

/**
 * /system/payment (收款确认): the orders awaiting payment, each with its tenant, apps, amount,
 * time and transfer receipt (opened beside the list), and 确认收款. An order without a receipt
 * is confirmed only after a second, explicit warning; the server asks for the same word.
 */
export default function PaymentDeskPage() {
  const [viewing, setViewing] = useState<Order | null>(null);
  const narrow = useNarrow(576);
  const columns: ContractColumn<Order>[] = [
    {
      key: 'orderNo',
      title: '订单号',
      dataIndex: 'orderNo',
      essential: true,
      render: (orderNo: string) => <span className="payment-desk__order-no">{orderNo}</span>,
    },
    { key: 'tenantName', title: '租户', dataIndex: 'tenantName' },
    { key: 'items', title: '应用（年限）', render: (_, order) => itemsText(order) },
    {
      key: 'totalPrice',
      title: '金额',
      dataIndex: 'totalPrice',
      width: 110,
      essential: true,
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    dateColumn({ title: '下单时间', dataIndex: 'placeTime' }),
    {
      key: 'receipt',
      title: '回单',
      width: 110,
      render: (_, order) =>
        order.receipt ? (
          <Button
            type="link"
            icon={<FileSearchOutlined />}
            onClick={() => setViewing(order)}
            aria-label={`查看回单：${order.orderNo}`}
          >
            查看回单
          </Button>
        ) : (
          <StatusTag tone="warning">未上传</StatusTag>
        ),
    },
    {
      key: 'action',
      title: '操作',
      width: 100,
      essential: true,
      render: (_, order) => <ConfirmPayment order={order} />,
    },
  ];

  return (
    <section className="review-desk payment-desk" aria-labelledby="payment-desk-title">
      <h1 id="payment-desk-title" className="review-desk__title">
        {ORDER_TEXTS.paymentDesk}
      </h1>
      <ContractTable
        endpoint={paymentDeskApi.list}
        label="待确认收款的订单"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有待确认收款的订单"
      />
      <p className="payment-desk__hint">
        待支付的订单，最早下单的在前（超过 {ORDER_AUTO_CLOSE_DAYS}{' '}
        天未支付会自动关闭）。核对回单与银行到账记录后确认收款，订阅随即生效。
      </p>
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `回单 · ${viewing.orderNo}` : '回单'}
        width={narrow ? '100%' : 720}
        destroyOnHidden
      >
        {viewing ? <ReceiptPanel order={viewing} onConfirmed={() => setViewing(null)} /> : null}
      </Drawer>
    </section>
  );
}

/** The order beside its receipt (an image to zoom, or a PDF in pdf.js), and 确认收款. */
function ReceiptPanel({ order, onConfirmed }: { order: Order; onConfirmed: () => void }) {
  const receipt = order.receipt;
  return (
    <div className="payment-desk__receipt">
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'orderNo', label: '订单号', children: order.orderNo },
          { key: 'tenant', label: '租户', children: order.tenantName },
          { key: 'items', label: '应用（年限）', children: itemsText(order) },
          { key: 'amount', label: '金额', children: formatYuan(order.totalPrice) },
          { key: 'placed', label: '下单时间', children: chinaTime(order.placeTime) },
          ...(receipt
            ? [
                {
                  key: 'receipt',
                  label: '回单',
                  children: `${chinaTime(receipt.uploadTime)} 上传 · ${formatFileSize(receipt.size)}`,
                },
              ]
            : []),
        ]}
      />
      <ReceiptFile order={order} />
      <div className="review-desk__actions">
        <ConfirmPayment order={order} onConfirmed={onConfirmed} size="middle" />
      </div>
    </div>
  );
}
