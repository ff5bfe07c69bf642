import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { Tag } from 'antd';

const COLORS: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'green', 3: 'default', 4: 'default' };

/** 待支付, 已支付, 已取消, 已关闭 (and 待下单 for an order saved but not placed). */
export function OrderStatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{ORDER_STATUS_LABELS[status] ?? '—'}</Tag>;
}
