import { type AppForm, appAdminApi, industryAdminApi, modelSortAdminApi } from '@portal/shared/app-admin';
import { freshAddress } from '../support/http.ts';
import type { MatrixContext } from '../support/matrix-context.ts';
import { EVERYONE, type MatrixRow, OPERATOR, row } from './rows.ts';

let made = 0;

/** A fresh unpublished app nothing holds, each sample its own (editing and deleting touch it). */
async function spareApp(ctx: MatrixContext): Promise<number> {
  const industry = await ctx.db
    .selectFrom('marketIndustry')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  made += 1;
  const row = await ctx.db
    .insertInto('marketApp')
    .values({
      name: `矩阵应用-${made}-${Math.random().toString(36).slice(2, 8)}`,
      industryId: industry.id,
      detailsRemake: '矩阵应用简介',
      details: '<p>矩阵应用详情</p>',
      logo: '',
      state: 0,
      charged: 0,
      createTime: now,
      modifyTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function form(ctx: MatrixContext): Promise<AppForm> {
  const industry = await ctx.db
    .selectFrom('marketIndustry')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  made += 1;
  return {
    name: `矩阵新应用-${made}-${Math.random().toString(36).slice(2, 8)}`,
    industryId: industry.id,
    detailsRemake: '矩阵应用简介',
    details: '<p>矩阵应用详情</p>',
    state: 0,
    charged: true,
    isTrial: true,
    trialTime: 3,
    plans: [{ duration: 1, originalPrice: 100, currentPrice: 80 }],
  };
}

/** The name of a new public app logo (uploaded by the operator). */
async function logoName(ctx: MatrixContext): Promise<string> {
  const { payload, headers } = ctx.pngUpload();
  const res = await ctx.app.inject({
    method: 'POST',
    url: appAdminApi.uploadLogo.path,
    payload,
    headers: { ...headers, token: ctx.token('operator') as string },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`logo upload answered ${res.statusCode}: ${res.body}`);
  return (res.json().data as string).split('/').pop() as string;
}

/** A fresh empty industry, each sample its own. */
async function spareIndustry(ctx: MatrixContext): Promise<number> {
  made += 1;
  const row = await ctx.db
    .insertInto('marketIndustry')
    .values({
      name: `矩阵行业-${made}-${Math.random().toString(36).slice(2, 8)}`,
      sort: 99,
      createTime: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const industryName = () => {
  made += 1;
  return `矩阵新行业-${made}-${Math.random().toString(36).slice(2, 8)}`;
};

/** A fresh empty model sort, each sample its own; answers its code. */
async function spareModelSort(ctx: MatrixContext): Promise<string> {
  made += 1;
  const code = `matrix-${made}-${Math.random().toString(36).slice(2, 8)}`;
  await ctx.db
    .insertInto('modelSort')
    .values({ code, name: `矩阵分类-${made}`, sort: 99 })
    .execute();
  return code;
}

/** The role-matrix rows of the console's 应用管理 (operators only) and its public logos. */
export const APP_ADMIN_ROWS: MatrixRow[] = [
  row(appAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '冷', state: 1, charged: 'charged', sort: 'installNumDesc' } },
  })),
  row(appAdminApi.options, OPERATOR, () => ({ input: {} })),
  row(appAdminApi.detail, OPERATOR, async (ctx) => ({ input: { params: { id: await spareApp(ctx) } } })),
  row(appAdminApi.create, OPERATOR, async (ctx) => ({ input: { body: await form(ctx) } })),
  row(appAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareApp(ctx) }, body: await form(ctx) },
  })),
  row(appAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareApp(ctx) }, body: {} },
  })),
  row(appAdminApi.uploadLogo, OPERATOR, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  row(industryAdminApi.list, OPERATOR, () => ({ input: { query: { keyword: '冷链' } } })),
  row(industryAdminApi.create, OPERATOR, () => ({ input: { body: { name: industryName(), sort: 50 } } })),
  row(industryAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareIndustry(ctx) }, body: { name: industryName(), sort: 60 } },
  })),
  row(industryAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareIndustry(ctx) }, body: {} },
  })),
  row(modelSortAdminApi.list, OPERATOR, () => ({ input: { query: { keyword: '冷' } } })),
  row(modelSortAdminApi.create, OPERATOR, () => {
    made += 1;
    return {
      input: {
        body: { code: `new-${made}-${Math.random().toString(36).slice(2, 8)}`, name: '矩阵新分类', sort: 5 },
      },
    };
  }),
  row(modelSortAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { code: await spareModelSort(ctx) }, body: { name: '改过的分类', sort: 6 } },
  })),
  row(modelSortAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { code: await spareModelSort(ctx) }, body: {} },
  })),
  row(appAdminApi.logo, EVERYONE, async (ctx) => ({ input: { params: { name: await logoName(ctx) } } })),
];
