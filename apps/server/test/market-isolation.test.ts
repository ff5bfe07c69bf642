import { type CartItem, cartApi } from '@portal/shared/cart';
import type { Endpoint, EndpointInput } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { type Order, ordersApi } from '@portal/shared/orders';
import { type SubscriptionRecord, subscriptionsApi } from '@portal/shared/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, userOf } from './market-support.ts';
import { callAs } from './support/call.ts';

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

  /** A call with the session `token`, answered as the raw response. */
  const as = async <E extends Endpoint>(token: string, endpoint: E, input: EndpointInput<E>) =>
    (await callAs(t, { token }, endpoint, input)).response;
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
    const trial = await as(first, subscriptionsApi.subscribe, {
      body: { id: await appId(t, '空压站节能'), data: { type: 0, notifierName: '', expirationReminder: 1 } },
    });
    expect(trial.statusCode).toBe(200);
    subscription = (await as(first, subscriptionsApi.list, { query: {} })).json().data.list[0];
    for (const name of ['冷链仓储WMS', '质量检验管理']) {
      expect(
        (
          await as(first, cartApi.add, {
            params: { marketId: await appId(t, name), tenantId: firstUser.tenantId },
          })
        ).statusCode,
      ).toBe(200);
    }
    const cart = (await as(first, cartApi.list, { params: { tenantId: firstUser.tenantId } })).json()
      .data as CartItem[];
    for (const entry of cart) await as(first, cartApi.update, { body: { id: entry.id, duration: 1 } });
    const [wms, quality] = cart as [CartItem, CartItem];
    cartItem = quality;
    savedOrder = (await as(first, ordersApi.save, { body: { marketShoppingIds: `${quality.id}` } })).json()
      .data;
    placedOrder = (await as(first, ordersApi.save, { body: { marketShoppingIds: `${wms.id}` } })).json().data;
    expect((await as(first, ordersApi.place, { body: { id: placedOrder.id } })).statusCode).toBe(200);
    snapshot = await firstTenantState();
  });
  afterAll(() => t.close());

  it('lists show nothing of the first tenant', async () => {
    const subscriptions = await as(second, subscriptionsApi.list, { query: {} });
    expect(subscriptions.json().data.list).toEqual([]);
    const orders = await as(second, ordersApi.list, { query: {} });
    expect(orders.json().data.list).toEqual([]);
    const ownCart = await as(second, cartApi.list, { params: { tenantId: secondUser.tenantId } });
    expect(ownCart.json().data).toEqual([]);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('calls naming the first tenant in the path are refused', async () => {
    const market = await appId(t, '冷链仓储WMS');
    const calls = [
      as(second, cartApi.list, { params: { tenantId: firstUser.tenantId } }),
      as(second, cartApi.add, { params: { marketId: market, tenantId: firstUser.tenantId } }),
      as(second, cartApi.remove, { params: { marketId: cartItem.marketId, tenantId: firstUser.tenantId } }),
      as(second, subscriptionsApi.check, {
        params: { id: subscription.marketId, portalWebId: firstUser.tenantId, userId: firstUser.id },
      }),
      as(second, subscriptionsApi.check, {
        params: { id: subscription.marketId, portalWebId: secondUser.tenantId, userId: firstUser.id },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('无权操作其他租户的数据');
    }
    const subscribeAs = await as(second, subscriptionsApi.subscribe, {
      body: { id: market, portalWebId: firstUser.tenantId, data: { type: 0 } },
    });
    expect(subscribeAs.statusCode).toBe(403);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('calls naming the first tenant items by id find nothing', async () => {
    const calls = [
      as(second, subscriptionsApi.unsubscribe, {
        body: { ids: [subscription.id], unsubscribeTime: chinaTomorrow() },
      }),
      as(second, subscriptionsApi.remove, { params: { id: subscription.id } }),
      as(second, cartApi.update, { body: { id: cartItem.id, duration: 3 } }),
      as(second, ordersApi.save, { body: { marketShoppingIds: `${cartItem.id}` } }),
      as(second, ordersApi.place, { body: { id: savedOrder.id } }),
      as(second, ordersApi.detail, { params: { id: savedOrder.id } }),
      as(second, ordersApi.detail, { params: { id: placedOrder.id } }),
      as(second, cartApi.remove, { params: { marketId: cartItem.marketId, tenantId: secondUser.tenantId } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('only an operator confirms a payment', async () => {
    const res = await as(second, ordersApi.confirmPayment, { params: { id: placedOrder.id }, body: {} });
    expect(res.statusCode).toBe(403);
    expect(await firstTenantState()).toEqual(snapshot);
  });

  it('the first tenant data is unchanged', async () => {
    expect(await firstTenantState()).toEqual(snapshot);
    const detail = await as(second, marketApi.detail, { params: { id: subscription.marketId } });
    expect(detail.json().data).toMatchObject({ isSubscribe: false, inCart: false });
  });
});
