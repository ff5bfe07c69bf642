import type { CartItem } from '@portal/shared/cart';
import { describe, expect, it } from 'vitest';
import {
  cartRows,
  isSelected,
  orderProblem,
  removalBlock,
  removalCompanions,
  selectedItems,
  selectedTotal,
  yearOptions,
} from './cart-rules';

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

describe('removing an app with the associated apps it brought in', () => {
  const a = item(1);
  const b = item(2, { requiredBy: [{ id: 10, name: '应用1' }] });
  const c = item(3, { requiredBy: [{ id: 20, name: '应用2' }] });
  const shared = item(4, {
    requiredBy: [
      { id: 10, name: '应用1' },
      { id: 50, name: '应用5' },
    ],
  });
  const e = item(5);

  it('offers the apps only it keeps in the cart, in an order they can leave one by one', () => {
    expect(removalCompanions([a, b, c, shared, e], a).map((i) => i.id)).toEqual([2, 3]);
  });

  it('leaves an app another cart app still needs', () => {
    expect(removalCompanions([a, b, c, shared, e], a).map((i) => i.id)).not.toContain(4);
    expect(removalCompanions([a, e], a)).toEqual([]);
  });
});

describe('years offered in the cart', () => {
  it('are exactly the app plans, shortest first; never a computed 4 or 5 years', () => {
    const plans = [3, 1, 2].map((duration) => ({ ...plan, id: duration, duration }));
    expect(yearOptions(item(1, { prices: plans }))).toEqual([
      { value: 1, label: '1年' },
      { value: 2, label: '2年' },
      { value: 3, label: '3年' },
    ]);
  });
});

describe('the cart as shown: associated apps under the app that brought them', () => {
  const names = (items: CartItem[]) =>
    cartRows(items).map(({ item, under }) =>
      under ? `${under.marketName} > ${item.marketName}` : item.marketName,
    );

  it('puts a chain under its first app, and leaves unrelated apps at the top level in cart order', () => {
    // 应用1 lists 应用2, which lists 应用3; 应用4 stands alone.
    const items = [
      item(3, { requiredBy: [{ id: 20, name: '应用2' }] }),
      item(4),
      item(2, { requiredBy: [{ id: 10, name: '应用1' }] }),
      item(1),
    ];
    expect(names(items)).toEqual(['应用4', '应用1', '应用1 > 应用2', '应用2 > 应用3']);
  });

  it('starts a cycle from the app put into the cart first (the chosen one), each app shown once', () => {
    // Listed newest first, as the cart may list them; 应用1 went in first.
    const items = [
      item(3, { requiredBy: [{ id: 20, name: '应用2' }] }),
      item(2, { requiredBy: [{ id: 10, name: '应用1' }] }),
      item(1, { requiredBy: [{ id: 30, name: '应用3' }] }),
    ];
    expect(names(items)).toEqual(['应用1', '应用1 > 应用2', '应用2 > 应用3']);
  });
});
