import { formatDate } from '@portal/shared/format';
import type { AppCard } from '@portal/shared/market';
import {
  MARKET_TEXTS,
  SUBSCRIPTION_TYPES,
  subscribedStateText,
  trialStateText,
} from '@portal/shared/market-constants';
import { ORDER_STATUS_LABELS } from '@portal/shared/orders-constants';
import type { MyAppSubscription, MyApps, MyPendingOrder } from '@portal/shared/subscriptions';
import { isTenantAdmin, isTenantMember, type Viewer } from './viewer';

/**
 * What a subscribe or cart click may do (spec 000 §6, 002 §6): a visitor gets the login
 * dialog, a wrong role or the owner's own app a warning, a tenant administrator goes on.
 */
export type Gate = { kind: 'login'; text?: string } | { kind: 'refuse'; text: string } | { kind: 'ok' };

type Owned = Pick<AppCard, 'exploitTenantId'> & { isOwner?: boolean };

/** The viewer's tenant published this app. */
export function ownsApp(viewer: Viewer, app: Owned): boolean {
  if (!isTenantMember(viewer)) return false;
  return app.isOwner === true || (app.exploitTenantId !== null && app.exploitTenantId === viewer.tenantId);
}

export function subscribeGate(viewer: Viewer, app: Owned): Gate {
  if (!viewer.loggedIn) return { kind: 'login' };
  if (!isTenantAdmin(viewer)) return { kind: 'refuse', text: MARKET_TEXTS.subscribeRole };
  if (ownsApp(viewer, app)) return { kind: 'refuse', text: MARKET_TEXTS.ownApp };
  return { kind: 'ok' };
}

/** Cart actions need a token first (请登录后再操作 and the login dialog), then the subscribe rules. */
export function cartGate(viewer: Viewer, app: Owned): Gate {
  if (!viewer.loggedIn) return { kind: 'login', text: MARKET_TEXTS.loginRequired };
  return subscribeGate(viewer, app);
}

/**
 * The buttons of an app:
 * - enter: 进入应用, for a tenant that has the app (subscribed or on trial);
 * - trial: 免费试用, a charged app that offers a trial the tenant has not taken;
 * - plans: 订阅, a charged app's yearly plans (收费标准 dialog), also to buy an app on trial;
 * - cart: 加入购物车, charged apps only (free ones are subscribed directly);
 * - freeSubscribe: 免费订阅, a free app;
 * - pending: 待支付, a link to the order awaiting payment instead of buying again.
 */
export type AppButton = 'enter' | 'trial' | 'plans' | 'cart' | 'freeSubscribe' | 'pending';

/** What the viewer's tenant has of one app (from `subscriptionsApi.mine`). */
export interface AppRelation {
  /** The subscription or trial in force. */
  subscription: MyAppSubscription | null;
  trialUsed: boolean;
  inCart: boolean;
  pendingOrder: MyPendingOrder | null;
}

export const NO_RELATION: AppRelation = {
  subscription: null,
  trialUsed: false,
  inCart: false,
  pendingOrder: null,
};

/** The relation of one app, read from the tenant's app states (none for visitors and other roles). */
export function relationOf(mine: MyApps | undefined, marketId: number): AppRelation {
  if (!mine) return NO_RELATION;
  return {
    subscription: mine.subscriptions.find((row) => row.marketId === marketId) ?? null,
    trialUsed: mine.trialUsed.includes(marketId),
    inCart: mine.inCart.includes(marketId),
    pendingOrder: mine.pendingOrders.find((row) => row.marketId === marketId) ?? null,
  };
}

export type AppStatus =
  | { kind: 'subscribed'; text: string }
  | { kind: 'trial'; text: string }
  | { kind: 'pending'; text: string; orderId: number; orderNo: string };

export interface AppActions {
  buttons: AppButton[];
  /** What the tenant has: 已订阅（到期 …）, 试用中（到期 …）, 待支付. */
  status: AppStatus | null;
  /** The cart button is shown disabled (已加入购物车). */
  inCart: boolean;
  /** The order awaiting payment the 待支付 button leads to. */
  pendingOrder: MyPendingOrder | null;
  /** Why no buttons are offered, for the detail page (cards stay quiet). */
  note: string | null;
}

export const OWN_APP_NOTE = '本企业发布的应用，可在租户工作台中管理。';

/** The last day of a subscription in force: its end, or the unsubscribe time when sooner. */
function lastDay(subscription: MyAppSubscription): string | null {
  const ends = [subscription.endTime, subscription.unsubscribeTime].filter(
    (value): value is string => value !== null,
  );
  // ISO times sort as text: the first is the sooner.
  const sooner = ends.sort()[0];
  return sooner === undefined ? null : formatDate(sooner);
}

function statusOf(relation: AppRelation): AppStatus | null {
  const { subscription, pendingOrder } = relation;
  if (subscription?.type === SUBSCRIPTION_TYPES.subscription) {
    return { kind: 'subscribed', text: subscribedStateText(lastDay(subscription)) };
  }
  if (subscription) return { kind: 'trial', text: trialStateText(lastDay(subscription) ?? '') };
  if (pendingOrder) {
    return { kind: 'pending', text: ORDER_STATUS_LABELS.awaitingPayment, ...pendingOrder };
  }
  return null;
}

/**
 * One rule for what a user may do with an app, used by the catalogue cards and the detail page
 * (spec 000 §2.6, §2.10, §6; issue 11):
 * - a visitor sees the buttons of the app's kind and meets the login dialog on click;
 * - a developer or an operator sees none (they can never subscribe): the detail says who can;
 * - a member of a tenant enters what the tenant has and buys nothing;
 * - the owner tenant's administrator gets no subscribe buttons;
 * - a tenant administrator: a free app 免费订阅 until subscribed; a charged app 免费试用 while the
 *   trial is untaken (detail only: cards keep to 订阅 and the cart), 订阅 and 加入购物车 (disabled
 *   when in the cart); on trial it may still buy; subscribed it enters; with an order awaiting
 *   payment it sees 待支付 instead of buying again.
 */
export function appActions(
  app: Pick<AppCard, 'charged' | 'isTrial' | 'exploitTenantId'> & { isOwner?: boolean },
  viewer: Viewer,
  relation: AppRelation,
  place: 'card' | 'detail',
): AppActions {
  const status = isTenantMember(viewer) ? statusOf(relation) : null;
  const result = (buttons: AppButton[], note: string | null = null): AppActions => ({
    buttons,
    status,
    inCart: relation.inCart,
    pendingOrder: relation.pendingOrder,
    note,
  });
  const trialOffered = app.charged && app.isTrial && place === 'detail' && !relation.trialUsed;
  if (!viewer.loggedIn) {
    if (!app.charged) return result(['freeSubscribe']);
    return result(trialOffered ? ['trial', 'plans', 'cart'] : ['plans', 'cart']);
  }
  if (!isTenantMember(viewer)) return result([], MARKET_TEXTS.subscribeRole);
  const enter: AppButton[] = relation.subscription ? ['enter'] : [];
  if (!isTenantAdmin(viewer)) return result(enter, enter.length > 0 ? null : MARKET_TEXTS.subscribeRole);
  if (ownsApp(viewer, app)) return result([], OWN_APP_NOTE);
  if (!app.charged) return result(relation.subscription ? enter : ['freeSubscribe']);
  if (relation.subscription?.type === SUBSCRIPTION_TYPES.subscription) return result(enter);
  if (relation.pendingOrder) return result([...enter, 'pending']);
  if (relation.subscription) return result([...enter, 'plans', 'cart']);
  return result(trialOffered ? ['trial', 'plans', 'cart'] : ['plans', 'cart']);
}

/** 加入购物车成功, and the associated apps put in with it, by name. */
export function addedToCartText(associated: readonly string[]): string {
  if (associated.length === 0) return MARKET_TEXTS.addedToCart;
  return `${MARKET_TEXTS.addedToCart}，同时加入了关联应用：${associated.join('、')}`;
}

/** The lowest current price of an app's plans (the ¥x 起/年 of cards and the cart); null without plans. */
export function lowestPrice(plans: readonly { currentPrice: number }[]): number | null {
  return plans.length === 0 ? null : Math.min(...plans.map((plan) => plan.currentPrice));
}

/** Prices travel in yuan; shown with two decimals (one formatter for every screen, in packages/shared). */
export { formatYuan } from '@portal/shared/format';
