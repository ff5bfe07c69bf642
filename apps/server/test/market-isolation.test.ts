import type { CartItem, Order, SubscriptionRecord } from '@portal/shared/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, auth, userOf } from './market-support.ts';

/**
 * The second demo tenant (13800000003, an administrator) tries every list, change, unsubscribe,
 * delete, order and cart call on the first tenant's subscriptions, cart items and orders.
 * Each is refused and the first tenant's data stays exactly as it was: every test checks that
 * after its own calls, so each stands alone.
 */
describe.each(engines)('tenant isolation of the market on %s', (engine) => {
  let t: TestApp;
  let first: string;
  let second: string;
  let firstUser: { id: number; tenantId: number };
  let secondUser: { id: number; tenantId: number };
  let subscription: SubscriptionRecord;
  let cartItem: CartItem;
  let savedOrder: Order;
  let placedOrder: Order;
  let snapshot: unknown;

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (url: string, payload: object, token: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const chinaTomorrow = () =>
    new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

  /** Everything of the first tenant that the calls could touch. */
  async function firstTenantState() {
    const db = t.database.db;
    return {
      subscriptions: await db
        .selectFrom('marketSubscription')
        .selectAll()
        .where('tenantId', '=', firstUser.tenantId)
        .orderBy('id')
        .execute(),
      cart: await db
        .selectFrom('marketCartItem')
        .selectAll()
        .where('tenantId', '=', firstUser.tenantId)
        .orderBy('id')
        .execute(),
      orders: await db
        .selectFrom('marketOrder')
        .selectAll()
        .where('tenantId', '=', firstUser.tenantId)
        .orderBy('id')
        .execute(),
      items: await db.selectFrom('marketOrderItem').selectAll().orderBy('id').execute(),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    first = await loginAs(t.app, '13800000001', 'tenant');
    second = await loginAs(t.app, '13800000003', 'tenant');
    firstUser = await userOf(t, '13800000001');
    secondUser = await userOf(t, '13800000003');

    // The first tenant: a trial, a cart item with years chosen, a saved and a placed order.
    const trial = await post(
      '/api/portalWeb/market/subscribe',
      { id: await appId(t, '空压站节能'), data: { type: 0, notifierName: '', expirationReminder: 1 } },
      first,
    );
    expect(trial.statusCode).toBe(200);
    subscription = (await get('/api/portalWeb/marketSubscribe/selectList', first)).json().data.list[0];
    for (const name of ['冷链仓储WMS', '质量检验管理']) {
      expect(
        (await get(`/api/portalWeb/market/shopping/${await appId(t, name)}/${firstUser.tenantId}`, first))
          .statusCode,
      ).toBe(200);
    }
    const cart = (await get(`/api/portalWeb/marketShopping/selectList/${firstUser.tenantId}`, first)).json()
      .data as CartItem[];
    for (const entry of cart)
      await post('/api/portalWeb/marketShopping/update', { id: entry.id, duration: 1 }, first);
    const [wms, quality] = cart as [CartItem, CartItem];
    cartItem = quality;
    savedOrder = (
      await post('/api/portalWeb/marketOrder/save', { marketShoppingIds: `${quality.id}` }, first)
    ).json().data;
    placedOrder = (
      await post('/api/portalWeb/marketOrder/save', { marketShoppingIds: `${wms.id}` }, first)
    ).json().data;
    expect(
      (await post('/api/portalWeb/marketOrder/placeOrder', { id: placedOrder.id }, first)).statusCode,
    ).toBe(200);
    snapshot = await firstTenantState();
  });
  afterAll(() => t.close());

  it('lists show nothing of the first tenant', async () => {
    const subscriptions = await get('/api/portalWeb/marketSubscribe/selectList', second);
    expect(subscriptions.json().data.list).toEqual([]);
    const orders = await get('/api/portalWeb/marketOrder/selectList', second);
    expect(orders.json().data.list).toEqual([]);
    const ownCart = await get(`/api/portalWeb/marketShopping/selectList/${secondUser.tenantId}`, second);
    expect(ownCart.json().data).toEqual([]);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('calls naming the first tenant in the path are refused', async () => {
    const market = await appId(t, '冷链仓储WMS');
    const calls = [
      get(`/api/portalWeb/marketShopping/selectList/${firstUser.tenantId}`, second),
      get(`/api/portalWeb/market/shopping/${market}/${firstUser.tenantId}`, second),
      get(`/api/portalWeb/market/remove/${cartItem.marketId}/${firstUser.tenantId}`, second),
      get(
        `/api/portalWeb/market/trial/${subscription.marketId}/${firstUser.tenantId}/${firstUser.id}`,
        second,
      ),
      get(
        `/api/portalWeb/market/trial/${subscription.marketId}/${secondUser.tenantId}/${firstUser.id}`,
        second,
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('无权操作其他租户的数据');
    }
    const subscribeAs = await post(
      '/api/portalWeb/market/subscribe',
      { id: market, portalWebId: firstUser.tenantId, data: { type: 0 } },
      second,
    );
    expect(subscribeAs.statusCode).toBe(403);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('calls naming the first tenant items by id find nothing', async () => {
    const calls = [
      post(
        '/api/portalWeb/marketSubscribe/unsubscribe',
        { ids: [subscription.id], unsubscribeTime: chinaTomorrow() },
        second,
      ),
      post(`/api/portalWeb/marketSubscribe/delete/${subscription.id}`, {}, second),
      post('/api/portalWeb/marketShopping/update', { id: cartItem.id, duration: 3 }, second),
      post('/api/portalWeb/marketOrder/save', { marketShoppingIds: `${cartItem.id}` }, second),
      post('/api/portalWeb/marketOrder/placeOrder', { id: savedOrder.id }, second),
      get(`/api/portalWeb/marketOrder/${savedOrder.id}`, second),
      get(`/api/portalWeb/marketOrder/${placedOrder.id}`, second),
      get(`/api/portalWeb/market/remove/${cartItem.marketId}/${secondUser.tenantId}`, second),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('only an operator confirms a payment', async () => {
    const res = await post(`/api/portalWeb/marketOrder/confirmPayment/${placedOrder.id}`, {}, second);
    expect(res.statusCode).toBe(403);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('the first tenant data is unchanged', async () => {
    expect(await firstTenantState()).toEqual(snapshot);
    const detail = await get(`/api/portalWeb/market/${subscription.marketId}`, second);
    expect(detail.json().data).toMatchObject({ isSubscribe: false, inCart: false });
  });
});
