import type { OrderStatus } from '@portal/shared/orders';
import type { Generated } from 'kysely';

export interface MarketOrderTable {
  id: Generated<number>;
  orderNo: string;
  tenantId: number;
  userId: number;
  status: OrderStatus;
  totalPriceFen: number;
  createTime: string;
  placeTime: string | null;
  payTime: string | null;
  confirmUserId: number | null;
  /** How it is paid: `bankTransfer` (对公转账) for now. */
  paymentMethod: Generated<string>;
  /** When it was cancelled (status 3) or closed (status 4). */
  endTime: Generated<string | null>;
  /** Why an operator cancelled it (shown to the tenant); null otherwise. */
  cancelReason: Generated<string | null>;
  /** The transfer receipt: our file name under uploads/receipts, and what the tenant sent. */
  receiptFile: Generated<string | null>;
  receiptName: Generated<string | null>;
  receiptMime: Generated<string | null>;
  receiptSize: Generated<number | null>;
  receiptTime: Generated<string | null>;
}

export interface MarketOrderItemTable {
  id: Generated<number>;
  orderId: number;
  marketId: number;
  marketName: string;
  cartItemId: number | null;
  duration: number;
  timeUnit: string;
  priceFen: number;
  originalPriceFen: number;
}

/** Orders and their items. Columns and timestamps as db/schema.ts says. */
export interface OrdersTables {
  marketOrder: MarketOrderTable;
  marketOrderItem: MarketOrderItemTable;
}
