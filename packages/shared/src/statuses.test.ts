import { describe, expect, it } from 'vitest';
import { CERTIFICATION_STATUS, CERTIFICATION_STATUSES } from './accounts.ts';
import { zReviewListQuery } from './certification.ts';
import { checkDateOrder, chinaDayBounds, zDateRange } from './common.ts';
import { EXPIRATIONS } from './market.ts';
import { ORDER_STATUS, ORDER_STATUSES, zOrder, zOrderListQuery } from './orders.ts';

describe('statuses as data', () => {
  it('keeps the labels the screens have always shown', () => {
    expect(ORDER_STATUSES.values.map((value) => ORDER_STATUSES.label(value))).toEqual([
      '待下单',
      '待支付',
      '已支付',
      '已取消',
      '已关闭',
    ]);
    expect(CERTIFICATION_STATUSES.options([1, 2, 3])).toEqual([
      { value: 1, label: '待审核' },
      { value: 2, label: '已通过' },
      { value: 3, label: '未通过' },
    ]);
    expect(EXPIRATIONS.entries.map((entry) => entry.label)).toEqual(['未过期', '已过期', '已失效']);
    expect(ORDER_STATUS).toEqual({ saved: 0, awaitingPayment: 1, paid: 2, cancelled: 3, closed: 4 });
    expect(CERTIFICATION_STATUS.rejected).toBe(3);
  });

  it('gives each value a tone, and an unknown value a dash rather than a broken row', () => {
    expect(ORDER_STATUSES.tone(ORDER_STATUS.awaitingPayment)).toBe('warning');
    expect(CERTIFICATION_STATUSES.tone(CERTIFICATION_STATUS.rejected)).toBe('danger');
    expect(ORDER_STATUSES.label(9)).toBe('—');
    expect(ORDER_STATUSES.tone(9)).toBe('neutral');
  });

  it('the contract accepts only the family’s values, with a Chinese message for others', () => {
    expect(zOrderListQuery.parse({ status: '1' }).status).toBe(1);
    expect(zOrderListQuery.safeParse({ status: '7' }).error?.issues[0]?.message).toBe('订单状态不正确');
    // The review desk filters submitted certifications only: 0 (never submitted) is refused.
    expect(zReviewListQuery.safeParse({ status: '0' }).error?.issues[0]?.message).toBe('状态不正确');
    expect(zReviewListQuery.parse({ status: '3' }).status).toBe(3);
    expect(zOrder.shape.status.safeParse(5).success).toBe(false);
  });
});

describe('date ranges of China days', () => {
  it('covers whole China days: from 00:00 of the first to 00:00 after the last (UTC+8)', () => {
    expect(chinaDayBounds({ dateFrom: '2026-03-01', dateTo: '2026-03-02' })).toEqual({
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-02T16:00:00.000Z',
    });
    expect(chinaDayBounds({})).toEqual({});
  });

  it('refuses impossible days and a range that ends before it starts', () => {
    expect(zDateRange.safeParse({ dateFrom: '2026-02-30' }).error?.issues[0]?.message).toBe('日期不正确');
    expect(zDateRange.safeParse({ dateFrom: '2026/02/01' }).error?.issues[0]?.message).toBe(
      '日期格式应为 YYYY-MM-DD',
    );
    const ordered = checkDateOrder(zDateRange);
    expect(
      ordered.safeParse({ dateFrom: '2026-03-02', dateTo: '2026-03-01' }).error?.issues[0],
    ).toMatchObject({
      message: '结束日期不能早于开始日期',
      path: ['dateTo'],
    });
    expect(ordered.safeParse({ dateFrom: '2026-03-01', dateTo: '2026-03-01' }).success).toBe(true);
  });
});
