import { ORDER_AUTO_CLOSE_DAYS, type PaymentInstructions } from '@portal/shared/orders';
import { fenToYuan } from '../lib/money.ts';
import { DAY_MS } from '../lib/time.ts';

/**
 * How an order is paid. Orders know only this interface: a method says how the tenant pays an
 * order awaiting payment and whether the tenant hands in evidence (a transfer receipt) for an
 * operator to check. Marking the order paid is the same for every method (`settleOrder` in
 * orders.service.ts): bank transfer calls it on the operator's confirmation; an online method
 * would call it from its payment notice, and be added here without touching orders.
 */
export interface PaymentMethod {
  readonly id: string;
  /** What the user reads: 对公转账. */
  readonly name: string;
  /** The tenant uploads a receipt of the payment (offline methods). */
  readonly takesReceipt: boolean;
  instructions(order: PayableOrder): PaymentInstructions;
}

export interface PayableOrder {
  orderNo: string;
  totalPriceFen: number;
  /** When it was placed (the payment period starts then). */
  placeTime: string;
}

export interface BankAccount {
  accountName: string;
  bankName: string;
  accountNumber: string;
}

/** The demo content's account, used outside production when none is configured. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  accountName: '河南冷链工业互联网科技有限公司',
  bankName: '中国工商银行郑州经济技术开发区支行',
  accountNumber: '1702 0216 0920 0088 888',
};

/**
 * The platform's account for enterprise transfers: one per deployment, set once at start from
 * the configuration (PAYMENT_* variables, required in production) by `setPlatformBankAccount`.
 */
let platformBankAccount: BankAccount = DEMO_BANK_ACCOUNT;

export function setPlatformBankAccount(account: BankAccount): void {
  platformBankAccount = account;
}

/** The moment an unpaid order closes by itself. */
export function paymentDeadline(placeTime: string): string {
  return new Date(new Date(placeTime).getTime() + ORDER_AUTO_CLOSE_DAYS * DAY_MS).toISOString();
}

/** 对公转账: pay into the platform's account quoting the order number, then upload the receipt. */
export const bankTransfer: PaymentMethod = {
  id: 'bankTransfer',
  name: '对公转账',
  takesReceipt: true,
  instructions: (order) => ({
    method: 'bankTransfer',
    methodName: '对公转账',
    ...platformBankAccount,
    amount: fenToYuan(order.totalPriceFen),
    reference: order.orderNo,
    deadline: paymentDeadline(order.placeTime),
    note: `请以企业对公账户转账，并在转账附言中填写订单号 ${order.orderNo}；转账后上传回单，平台确认收款后订阅即生效。${ORDER_AUTO_CLOSE_DAYS} 天内未支付的订单将自动关闭。`,
  }),
};

const METHODS: Record<string, PaymentMethod> = { [bankTransfer.id]: bankTransfer };

/** The method an order is paid by (bank transfer for any unknown id: the only one there is). */
export function paymentMethodOf(id: string): PaymentMethod {
  return METHODS[id] ?? bankTransfer;
}
