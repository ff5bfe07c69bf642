import { cartApi } from '@portal/shared/cart';
import { microApi, modelsApi, usageApi } from '@portal/shared/catalogue';
import { marketApi } from '@portal/shared/market';
import { subscriptionAdminApi, subscriptionsApi } from '@portal/shared/subscriptions';
import {
  A,
  CERTIFIED,
  D,
  EVERYONE,
  type MatrixRow,
  OPERATOR,
  row,
  TENANT_ADMIN_PATH,
  TENANT_ADMIN_RECORD,
} from './rows.ts';

/** The role-matrix rows of the market calls (see ./rows.ts for the columns and the policy). */
export const MARKET_ROWS: MatrixRow[] = [
  // ---------------------------------------------------------------- public catalogue
  row(marketApi.groups, EVERYONE, () => ({ input: { body: { keyword: '' } } })),
  row(marketApi.types, EVERYONE, () => ({ input: { body: {} } })),
  row(marketApi.list, EVERYONE, () => ({ input: { query: { currentPage: 1, pageSize: 12 } } })),
  row(marketApi.byNames, EVERYONE, () => ({ input: { query: { names: '冷机物联网,冷柜物联网' } } })),
  row(marketApi.detail, EVERYONE, (ctx) => ({ input: { params: { id: ctx.chargedApp(0) } } })),
  row(marketApi.associations, EVERYONE, (ctx) => ({ input: { params: { id: ctx.chargedApp(0) } } })),
  row(marketApi.logo, EVERYONE, (ctx) => ({
    input: { params: { kind: 'app', file: `${ctx.chargedApp(0)}.svg` } },
  })),
  row(microApi.list, EVERYONE, () => ({ input: { query: {} } })),
  row(microApi.types, EVERYONE, () => ({ input: { body: {} } })),
  row(microApi.groups, EVERYONE, () => ({ input: { body: {} } })),
  row(microApi.detail, EVERYONE, async (ctx) => ({ input: { params: { id: await ctx.publishedMicro() } } })),
  row(modelsApi.page, EVERYONE, () => ({ input: { query: {} } })),
  row(modelsApi.info, EVERYONE, async (ctx) => ({ input: { params: { id: await ctx.publishedModel() } } })),
  row(modelsApi.sorts, EVERYONE, () => ({ input: {} })),
  row(modelsApi.portal, EVERYONE, () => ({ input: {} })),

  // ---------------------------------------------------------------- subscriptions
  // Any user of the tenant checks its own tenant with its own user id.
  row(subscriptionsApi.check, [D, A, A, D, D, D, D], (ctx, role) => {
    const { tenantId, userId } = ctx.subject(role);
    return { input: { params: { id: ctx.chargedApp(0), portalWebId: tenantId, userId } } };
  }),
  row(subscriptionsApi.subscribe, TENANT_ADMIN_PATH, (ctx, role) => {
    const { tenantId, userId } = ctx.subject(role);
    return { input: { body: { id: ctx.freeApp(), portalWebId: tenantId, userId, data: { type: 1 } } } };
  }),
  // The caller's own tenant's list: the other tenant reads its own.
  row(subscriptionsApi.list, [D, A, A, A, D, D, D], () => ({ input: { query: {} } })),
  // 订阅管理: every tenant's subscriptions, operators only.
  row(subscriptionAdminApi.list, OPERATOR, () => ({
    input: { query: { state: '1', endingWithin: 30, sort: 'endTimeAsc' } },
  })),
  // The caller's own tenant's app states: the other tenant reads its own.
  row(subscriptionsApi.mine, [D, A, A, A, D, D, D], () => ({ input: {} })),
  row(subscriptionsApi.unsubscribe, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { ids: [await ctx.trialSubscription()], unsubscribeTime: ctx.tomorrow() } },
  })),
  row(subscriptionsApi.remove, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await ctx.freeSubscription() } },
  })),

  // ---------------------------------------------------------------- cart
  row(cartApi.add, TENANT_ADMIN_PATH, (ctx, role) => ({
    input: { params: { marketId: ctx.chargedApp(0), tenantId: ctx.subject(role).tenantId } },
  })),
  row(cartApi.preview, TENANT_ADMIN_PATH, (ctx, role) => ({
    input: { params: { marketId: ctx.chargedApp(0), tenantId: ctx.subject(role).tenantId } },
  })),
  row(cartApi.remove, TENANT_ADMIN_PATH, async (ctx, role) => {
    await ctx.cartItem(ctx.chargedApp(3));
    return { input: { params: { marketId: ctx.chargedApp(3), tenantId: ctx.subject(role).tenantId } } };
  }),
  row(cartApi.list, TENANT_ADMIN_PATH, (ctx, role) => ({
    input: { params: { tenantId: ctx.subject(role).tenantId } },
  })),
  row(cartApi.update, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { id: await ctx.cartItem(), duration: 2 } },
  })),

  // ---------------------------------------------------------------- usage of microservices and models
  row(usageApi.count, CERTIFIED, async (ctx) => ({
    input: { body: { meMiType: 1, mid: await ctx.publishedMicro() } },
  })),
  row(usageApi.log, CERTIFIED, async (ctx) => ({
    input: { body: { meMiType: 1, mid: await ctx.publishedMicro(), status: 200, message: '调用成功' } },
  })),
  row(usageApi.logs, CERTIFIED, async (ctx) => ({
    input: { params: { meMiType: 1, mid: await ctx.publishedMicro() }, query: {} },
  })),
];
