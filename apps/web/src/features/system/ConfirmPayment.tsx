import { ExclamationCircleFilled } from '@ant-design/icons';
import { formatYuan } from '@portal/shared/format';
import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { ORDER_TEXTS, type Order, orderAdminApi, paymentDeskApi } from '@portal/shared/orders';
import { Button, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { tableQueryKey } from '../../shared/table/ContractTable';
import { confirmPayment } from './api';

/**
 * 确认收款. With a receipt: one confirmation. Without one: a warning that says so and asks for
 * the operator's explicit word, which the server needs too (`withoutReceipt`).
 */
export function ConfirmPayment({
  order,
  onConfirmed,
  size = 'small',
}: {
  order: Order;
  onConfirmed?: () => void;
  size?: 'small' | 'middle';
}) {
  const [warning, setWarning] = useState(false);
  const confirmation = useWrite({
    write: (withoutReceipt: boolean) => confirmPayment(order.id, withoutReceipt),
    success: MARKET_TEXTS.paymentConfirmed,
    invalidates: [tableQueryKey(paymentDeskApi.list), tableQueryKey(orderAdminApi.list)],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: () => {
      setWarning(false);
      onConfirmed?.();
    },
  });
  const button = (onClick?: () => void) => (
    <Button
      type="primary"
      size={size}
      loading={confirmation.pending}
      onClick={onClick}
      aria-label={`${ORDER_TEXTS.confirmPayment}：${order.orderNo}`}
    >
      {ORDER_TEXTS.confirmPayment}
    </Button>
  );

  if (order.receipt) {
    return (
      <Popconfirm
        title={ORDER_TEXTS.confirmTitle}
        description={<span className="payment-desk__note">{ORDER_TEXTS.confirmNote}</span>}
        okText={ORDER_TEXTS.confirmPayment}
        cancelText="取消"
        onConfirm={() => confirmation.run(false)}
      >
        {button()}
      </Popconfirm>
    );
  }
  return (
    <>
      {button(() => setWarning(true))}
      <Modal
        open={warning}
        title={
          <span className="payment-desk__warning-title">
            <ExclamationCircleFilled aria-hidden className="payment-desk__warning-icon" />
            {ORDER_TEXTS.noReceiptTitle}
          </span>
        }
        okText={ORDER_TEXTS.confirmAnyway}
        cancelText="取消"
        okButtonProps={{ danger: true, loading: confirmation.pending }}
        onCancel={() => setWarning(false)}
        onOk={() => confirmation.run(true)}
        destroyOnHidden
      >
        <p>{ORDER_TEXTS.noReceiptWarning}</p>
        <p className="payment-desk__warning-order">
          订单 {order.orderNo} · {order.tenantName} · <strong>{formatYuan(order.totalPrice)}</strong>
        </p>
      </Modal>
    </>
  );
}
