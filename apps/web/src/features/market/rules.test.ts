import { describe, expect, it } from 'vitest';
import { microButtonLabel } from './catalogue-rules';
import { type AppRelation, appActions, cartGate, NO_RELATION, relationOf, subscribeGate } from './rules';
import { VISITOR, type Viewer } from './viewer';

const admin: Viewer = { loggedIn: true, role: 'tenant', isAdministrator: true, tenantId: 7, userId: 70 };
const member: Viewer = { ...admin, isAdministrator: false, userId: 71 };
const developer: Viewer = {
  loggedIn: true,
  role: 'develop',
  isAdministrator: false,
  tenantId: null,
  userId: 80,
};
const operator: Viewer = {
  loggedIn: true,
  role: 'operate',
  isAdministrator: false,
  tenantId: null,
  userId: 90,
};

const otherApp = { exploitTenantId: 9 };
const ownApp = { exploitTenantId: 7 };

const app = (overrides: Partial<Parameters<typeof appActions>[0]> = {}) => ({
  charged: true,
  isTrial: true,
  exploitTenantId: 9,
  isOwner: false,
  ...overrides,
});

describe('who may subscribe (spec 000 §6)', () => {
  it('sends a visitor to the login dialog', () => {
    expect(subscribeGate(VISITOR, otherApp)).toEqual({ kind: 'login' });
  });

  it.each([
    ['a tenant member', member],
    ['a developer', developer],
    ['an operator', operator],
  ])('refuses %s with the role message', (_, viewer) => {
    expect(subscribeGate(viewer, otherApp)).toEqual({
      kind: 'refuse',
      text: '请登录【租户】角色的【管理员】账号进行订阅',
    });
  });

  it('refuses the own platform app, by publisher or by the server flag', () => {
    const refusal = { kind: 'refuse', text: '请不要订阅自己平台发布的应用' };
    expect(subscribeGate(admin, ownApp)).toEqual(refusal);
    expect(subscribeGate(admin, { exploitTenantId: null, isOwner: true })).toEqual(refusal);
  });

  it('lets a tenant administrator subscribe to another tenant app', () => {
    expect(subscribeGate(admin, otherApp)).toEqual({ kind: 'ok' });
    expect(subscribeGate(admin, { exploitTenantId: null })).toEqual({ kind: 'ok' });
  });

  it('asks a visitor to log in before the cart with 请登录后再操作', () => {
    expect(cartGate(VISITOR, otherApp)).toEqual({ kind: 'login', text: '请登录后再操作' });
    expect(cartGate(member, otherApp).kind).toBe('refuse');
    expect(cartGate(admin, otherApp)).toEqual({ kind: 'ok' });
  });
});

describe('one rule for what a user may do with an app (cards and detail)', () => {
  const trialUntil = { marketId: 5, type: 0, endTime: '2026-02-23T04:00:00.000Z', unsubscribeTime: null };
  const yearsUntil = { marketId: 5, type: 1, endTime: '2027-11-23T04:00:00.000Z', unsubscribeTime: null };
  const pending = { marketId: 5, orderId: 41, orderNo: 'MO2026112300000001' };
  const rel = (overrides: Partial<AppRelation> = {}): AppRelation => ({ ...NO_RELATION, ...overrides });
  const both = (a: ReturnType<typeof app>, viewer: Viewer, relation: AppRelation = NO_RELATION) => ({
    card: appActions(a, viewer, relation, 'card').buttons,
    detail: appActions(a, viewer, relation, 'detail').buttons,
  });

  it('shows a visitor the buttons of the kind; clicking them opens the login dialog', () => {
    expect(both(app(), VISITOR)).toEqual({ card: ['plans', 'cart'], detail: ['trial', 'plans', 'cart'] });
    expect(both(app({ charged: false, isTrial: false }), VISITOR).card).toEqual(['freeSubscribe']);
  });

  it.each([
    ['a developer', developer],
    ['an operator', operator],
  ])('shows %s no action at all, and says who subscribes', (_, viewer) => {
    const actions = appActions(app(), viewer, NO_RELATION, 'detail');
    expect(actions.buttons).toEqual([]);
    expect(actions.note).toBe('请登录【租户】角色的【管理员】账号进行订阅');
    expect(appActions(app({ charged: false }), viewer, NO_RELATION, 'card').buttons).toEqual([]);
  });

  it('lets a member enter what the tenant has and buy nothing', () => {
    expect(both(app(), member)).toEqual({ card: [], detail: [] });
    expect(appActions(app(), member, NO_RELATION, 'detail').note).toBe(
      '请登录【租户】角色的【管理员】账号进行订阅',
    );
    expect(both(app(), member, rel({ subscription: yearsUntil }))).toEqual({
      card: ['enter'],
      detail: ['enter'],
    });
    expect(both(app(), member, rel({ subscription: trialUntil })).detail).toEqual(['enter']);
  });

  it('gives the owner tenant administrator no subscribe buttons, on cards and detail alike', () => {
    expect(both(app({ exploitTenantId: 7 }), admin)).toEqual({ card: [], detail: [] });
    expect(both(app({ exploitTenantId: null, isOwner: true }), admin)).toEqual({ card: [], detail: [] });
  });

  it('offers an administrator a free app until it is subscribed, then 进入应用', () => {
    const free = app({ charged: false, isTrial: false });
    expect(both(free, admin)).toEqual({ card: ['freeSubscribe'], detail: ['freeSubscribe'] });
    const subscribed = rel({ subscription: { ...yearsUntil, endTime: null } });
    expect(both(free, admin, subscribed)).toEqual({ card: ['enter'], detail: ['enter'] });
    expect(appActions(free, admin, subscribed, 'card').status).toEqual({
      kind: 'subscribed',
      text: '已订阅',
    });
  });

  it('offers the trial once, on the detail page', () => {
    expect(both(app(), admin).detail).toEqual(['trial', 'plans', 'cart']);
    expect(both(app(), admin, rel({ trialUsed: true })).detail).toEqual(['plans', 'cart']);
    expect(both(app({ isTrial: false }), admin).detail).toEqual(['plans', 'cart']);
  });

  it('shows a trial as 试用中 with its end date, and lets it be bought', () => {
    const onTrial = rel({ subscription: trialUntil, trialUsed: true });
    const actions = appActions(app(), admin, onTrial, 'detail');
    expect(actions.buttons).toEqual(['enter', 'plans', 'cart']);
    expect(actions.status).toEqual({ kind: 'trial', text: '试用中（到期 2026-02-23）' });
    expect(appActions(app(), admin, onTrial, 'card').buttons).toEqual(['enter', 'plans', 'cart']);
  });

  it('lets a subscribed app be entered, with its end date, and not bought again', () => {
    const actions = appActions(app(), admin, rel({ subscription: yearsUntil }), 'card');
    expect(actions.buttons).toEqual(['enter']);
    expect(actions.status?.text).toBe('已订阅（到期 2027-11-23）');
  });

  it('ends a subscription on its unsubscribe time when that comes first', () => {
    const leaving = { ...yearsUntil, unsubscribeTime: '2026-12-01T02:00:00.000Z' };
    expect(appActions(app(), admin, rel({ subscription: leaving }), 'detail').status?.text).toBe(
      '已订阅（到期 2026-12-01）',
    );
  });

  it('points to the order awaiting payment instead of buying again', () => {
    const actions = appActions(app(), admin, rel({ pendingOrder: pending }), 'card');
    expect(actions.buttons).toEqual(['pending']);
    expect(actions.status).toEqual({ kind: 'pending', text: '待支付', ...pending });
    // On trial with an order awaiting payment: the trial shows, and 待支付 leads to the order.
    const renewing = rel({ subscription: trialUntil, pendingOrder: pending });
    const onTrial = appActions(app(), admin, renewing, 'detail');
    expect(onTrial.buttons).toEqual(['enter', 'pending']);
    expect(onTrial.status?.kind).toBe('trial');
    expect(onTrial.pendingOrder).toEqual(pending);
  });

  it('disables the cart button of an app in the cart, on cards as on the detail', () => {
    expect(appActions(app(), admin, rel({ inCart: true }), 'card').inCart).toBe(true);
    expect(appActions(app(), admin, rel({ inCart: true }), 'card').buttons).toEqual(['plans', 'cart']);
  });

  it('reads each app of the tenant state by id', () => {
    const mine = {
      subscriptions: [trialUntil],
      trialUsed: [5],
      inCart: [6],
      pendingOrders: [{ ...pending, marketId: 6 }],
    };
    expect(relationOf(mine, 5)).toEqual({
      subscription: trialUntil,
      trialUsed: true,
      inCart: false,
      pendingOrder: null,
    });
    expect(relationOf(mine, 6).inCart).toBe(true);
    expect(relationOf(mine, 6).pendingOrder?.orderId).toBe(41);
    expect(relationOf(undefined, 5)).toEqual(NO_RELATION);
  });
});

describe('microservice button by type', () => {
  it.each([
    [0, '安装'],
    [1, '试用'],
    [2, '签名'],
    [3, '签章'],
  ])('type %i reads %s', (type, label) => {
    expect(microButtonLabel(type)).toBe(label);
  });
});
