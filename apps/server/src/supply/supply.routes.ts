import { QUOTE_TEXTS, SUPPLY_TEXTS, supplyApi } from '@portal/shared/supply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { acceptQuote, demandQuotes, myQuote, saveQuote } from './quotes.service.ts';
import {
  buyerCompany,
  categoryFloors,
  demandDetail,
  demandPage,
  placeBuyOrder,
  productTypes,
  recommendedSuppliers,
  supplyDetail,
  supplyPage,
} from './supply.service.ts';

/**
 * A board read's cache key: a visitor's answer (contacts masked) and a logged-in caller's (in
 * full) are kept apart, and each is the same for everyone on its side.
 */
const byViewer = ({ caller, params, body }: { caller: unknown; params: unknown; body: unknown }) =>
  `${caller ? 'full' : 'masked'}:${JSON.stringify([params, body])}`;

/** The supply-and-demand board (001 §7.1): public reads, and the buy order. */
export const supplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { area: 'supply', key: byViewer } as const;

  route(app, supplyApi.supplyPage, async ({ body, caller }) => ok(await supplyPage(app.db, caller, body)), {
    cached,
  });
  route(app, supplyApi.demandPage, async ({ body, caller }) => ok(await demandPage(app.db, caller, body)), {
    cached,
  });
  route(
    app,
    supplyApi.supplyDetail,
    async ({ params, caller }) => ok(await supplyDetail(app.db, caller, params.id)),
    { cached },
  );
  route(
    app,
    supplyApi.demandDetail,
    async ({ params, caller }) => ok(await demandDetail(app.db, caller, params.id)),
    { cached },
  );
  route(app, supplyApi.types, async () => ok(await productTypes(app.db)), { cached: 'supply' });
  route(app, supplyApi.floors, async ({ caller }) => ok(await categoryFloors(app.db, caller)), { cached });
  route(app, supplyApi.recommended, async ({ caller }) => ok(await recommendedSuppliers(app.db, caller)), {
    cached,
  });
  route(app, supplyApi.buyer, async ({ caller }) => ok(await buyerCompany(app.db, caller)));
  route(app, supplyApi.saveQuote, async ({ body, caller }) =>
    ok(await saveQuote(app.db, caller, body), QUOTE_TEXTS.saved),
  );
  route(app, supplyApi.myQuote, async ({ params, caller }) => ok(await myQuote(app.db, caller, params.id)));
  route(app, supplyApi.demandQuotes, async ({ params, query, caller }) =>
    ok(await demandQuotes(app.db, caller, params.id, query.sort)),
  );
  route(app, supplyApi.acceptQuote, async ({ params, caller }, request) =>
    ok(
      await acceptQuote(app.db, { sms: app.sms, log: request.log }, caller, params.id),
      QUOTE_TEXTS.accepted,
    ),
  );
  route(app, supplyApi.addOrder, async ({ body, caller }, request) =>
    ok(
      await placeBuyOrder(app.db, { sms: app.sms, log: request.log }, caller, body),
      SUPPLY_TEXTS.orderPlaced,
    ),
  );
};
