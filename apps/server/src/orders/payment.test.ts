import { afterEach, describe, expect, it } from 'vitest';
import { bankTransfer, DEMO_BANK_ACCOUNT, setPlatformBankAccount } from './payment.ts';

const order = {
  orderNo: 'MO20261124000000123456',
  totalPriceFen: 796_000,
  placeTime: '2026-11-24T03:00:00.000Z',
};

describe('bank transfer', () => {
  afterEach(() => setPlatformBankAccount(DEMO_BANK_ACCOUNT));

  it("tells the tenant to pay the order's amount into the configured account, quoting the order number", () => {
    setPlatformBankAccount({
      accountName: '某某冷链平台有限公司',
      bankName: '某某银行某某支行',
      accountNumber: '6222 0000 1111',
    });
    expect(bankTransfer.instructions(order)).toMatchObject({
      method: 'bankTransfer',
      methodName: '对公转账',
      accountName: '某某冷链平台有限公司',
      bankName: '某某银行某某支行',
      accountNumber: '6222 0000 1111',
      amount: 7960,
      reference: order.orderNo,
      deadline: '2026-12-01T03:00:00.000Z',
    });
  });
});
