import { describe, expect, it } from 'vitest';
import { cardButtons, cartGate, detailButtons, microButtonLabel, subscribeGate } from './rules';
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

const app = (overrides: Partial<Parameters<typeof detailButtons>[0]> = {}) => ({
  charged: true,
  isTrial: true,
  isSubscribe: false,
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

describe('detail buttons by kind and role (spec 000 §2.10)', () => {
  it('offers a charged trial-flagged app: 免费试用, the plans and the cart', () => {
    expect(detailButtons(app(), admin)).toEqual(['trial', 'plans', 'cart']);
    // Visitors see the same buttons; clicking them opens the login dialog.
    expect(detailButtons(app(), VISITOR)).toEqual(['trial', 'plans', 'cart']);
  });

  it('offers a charged app without trial only the plans and the cart', () => {
    expect(detailButtons(app({ isTrial: false }), admin)).toEqual(['plans', 'cart']);
  });

  it('offers a free app 免费订阅 and no cart', () => {
    expect(detailButtons(app({ charged: false, isTrial: false }), admin)).toEqual(['freeSubscribe']);
  });

  it('shows 进入应用 to any member of a tenant that has the app', () => {
    expect(detailButtons(app({ isSubscribe: true }), admin)).toEqual(['enter']);
    expect(detailButtons(app({ isSubscribe: true }), member)).toEqual(['enter']);
    expect(detailButtons(app({ charged: false, isSubscribe: true }), member)).toEqual(['enter']);
  });

  it('gives the owner tenant administrator no subscribe buttons', () => {
    expect(detailButtons(app({ exploitTenantId: 7 }), admin)).toEqual([]);
    expect(detailButtons(app({ exploitTenantId: null, isOwner: true }), admin)).toEqual([]);
    // A member of the owner tenant still sees them, and is told the role rule on click.
    expect(detailButtons(app({ exploitTenantId: 7 }), member)).toEqual(['trial', 'plans', 'cart']);
  });

  it('gives catalogue cards subscribe and cart for charged apps, 免费订阅 for free ones', () => {
    expect(cardButtons({ charged: true })).toEqual(['plans', 'cart']);
    expect(cardButtons({ charged: false })).toEqual(['freeSubscribe']);
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
