import { formatDate } from '@portal/shared/format';
import { supplyApi } from '@portal/shared/supply';
import { supplyModerationApi } from '@portal/shared/supply-moderation';
import {
  SUPPLY_PICTURE_PATH,
  type SupplyForm,
  supplyPublicApi,
  supplyPublishingApi,
} from '@portal/shared/supply-publishing';
import { createDemand, createProductType, createSupply } from '../../src/supply/supply.service.ts';
import type { MatrixContext } from '../support/matrix-context.ts';
import { A, CERTIFIED, D, EVERYONE, H, type MatrixRow, OPERATOR, row } from './rows.ts';

/** Tenants and developers who have certified: the quoting calls. */
const QUOTERS = [D, A, A, A, D, A, D] as const;
/** The demo tenant's company reads and accepts the quotes of its demands; others are not told. */
const DEMAND_OWNER = [D, A, A, H, D, H, D] as const;

/** A published, open demand of the demo tenant's company, made anew. */
async function ownedDemand(ctx: MatrixContext): Promise<number> {
  const company = await ctx.db
    .selectFrom('supplyCompany')
    .select('id')
    .where('tenantId', '=', ctx.users.tenantAdmin.tenantId)
    .executeTakeFirstOrThrow();
  const type = await ctx.db.selectFrom('supplyType').select('id').orderBy('id').executeTakeFirstOrThrow();
  return createDemand(ctx.db, {
    companyId: company.id,
    proType: type.id,
    proName: '角色矩阵求购',
    urgent: false,
    buyNumber: 10,
    unit: '台',
    buyPrice: null,
    proDescribe: '角色矩阵用',
    validityTime: null,
    location: '郑州市',
    state: 1,
    values: [],
  });
}

/** The demo tenant's board company (its administrator and member publish for it). */
async function ownCompany(ctx: MatrixContext): Promise<number> {
  const company = await ctx.db
    .selectFrom('supplyCompany')
    .select('id')
    .where('tenantId', '=', ctx.users.tenantAdmin.tenantId)
    .executeTakeFirstOrThrow();
  return company.id;
}

/** A product type offered for new entries. */
async function openType(ctx: MatrixContext): Promise<number> {
  const type = await ctx.db
    .selectFrom('supplyType')
    .select('id')
    .where('retired', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return type.id;
}

/** A new supply of the publishing form, valid for any publisher with a board company. */
const supplyForm = (proType: number): SupplyForm => ({
  proType,
  proName: '角色矩阵供应',
  unit: '台',
  location: '郑州市',
  validityTime: null,
  values: [],
  proPic: '',
  proPrice: 100,
  setNum: 1,
  proGross: 10,
  proExplain: '角色矩阵用',
});

/**
 * A published supply of the demo tenant's company, made anew; with `picture`, showing a new
 * upload of its administrator as its picture (the picture's file name is answered).
 */
async function ownedSupply(ctx: MatrixContext, picture = false): Promise<{ id: number; picture: string }> {
  const name = picture ? await ctx.uploadedFile('tenantAdmin') : '';
  const id = await createSupply(ctx.db, {
    companyId: await ownCompany(ctx),
    proType: await openType(ctx),
    proName: '角色矩阵供应',
    proPic: name ? SUPPLY_PICTURE_PATH + name : '',
    proPrice: 100,
    unit: '台',
    setNum: 1,
    proGross: 10,
    proExplain: '角色矩阵用',
    validityTime: null,
    location: '郑州市',
    state: 1,
    values: [],
  });
  return { id, picture: name };
}

/** A quote on a demand, valid for any quoter whose company did not publish it. */
const quoteOn = (demandId: number) => ({
  demandId,
  unitPrice: 100,
  quantity: 5,
  deliveryDate: formatDate(Date.now() + 5 * 86_400_000),
  validUntil: formatDate(Date.now() + 10 * 86_400_000),
});

/** A published, unexpired demand of a company no demo account publishes for. */
async function unownedDemand(ctx: MatrixContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('demandEntry as d')
    .innerJoin('supplyCompany as c', 'c.id', 'd.companyId')
    .select('d.id')
    .where('d.state', '=', 1)
    .where('d.validityTime', 'is', null)
    .where('c.tenantId', 'is', null)
    .where('c.userId', 'is', null)
    .orderBy('d.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A published supply that takes orders (not expired), and its minimum order. */
async function orderableSupply(ctx: MatrixContext): Promise<{ proId: number; setNum: number }> {
  const page = await ctx.call('visitor', supplyApi.supplyPage, { body: { pageSize: 40 } });
  const entry = page.list.map((item) => item.supplyEntitys).find((supply) => !supply.expired);
  if (!entry) throw new Error('no published supply takes orders');
  return entry;
}

/** The role-matrix rows of the supply-and-demand board (see ./rows.ts for the columns and the policy). */
export const SUPPLY_ROWS: MatrixRow[] = [
  row(supplyApi.demandPage, EVERYONE, () => ({ input: { body: { keyword: '冷' } } })),
  row(supplyApi.supplyPage, EVERYONE, () => ({ input: { body: { currentPage: 1, pageSize: 10 } } })),
  row(supplyApi.demandDetail, EVERYONE, async (ctx) => {
    const page = await ctx.call('visitor', supplyApi.demandPage, { body: {} });
    return { input: { params: { id: page.list[0]?.demandEntity.proId ?? 0 } } };
  }),
  row(supplyApi.supplyDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: (await orderableSupply(ctx)).proId } },
  })),
  row(supplyApi.types, EVERYONE, () => ({ input: {} })),
  row(supplyApi.floors, EVERYONE, () => ({ input: {} })),
  row(supplyApi.recommended, EVERYONE, () => ({ input: {} })),
  row(supplyApi.buyer, CERTIFIED, () => ({ input: {} })),
  row(supplyApi.saveQuote, QUOTERS, async (ctx) => ({ input: { body: quoteOn(await unownedDemand(ctx)) } })),
  row(supplyApi.myQuote, QUOTERS, async (ctx) => ({ input: { params: { id: await unownedDemand(ctx) } } })),
  row(supplyApi.demandQuotes, DEMAND_OWNER, async (ctx) => ({
    input: { params: { id: await ownedDemand(ctx) }, query: { sort: 'delivery' } },
  })),
  row(supplyApi.acceptQuote, DEMAND_OWNER, async (ctx) => {
    const demandId = await ownedDemand(ctx);
    const quote = await ctx.call('developer', supplyApi.saveQuote, { body: quoteOn(demandId) });
    return { input: { params: { id: quote.id }, body: {} } };
  }),
  row(supplyApi.addOrder, CERTIFIED, async (ctx) => {
    const { proId, setNum } = await orderableSupply(ctx);
    return {
      input: {
        body: {
          proId,
          companyName: '演示冷链科技有限公司',
          companyAddress: '河南省郑州市金水区花园路88号',
          phonePeople: '王建国',
          phone: '13800000001',
          servedTime: formatDate(Date.now() + 3 * 86_400_000),
          sums: setNum,
        },
      },
    };
  }),
  // The publishing area: the caller's own company's, so another tenant's or a developer's
  // account does not find the demo tenant's entries.
  row(supplyPublishingApi.company, QUOTERS, () => ({ input: {} })),
  row(supplyPublishingApi.saveCompany, QUOTERS, async (ctx, role) => {
    // Each publisher saves its own company's profile again (the demo's names stay); callers
    // without a company send the demo tenant's.
    const { userId, tenantId } = ctx.users[role === 'visitor' || role === 'operator' ? 'tenantAdmin' : role];
    const company = await ctx.db
      .selectFrom('supplyCompany')
      .select(['companyName', 'comAddress', 'linkMan', 'linkPhone', 'comEmail', 'estTime'])
      .where((eb) => (tenantId ? eb('tenantId', '=', tenantId) : eb('userId', '=', userId)))
      .orderBy('id')
      .executeTakeFirst();
    const profile = company ?? {
      companyName: '角色矩阵企业',
      comAddress: '河南省郑州市',
      linkMan: '矩阵',
      linkPhone: '13800000001',
      comEmail: 'matrix@example.com',
      estTime: '2020-01-01',
    };
    return { input: { body: { ...profile, comScale: '20-99人' } } };
  }),
  row(supplyPublishingApi.entries, QUOTERS, () => ({
    input: { query: { kind: 'demand', state: 1, keyword: '冷' } },
  })),
  row(supplyPublishingApi.entry, DEMAND_OWNER, async (ctx) => ({
    input: { params: { kind: 'supply', id: (await ownedSupply(ctx)).id } },
  })),
  row(supplyPublishingApi.saveSupply, QUOTERS, async (ctx) => ({
    input: { body: supplyForm(await openType(ctx)) },
  })),
  row(supplyPublishingApi.saveDemand, DEMAND_OWNER, async (ctx) => ({
    input: {
      body: {
        id: await ownedDemand(ctx),
        proType: await openType(ctx),
        proName: '角色矩阵求购（修改）',
        unit: '台',
        location: '郑州市',
        validityTime: null,
        values: [],
        urgent: true,
        buyNumber: 5,
        buyPrice: null,
        proDescribe: '角色矩阵用',
      },
    },
  })),
  row(supplyPublishingApi.close, DEMAND_OWNER, async (ctx) => ({
    input: { body: { kind: 'supply', id: (await ownedSupply(ctx)).id } },
  })),
  row(supplyPublishingApi.orders, QUOTERS, () => ({ input: { query: { keyword: '冷' } } })),
  row(supplyPublishingApi.quotes, QUOTERS, () => ({ input: { query: {} } })),
  row(supplyPublishingApi.matches, QUOTERS, () => ({ input: {} })),
  row(supplyPublicApi.demandMatches, EVERYONE, async (ctx) => ({
    input: { params: { id: await unownedDemand(ctx) } },
  })),
  row(supplyPublicApi.picture, EVERYONE, async (ctx) => ({
    input: { params: { name: (await ownedSupply(ctx, true)).picture } },
  })),
];

// ---------------------------------------------------------------- moderation (operator console)

let madeTypes = 0;
/** A product type of its own, with one text field and no entries, made anew. */
async function freshType(ctx: MatrixContext): Promise<{ id: number; fieldId: number; typeName: string }> {
  madeTypes += 1;
  const typeName = `矩阵类型${Date.now() % 100_000}-${madeTypes}`;
  const { id, fieldIds } = await createProductType(ctx.db, {
    typeName,
    sortCode: 500 + madeTypes,
    fields: [{ filedName: '品牌', filedType: '文本', fieldQuery: true, fieldShow: true }],
  });
  return { id, fieldId: fieldIds[0] as number, typeName };
}

/** A supply entry of the first demo company in the given state, made anew. */
async function entryIn(ctx: MatrixContext, state: 0 | 1): Promise<number> {
  const company = await ctx.db
    .selectFrom('supplyCompany')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const type = await ctx.db.selectFrom('supplyType').select('id').orderBy('id').executeTakeFirstOrThrow();
  return createSupply(ctx.db, {
    companyId: company.id,
    proType: type.id,
    proName: '角色矩阵供应',
    proPic: '',
    proPrice: null,
    unit: '台',
    setNum: 1,
    proGross: 10,
    proExplain: '角色矩阵用',
    validityTime: null,
    location: '郑州市',
    state,
    values: [],
  });
}

/** The role-matrix rows of the board's moderation in the operator console: operators only. */
export const SUPPLY_MODERATION_ROWS: MatrixRow[] = [
  row(supplyModerationApi.queue, OPERATOR, () => ({
    input: { query: { state: '0', kind: 'supply', keyword: '冷' } },
  })),
  row(supplyModerationApi.detail, OPERATOR, async (ctx) => ({
    input: { params: { kind: 'supply', id: await entryIn(ctx, 0) } },
  })),
  row(supplyModerationApi.approve, OPERATOR, async (ctx) => ({
    input: { params: { kind: 'supply', id: await entryIn(ctx, 0) } },
  })),
  row(supplyModerationApi.reject, OPERATOR, async (ctx) => ({
    input: { params: { kind: 'supply', id: await entryIn(ctx, 0) }, body: { reviewRemark: '图片不清晰' } },
  })),
  row(supplyModerationApi.takeDown, OPERATOR, async (ctx) => ({
    input: { params: { kind: 'supply', id: await entryIn(ctx, 1) }, body: { reviewRemark: '信息失实' } },
  })),
  row(supplyModerationApi.types, OPERATOR, () => ({ input: {} })),
  row(supplyModerationApi.createType, OPERATOR, () => {
    madeTypes += 1;
    return {
      input: {
        body: {
          typeName: `矩阵新类型${Date.now() % 100_000}-${madeTypes}`,
          listSon: [{ filedName: '功率(kW)', filedType: '数字', fieldQuery: true, fieldShow: true }],
        },
      },
    };
  }),
  row(supplyModerationApi.updateType, OPERATOR, async (ctx) => {
    const type = await freshType(ctx);
    return {
      input: {
        params: { id: type.id },
        body: {
          typeName: `${type.typeName}改`,
          listSon: [
            { id: type.fieldId, filedName: '品牌', filedType: '文本', fieldQuery: false, fieldShow: true },
          ],
        },
      },
    };
  }),
  row(supplyModerationApi.orderTypes, OPERATOR, async (ctx) => {
    const types = await ctx.db
      .selectFrom('supplyType')
      .select('id')
      .orderBy('sortCode')
      .orderBy('id')
      .execute();
    return { input: { body: { ids: types.map((type) => type.id) } } };
  }),
  row(supplyModerationApi.retireType, OPERATOR, async (ctx) => ({
    input: { params: { id: (await freshType(ctx)).id }, body: {} },
  })),
];
