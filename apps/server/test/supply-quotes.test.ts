import { formatDate } from '@portal/shared/format';
import {
  QUOTE_STATE,
  QUOTE_TEXTS,
  type QuoteRequest,
  quoteDeclinedSms,
  supplyApi,
} from '@portal/shared/supply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/time.ts';
import { createDemand } from '../src/supply/supply.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

/**
 * Quotes on purchase requests (issue 18 item 6). The demo tenant (tenantAdmin, tenantMember)
 * buys; the developer's studio and the other tenant's company quote.
 */
describe.each(engines)('quotes on purchase requests on %s', (engine) => {
  let t: TestApp;
  let buyerCompany: number;
  const dayFromToday = (days: number) => formatDate(Date.now() + days * DAY_MS);

  const companyOf = async (name: string) =>
    (
      await t.app.db
        .selectFrom('supplyCompany')
        .select(['id', 'linkPhone'])
        .where('companyName', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  const demand = (overrides: { validityTime?: string | null; state?: 0 | 1 } = {}) =>
    createDemand(t.app.db, {
      companyId: buyerCompany,
      proType: 1,
      proName: '报价测试求购',
      urgent: false,
      buyNumber: 100,
      unit: '台',
      buyPrice: null,
      proDescribe: '求购冷风机',
      validityTime: dayFromToday(20),
      location: '郑州市',
      state: 1,
      values: [],
      ...overrides,
    });

  const quote = (demandId: number, overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
    demandId,
    unitPrice: 8200.5,
    quantity: 100,
    deliveryDate: dayFromToday(10),
    validUntil: dayFromToday(15),
    note: '含安装调试',
    ...overrides,
  });

  const quoteCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('demandQuote')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    buyerCompany = await companyOf('演示冷链科技有限公司');
  });
  afterAll(() => t.close());

  it('takes one quote per company, editable while the demand is open, and shows it only to its maker and the buyer', async () => {
    const id = await demand();
    const first = await callAs(t, 'developer', supplyApi.saveQuote, { body: quote(id) });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe(QUOTE_TEXTS.saved);
    expect(first.body.data).toMatchObject({ unitPrice: 8200.5, quantity: 100, state: QUOTE_STATE.open });
    expect(first.body.data.companyEntity.companyName).toBe('陈开发工作室');

    const edited = await callAs(t, 'developer', supplyApi.saveQuote, {
      body: quote(id, { unitPrice: 7900 }),
    });
    expect(edited.body.data.id).toBe(first.body.data.id);
    expect(edited.body.data.unitPrice).toBe(7900);
    const mine = await callAs(t, 'developer', supplyApi.myQuote, { params: { id } });
    expect(mine.body.data?.unitPrice).toBe(7900);
    expect((await callAs(t, 'otherTenant', supplyApi.myQuote, { params: { id } })).body.data).toBeNull();

    // Only the buyer's company reads the quotes; others are not told the demand has any.
    const buyer = await callAs(t, 'tenantMember', supplyApi.demandQuotes, { params: { id }, query: {} });
    expect(buyer.status).toBe(200);
    expect(buyer.body.data.map((q) => q.unitPrice)).toEqual([7900]);
    for (const who of ['otherTenant', 'developer'] as const) {
      const other = await callAs(t, who, supplyApi.demandQuotes, { params: { id }, query: {} });
      expect(other.status).toBe(404);
    }
    expect((await callAs(t, 'visitor', supplyApi.demandQuotes, { params: { id }, query: {} })).status).toBe(
      401,
    );
    expect((await callAs(t, 'operator', supplyApi.demandQuotes, { params: { id }, query: {} })).status).toBe(
      403,
    );
    // A quote's content never appears in the public answers.
    const detail = await callAs(t, 'visitor', supplyApi.demandDetail, { params: { id } });
    expect(detail.response.body).not.toContain('7900');
  });

  it('sorts the buyer view by price or by delivery', async () => {
    const id = await demand();
    await callAs(t, 'developer', supplyApi.saveQuote, {
      body: quote(id, { unitPrice: 9000, deliveryDate: dayFromToday(3) }),
    });
    await callAs(t, 'otherTenant', supplyApi.saveQuote, {
      body: quote(id, { unitPrice: 8000, deliveryDate: dayFromToday(12) }),
    });
    const byPrice = await callAs(t, 'tenantAdmin', supplyApi.demandQuotes, { params: { id }, query: {} });
    expect(byPrice.body.data.map((q) => q.unitPrice)).toEqual([8000, 9000]);
    const byDelivery = await callAs(t, 'tenantAdmin', supplyApi.demandQuotes, {
      params: { id },
      query: { sort: 'delivery' },
    });
    expect(byDelivery.body.data.map((q) => q.unitPrice)).toEqual([9000, 8000]);
  });

  it('accepts one quote: the others are declined and told by SMS, the demand closes and takes no more quotes', async () => {
    const id = await demand();
    const chosen = await callAs(t, 'developer', supplyApi.saveQuote, {
      body: quote(id, { unitPrice: 7000 }),
    });
    const other = await callAs(t, 'otherTenant', supplyApi.saveQuote, {
      body: quote(id, { unitPrice: 7500 }),
    });
    const otherPhone = other.body.data.companyEntity.linkPhone;
    const refused = await callAs(t, 'otherTenant', supplyApi.acceptQuote, {
      params: { id: chosen.body.data.id },
      body: {},
    });
    expect(refused.status).toBe(404);

    const accepted = await callAs(t, 'tenantAdmin', supplyApi.acceptQuote, {
      params: { id: chosen.body.data.id },
      body: {},
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.msg).toBe(QUOTE_TEXTS.accepted);
    expect(accepted.body.data.state).toBe(QUOTE_STATE.accepted);
    const quotes = await callAs(t, 'tenantAdmin', supplyApi.demandQuotes, { params: { id }, query: {} });
    expect(quotes.body.data.map((q) => [q.unitPrice, q.state])).toEqual([
      [7000, QUOTE_STATE.accepted],
      [7500, QUOTE_STATE.declined],
    ]);
    const sms = await t.app.db
      .selectFrom('smsOutbox')
      .select(['phone', 'content'])
      .where('purpose', '=', 'supply')
      .execute();
    expect(sms).toContainEqual({ phone: otherPhone, content: quoteDeclinedSms('报价测试求购') });
    expect(sms.filter((message) => message.phone === chosen.body.data.companyEntity.linkPhone)).toEqual([]);

    // Closed: no longer public, no more quotes, nothing to accept again.
    expect((await callAs(t, 'visitor', supplyApi.demandDetail, { params: { id } })).status).toBe(404);
    const late = await callAs(t, 'developer', supplyApi.saveQuote, { body: quote(id) });
    expect(late.body.msg).toBe(QUOTE_TEXTS.demandClosed);
    const again = await callAs(t, 'tenantAdmin', supplyApi.acceptQuote, {
      params: { id: other.body.data.id },
      body: {},
    });
    expect(again.body.msg).toBe(QUOTE_TEXTS.quoteNotOpen);
  });

  it('refuses each bad quote with its message and stores nothing', async () => {
    const id = await demand();
    const expired = await demand({ validityTime: dayFromToday(-1) });
    const pending = await demand({ state: 0 });
    const before = await quoteCount();
    const cases: [string | undefined, object, string][] = [
      ['developer', quote(id, { unitPrice: 0 }), QUOTE_TEXTS.priceWrong],
      ['developer', quote(id, { unitPrice: 1.234 }), QUOTE_TEXTS.priceWrong],
      ['developer', quote(id, { unitPrice: 100_000_001 }), QUOTE_TEXTS.priceMax],
      ['developer', { ...quote(id), unitPrice: undefined }, QUOTE_TEXTS.priceRequired],
      ['developer', quote(id, { quantity: 0 }), QUOTE_TEXTS.quantityRange],
      ['developer', quote(id, { quantity: 1_000_001 }), QUOTE_TEXTS.quantityRange],
      ['developer', quote(id, { quantity: 2.5 }), QUOTE_TEXTS.quantityInteger],
      ['developer', quote(id, { deliveryDate: '' }), QUOTE_TEXTS.deliveryRequired],
      ['developer', quote(id, { validUntil: '' }), QUOTE_TEXTS.validityRequired],
      ['developer', quote(id, { deliveryDate: dayFromToday(-1) }), QUOTE_TEXTS.dayPast],
      ['developer', quote(expired), QUOTE_TEXTS.demandClosed],
      ['developer', quote(pending), QUOTE_TEXTS.demandClosed],
      ['developer', quote(2_000_000_000), QUOTE_TEXTS.demandClosed],
      // The buyer's own company does not quote on its own demand.
      ['tenantMember', quote(id), QUOTE_TEXTS.ownDemand],
    ];
    for (const [who, body, message] of cases) {
      const answer = await callAs(t, who as 'developer', supplyApi.saveQuote, malformed({ body }));
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg?.replace(/^「[^」]+」/, ''), JSON.stringify(body)).toBe(message);
    }
    expect((await callAs(t, 'visitor', supplyApi.saveQuote, { body: quote(id) })).status).toBe(401);
    expect((await callAs(t, 'operator', supplyApi.saveQuote, { body: quote(id) })).status).toBe(403);
    expect((await callAs(t, 'uncertified', supplyApi.saveQuote, { body: quote(id) })).status).toBe(403);
    expect(await quoteCount()).toBe(before);
  });
});
