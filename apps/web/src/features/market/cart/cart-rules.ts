import { type CartItem, cartDependencyText, MARKET_TEXTS } from '@portal/shared/market';

/** The user's ticks, by cart item id; an item not ticked or unticked yet follows `checked` (true by default). */
export type CartChoices = Readonly<Record<number, boolean>>;

export function isSelected(item: CartItem, choices: CartChoices): boolean {
  return choices[item.id] ?? item.checked;
}

export function selectedItems(items: readonly CartItem[], choices: CartChoices): CartItem[] {
  return items.filter((item) => isSelected(item, choices));
}

/**
 * Why the order cannot be placed yet (spec 002 §5): nothing ticked, or a ticked item with
 * price options and no years chosen (请选择年份). Null when it can.
 */
export function orderProblem(items: readonly CartItem[], choices: CartChoices): string | null {
  const selected = selectedItems(items, choices);
  if (selected.length === 0) return MARKET_TEXTS.cartEmpty;
  if (selected.some((item) => item.prices.length > 0 && item.duration === null))
    return MARKET_TEXTS.chooseYears;
  return null;
}

/** The sum of the ticked items' prices (yuan, two decimals), as the server priced them. */
export function selectedTotal(items: readonly CartItem[], choices: CartChoices): number {
  const cents = selectedItems(items, choices).reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 100),
    0,
  );
  return cents / 100;
}

/** 应用【…】关联了当前应用,不能删除 while another app in the cart depends on this one. */
export function removalBlock(item: CartItem): string | null {
  return item.requiredBy.length > 0 ? cartDependencyText(item.requiredBy.map((app) => app.name)) : null;
}
