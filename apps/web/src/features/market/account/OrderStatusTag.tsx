import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { StatusTag, type StatusTone } from '../../../shared/components/StatusTag';

const TONES: Record<number, StatusTone> = {
  0: 'neutral',
  1: 'warning',
  2: 'success',
  3: 'neutral',
  4: 'neutral',
};

/** 待支付, 已支付, 已取消, 已关闭 (and 待下单 for an order saved but not placed). */
export function OrderStatusTag({ status }: { status: number }) {
  return <StatusTag tone={TONES[status] ?? 'neutral'}>{ORDER_STATUS_LABELS[status] ?? '—'}</StatusTag>;
}
