import type { CartItem } from '@portal/shared/market';
import { describe, expect, it } from 'vitest';
import { isSelected, orderProblem, removalBlock, selectedItems, selectedTotal } from './cart-rules';

const plan = { id: 1, aid: 1, duration: 1, timeUnit: '年', originalPrice: 1300, currentPrice: 1000 };
const item = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  marketId: id * 10,
  marketName: `应用${id}`,
  logo: '',
  price: 1000,
  duration: 1,
  timeUnit: '年',
  checked: true,
  prices: [plan],
  requiredBy: [],
  ...overrides,
});

describe('cart selection (spec 002 §4: checked by default)', () => {
  it('keeps items checked until unticked', () => {
    const items = [item(1), item(2)];
    expect(selectedItems(items, {}).map((i) => i.id)).toEqual([1, 2]);
    expect(selectedItems(items, { 2: false }).map((i) => i.id)).toEqual([1]);
    expect(isSelected(item(3, { checked: false }), { 3: true })).toBe(true);
  });

  it('sums the ticked items as the server priced them', () => {
    const items = [
      item(1, { price: 1680.5 }),
      item(2, { price: 980.25 }),
      item(3, { price: null, duration: null }),
    ];
    expect(selectedTotal(items, {})).toBe(2660.75);
    expect(selectedTotal(items, { 1: false })).toBe(980.25);
  });
});

describe('ordering (spec 002 §5)', () => {
  it('asks 请选择年份 for a ticked item with price options and no years', () => {
    expect(orderProblem([item(1), item(2, { duration: null, price: null })], {})).toBe('请选择年份');
  });

  it('ignores an unticked item without years', () => {
    expect(orderProblem([item(1), item(2, { duration: null, price: null })], { 2: false })).toBeNull();
  });

  it('refuses an order with nothing ticked', () => {
    expect(orderProblem([item(1)], { 1: false })).toBe('请选择要下单的应用');
    expect(orderProblem([], {})).toBe('请选择要下单的应用');
  });
});

describe('removal (spec 002 §8.2)', () => {
  it('is blocked while other cart apps depend on the item', () => {
    expect(
      removalBlock(
        item(1, {
          requiredBy: [
            { id: 2, name: '冷机物联网' },
            { id: 3, name: '冷柜物联网' },
          ],
        }),
      ),
    ).toBe('应用【冷机物联网、冷柜物联网】关联了当前应用,不能删除');
    expect(removalBlock(item(1))).toBeNull();
  });
});
