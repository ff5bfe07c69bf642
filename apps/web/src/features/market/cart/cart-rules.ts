import { type CartItem, cartDependencyText } from '@portal/shared/cart';
import { MARKET_TEXTS } from '@portal/shared/market';

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

/**
 * The cart apps that leave with `item` when the user agrees: those that only `item` (or another
 * companion) keeps in the cart, i.e. the associated apps it brought in. Listed in the order they
 * can be removed one after another: each is depended on by nothing left in the cart.
 */
export function removalCompanions(items: readonly CartItem[], item: CartItem): CartItem[] {
  const leaving = new Set<number>([item.marketId]);
  const companions: CartItem[] = [];
  let found = true;
  while (found) {
    found = false;
    for (const other of items) {
      if (leaving.has(other.marketId) || other.requiredBy.length === 0) continue;
      if (other.requiredBy.every((app) => leaving.has(app.id))) {
        leaving.add(other.marketId);
        companions.push(other);
        found = true;
      }
    }
  }
  return companions;
}

/** The years a cart item offers: exactly its app's plans, shortest first. */
export function yearOptions(item: CartItem): { value: number; label: string }[] {
  return [...item.prices]
    .sort((a, b) => a.duration - b.duration)
    .map((plan) => ({ value: plan.duration, label: `${plan.duration}${plan.timeUnit}` }));
}

export interface CartRow {
  item: CartItem;
  /** The cart app this one is shown under: it lists this one as associated (null at the top level). */
  under: CartItem | null;
}

/**
 * The cart as shown: each app followed by the associated apps it brought in, shown under it
 * (issue 24: a buyer sees why an app is in the cart), from `requiredBy`. Apps nothing in the cart
 * lists come first, in cart order. The apps of an association cycle leave the cart together, so
 * the server lists none of them as requiring another: they stand side by side at the top level.
 * Should `requiredBy` ever form a loop, it starts from the app put into the cart first.
 */
export function cartRows(items: readonly CartItem[]): CartRow[] {
  const inCart = new Set(items.map((item) => item.marketId));
  const rows: CartRow[] = [];
  const shown = new Set<number>();
  const visit = (item: CartItem, under: CartItem | null) => {
    if (shown.has(item.marketId)) return;
    shown.add(item.marketId);
    rows.push({ item, under });
    for (const other of items) {
      if (other.requiredBy.some((app) => app.id === item.marketId)) visit(other, item);
    }
  };
  for (const item of items) {
    if (!item.requiredBy.some((app) => inCart.has(app.id))) visit(item, null);
  }
  for (const item of [...items].sort((a, b) => a.id - b.id)) visit(item, null);
  return rows;
}
