import { describe, expect, it } from 'vitest';
import { cartDependencyText, zCartUpdateRequest } from './cart.ts';
import { priceForYears } from './market.ts';
import { zPurchaseRequest } from './orders.ts';
import { zUnsubscribeRequest } from './subscriptions.ts';

const plans = [
  { duration: 1, originalPrice: 2599, currentPrice: 1999.9 },
  { duration: 3, originalPrice: 7797, currentPrice: 4999 },
];

describe('yearly pricing', () => {
  it('takes the plan of exactly that many years when there is one', () => {
    expect(priceForYears(plans, 3)).toEqual({ currentPrice: 4999, originalPrice: 7797 });
  });

  it('never computes a price from another plan: no plan of those years, no price', () => {
    expect(priceForYears(plans, 2)).toBeNull();
    expect(priceForYears(plans, 5)).toBeNull();
    expect(priceForYears([], 1)).toBeNull();
  });
});

describe('cart and order requests', () => {
  it('refuses years outside 1–5 and negative prices', () => {
    expect(zCartUpdateRequest.safeParse({ id: 1, duration: 0 }).success).toBe(false);
    expect(zCartUpdateRequest.safeParse({ id: 1, duration: 6 }).success).toBe(false);
    expect(zCartUpdateRequest.safeParse({ id: 1, duration: 2 }).success).toBe(true);
    expect(zPurchaseRequest.safeParse({ marketId: 1, duration: 1, price: -1 }).success).toBe(false);
    expect(zPurchaseRequest.safeParse({ marketId: 1, duration: 1, price: 12.345 }).success).toBe(false);
    expect(zPurchaseRequest.safeParse({ marketId: 1, duration: 1, price: 12.34 }).success).toBe(true);
  });

  it('needs an unsubscribe time, with the spec text', () => {
    const result = zUnsubscribeRequest.safeParse({ ids: [1], unsubscribeTime: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请选择退订时间');
  });
});

describe('cart dependency message', () => {
  it('names the depending apps as the spec writes it', () => {
    expect(cartDependencyText(['冷库监控'])).toBe('应用【冷库监控】关联了当前应用,不能删除');
    expect(cartDependencyText(['甲', '乙'])).toBe('应用【甲、乙】关联了当前应用,不能删除');
  });
});
