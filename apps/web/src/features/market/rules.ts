import { type AppCard, type AppDetail, MARKET_TEXTS, MICRO_TYPE_LABELS } from '@portal/shared/market';
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
 * - enter: 进入应用, for a tenant whose tenant has the app;
 * - trial: 免费试用, a charged app that offers a trial;
 * - plans: 订阅, a charged app's yearly plans (收费标准 dialog);
 * - cart: 加入购物车, charged apps only (free ones are subscribed directly);
 * - freeSubscribe: 免费订阅, a free app.
 */
export type AppButton = 'enter' | 'trial' | 'plans' | 'cart' | 'freeSubscribe';

/** Buttons of a catalogue card: subscribe and add-to-cart (spec 000 §2.6). */
export function cardButtons(app: Pick<AppCard, 'charged'>): AppButton[] {
  return app.charged ? ['plans', 'cart'] : ['freeSubscribe'];
}

/**
 * Buttons of the detail page (spec 000 §2.10, with `charged` telling the truth per DESIGN.md):
 * a tenant who has the app enters it; the owner tenant's administrator gets no subscribe
 * buttons; charged apps offer the trial (when flagged), the yearly plans and the cart;
 * free apps the free subscription. Visitors see the buttons and meet the login dialog.
 */
export function detailButtons(
  app: Pick<AppDetail, 'charged' | 'isTrial' | 'isSubscribe' | 'exploitTenantId' | 'isOwner'>,
  viewer: Viewer,
): AppButton[] {
  if (app.isSubscribe && isTenantMember(viewer)) return ['enter'];
  if (isTenantAdmin(viewer) && ownsApp(viewer, app)) return [];
  if (!app.charged) return ['freeSubscribe'];
  return app.isTrial ? ['trial', 'plans', 'cart'] : ['plans', 'cart'];
}

/** The microservice button reads by type: 0 安装, 1 试用, 2 签名, 3 签章 (spec 000 §2.10). */
export function microButtonLabel(type: number): string {
  return MICRO_TYPE_LABELS[type] ?? MICRO_TYPE_LABELS[1] ?? '试用';
}

/** Prices travel in yuan; shown with two decimals. */
export function formatYuan(value: number): string {
  return `¥${value.toFixed(2)}`;
}
