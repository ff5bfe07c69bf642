import { formatFileSize, formatYuan } from '@portal/shared/format';
import {
  ORDER_ADMIN_SORTS,
  ORDER_ADMIN_TEXTS,
  ORDER_CANCEL_REASON_MAX,
  ORDER_EVENT_LABELS,
  ORDER_STATUS,
  ORDER_STATUSES,
  type Order,
  orderAdminApi,
  zOrderAdminCancelRequest,
} from '@portal/shared/orders';
import { Alert, Button, Descriptions, Drawer, Form, Input, Modal, Space, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { useNarrow } from '../../shared/components/useNarrow';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';
import { cancelOrderWithReason } from './api';
import { ConfirmPayment } from './ConfirmPayment';
import { ReceiptFile } from './ReceiptFile';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索订单号或租户', placeholder: '订单号或租户名称' },
  {
    kind: 'select',
    name: 'status',
    label: '订单状态',
    allLabel: '全部状态',
    options: ORDER_STATUSES.options(),
    width: 130,
  },
  {
    kind: 'dateRange',
    from: 'dateFrom',
    to: 'dateTo',
    label: '创建日期',
    placeholder: ['创建开始日期', '创建结束日期'],
  },
  {
    kind: 'select',
    name: 'sort',
    label: '排序',
    // The "all" choice is the contract's default order.
    allLabel: ORDER_ADMIN_SORTS[0].label,
    options: ORDER_ADMIN_SORTS.slice(1),
    width: 160,
  },
];

const LIST_KEY = tableQueryKey(orderAdminApi.list);

const itemsText = (order: Order) =>
  order.items.map((item) => `${item.marketName}（${item.duration}${item.timeUnit}）`).join('、');

const cancellable = (order: Order) =>
  order.status === ORDER_STATUS.awaitingPayment || order.status === ORDER_STATUS.saved;

/**
 * /system/orders (订单管理, issue 22 item 4): every tenant's orders, filtered, sorted and paged on
 * the server; an order's detail (items, amounts, receipt, progress); 确认收款 for an order
 * awaiting payment (the payment desk's confirmation) and 取消订单 of an unpaid one with a reason
 * the tenant reads on their order.
 */
export default function OrdersPage() {
  const [viewing, setViewing] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const narrow = useNarrow(576);

  const columns: ContractColumn<Order>[] = [
    {
      key: 'orderNo',
      title: '订单号',
      dataIndex: 'orderNo',
      essential: true,
      render: (orderNo: string, order) => (
        <Button
          type="link"
          className="payment-desk__order-no order-admin__no"
          onClick={() => setViewing(order)}
          aria-label={`详情：${orderNo}`}
        >
          {orderNo}
        </Button>
      ),
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
    statusColumn({ title: '状态', dataIndex: 'status', of: ORDER_STATUSES }),
    dateColumn({ title: '创建时间', dataIndex: 'createTime' }),
    {
      key: 'action',
      title: '操作',
      width: 190,
      essential: true,
      render: (_, order) => (
        <Space size={4} wrap>
          {order.status === ORDER_STATUS.awaitingPayment ? <ConfirmPayment order={order} /> : null}
          {cancellable(order) ? (
            <Button
              size="small"
              danger
              onClick={() => setCancelling(order)}
              aria-label={`取消订单：${order.orderNo}`}
            >
              {ORDER_ADMIN_TEXTS.cancel}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <section className="review-desk order-admin" aria-labelledby="order-admin-title">
      <h1 id="order-admin-title" className="review-desk__title">
        {ORDER_ADMIN_TEXTS.orders}
      </h1>
      <ContractTable
        endpoint={orderAdminApi.list}
        label="全部订单"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的订单"
      />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `${ORDER_ADMIN_TEXTS.detail} · ${viewing.orderNo}` : ORDER_ADMIN_TEXTS.detail}
        size={narrow ? '100%' : 720}
        destroyOnHidden
      >
        {viewing ? <OrderDetail order={viewing} /> : null}
      </Drawer>
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

/** An order as the operator reads it: who, what, how much, its receipt and its progress. */
function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="order-admin__detail">
      {order.cancelReason ? (
        <Alert
          type="warning"
          showIcon
          title={`${ORDER_ADMIN_TEXTS.reasonLabel}：${order.cancelReason}`}
          className="order-admin__reason"
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'orderNo', label: '订单号', children: order.orderNo },
          { key: 'status', label: '状态', children: <StatusTag status={order.status} of={ORDER_STATUSES} /> },
          { key: 'tenant', label: '租户', children: order.tenantName },
          { key: 'user', label: '下单人', children: order.userName },
          { key: 'amount', label: '订单金额', children: formatYuan(order.totalPrice) },
          { key: 'created', label: '创建时间', children: chinaTime(order.createTime) },
          { key: 'placed', label: '下单时间', children: chinaTime(order.placeTime) },
          { key: 'paid', label: '支付确认时间', children: chinaTime(order.payTime) },
          {
            key: 'receipt',
            label: '转账回单',
            children: order.receipt
              ? `${chinaTime(order.receipt.uploadTime)} 上传 · ${formatFileSize(order.receipt.size)}`
              : '未上传',
          },
        ]}
      />
      {order.receipt ? (
        <>
          <h2 className="order-admin__heading">转账回单</h2>
          <ReceiptFile order={order} />
        </>
      ) : null}
      <h2 className="order-admin__heading">订单内容</h2>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.items}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '应用', dataIndex: 'marketName' },
          { title: '年限', key: 'years', render: (_, item) => `${item.duration}${item.timeUnit}` },
          { title: '原价', dataIndex: 'originalPrice', render: (value: number) => formatYuan(value) },
          { title: '价格', dataIndex: 'price', render: (value: number) => formatYuan(value) },
        ]}
      />
      <h2 className="order-admin__heading">订单进度</h2>
      <Timeline
        items={order.timeline.map((event) => ({
          key: `${event.kind}-${event.time}`,
          content: `${ORDER_EVENT_LABELS[event.kind]} · ${chinaTime(event.time)}`,
        }))}
      />
    </div>
  );
}

/** 取消订单: the reason is required and shown to the tenant. */
function CancelDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const cancelling = useWrite({
    write: ({ id, reason }: { id: number; reason: string }) => cancelOrderWithReason(id, reason),
    success: ORDER_ADMIN_TEXTS.cancelledByOperator,
    invalidates: [LIST_KEY],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  const submit = () =>
    form.validateFields().then(
      ({ reason }) => (order ? cancelling.run({ id: order.id, reason }) : undefined),
      () => undefined,
    );

  return (
    <Modal
      open={order !== null}
      title={order ? `${ORDER_ADMIN_TEXTS.cancelTitle} · ${order.orderNo}` : ORDER_ADMIN_TEXTS.cancelTitle}
      okText={ORDER_ADMIN_TEXTS.cancel}
      cancelText="返回"
      okButtonProps={{ danger: true, loading: cancelling.pending }}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {order ? (
        <p>
          {order.tenantName} · {itemsText(order)} · <strong>{formatYuan(order.totalPrice)}</strong>
        </p>
      ) : null}
      <p className="order-admin__note">{ORDER_ADMIN_TEXTS.cancelNote}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={ORDER_ADMIN_TEXTS.cancelReason}
          required
          rules={[fieldRule(zOrderAdminCancelRequest.shape.reason)]}
        >
          <Input.TextArea
            rows={3}
            showCount
            maxLength={ORDER_CANCEL_REASON_MAX}
            placeholder="例如：转账金额与订单不符，请重新下单"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
