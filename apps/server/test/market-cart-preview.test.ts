import { cartApi } from '@portal/shared/cart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { appId, clearMarketActivity, userOf } from './market-support.ts';
import { callAs } from './support/call.ts';

/** The lowest yearly price of an app's plans (yuan), read from the database. */
async function fromPrice(t: TestApp, marketId: number): Promise<number> {
  const plans = await t.database.db
    .selectFrom('marketPricePlan')
    .select('currentPriceFen')
    .where('appId', '=', marketId)
    .execute();
  return Math.min(...plans.map((plan) => plan.currentPriceFen)) / 100;
}

// Issue 24: adding an app with paid associations says what comes with it, and its price, before
// anything is added (spec 002 §7.4 adds the associated apps with the app).
describe.each(engines)('the cart preview on %s', (engine) => {
  let t: TestApp;
  let tenantId: number;
  let ids: Record<'dispatch' | 'monitor' | 'waybill' | 'freeApp', number>;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    tenantId = (await userOf(t, '13800000001')).tenantId;
    ids = {
      dispatch: await appId(t, '冷链运输调度'),
      monitor: await appId(t, '车载冷机监控'),
      waybill: await appId(t, '电子运单'),
      freeApp: await appId(t, '冷链追溯码'),
    };
  });
  afterAll(() => t.close());
  beforeEach(() => clearMarketActivity(t));

  const preview = (marketId: number, who: 'tenantAdmin' | 'otherTenant' = 'tenantAdmin', tenant = tenantId) =>
    callAs(t, who, cartApi.preview, { params: { marketId, tenantId: tenant } });
  const cartIds = async () => {
    const { body } = await callAs(t, 'tenantAdmin', cartApi.list, { params: { tenantId } });
    return body.data.map((item) => item.marketId).sort();
  };

  it('lists the app and the associated apps it brings, each with its lowest yearly price, and adds nothing', async () => {
    const { status, body } = await preview(ids.dispatch);
    expect(status).toBe(200);
    expect(body.data.apps.map((app) => app.name)).toEqual(['冷链运输调度', '车载冷机监控', '电子运单']);
    const prices = await Promise.all([ids.dispatch, ids.monitor, ids.waybill].map((id) => fromPrice(t, id)));
    expect(body.data.apps.map((app) => app.fromPrice)).toEqual(prices);
    expect(body.data.fromTotal).toBeCloseTo(
      prices.reduce((sum, price) => sum + price, 0),
      2,
    );
    expect(await cartIds()).toEqual([]);
  });

  it('leaves out the apps already in the cart, and agrees with what adding then adds', async () => {
    // (The three are a cycle, so adding any one adds all: the cart holds one of them when an
    // administrator put it there before the association was made.)
    const { id: userId } = await userOf(t, '13800000001');
    await t.database.db
      .insertInto('marketCartItem')
      .values({
        tenantId,
        marketId: ids.monitor,
        userId,
        duration: null,
        createTime: new Date().toISOString(),
      })
      .execute();
    const before = await cartIds();
    const { body } = await preview(ids.dispatch);
    expect(body.data.apps.map((app) => app.name)).toEqual(['冷链运输调度', '电子运单']);
    const added = await callAs(t, 'tenantAdmin', cartApi.add, {
      params: { marketId: ids.dispatch, tenantId },
    });
    expect(added.body.data.added.map((app) => app.id)).toEqual(body.data.apps.map((app) => app.id));
    expect((await cartIds()).length).toBe(before.length + 2);
  });

  it("refuses another tenant's cart, a free app, and callers who may not buy", async () => {
    expect((await preview(ids.dispatch, 'otherTenant')).status).toBe(403);
    expect((await preview(ids.freeApp)).status).toBe(400);
    expect(
      (await callAs(t, 'tenantMember', cartApi.preview, { params: { marketId: ids.dispatch, tenantId } }))
        .status,
    ).toBe(403);
    expect(
      (await callAs(t, 'visitor', cartApi.preview, { params: { marketId: ids.dispatch, tenantId } })).status,
    ).toBe(401);
  });
});
