import { ORDER_STATUSES } from '@portal/shared/orders';
import { StatusTag } from '../../../shared/components/StatusTag';

/** 待支付, 已支付, 已取消, 已关闭 (and 待下单 for an order saved but not placed). */
export function OrderStatusTag({ status }: { status: number }) {
  return <StatusTag status={status} of={ORDER_STATUSES} />;
}
