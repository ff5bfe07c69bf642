import { builtinApi } from '@portal/shared/builtin';
import { type MicroForm, microAdminApi } from '@portal/shared/micro-admin';
import type { MatrixContext } from '../support/matrix-context.ts';
import { type MatrixRow, OPERATOR, row } from './rows.ts';

/** Where the built-in services live: the dew point's path before `/micro/`. */
const BUILTIN_PREFIX = builtinApi.dewPoint.path.slice(0, builtinApi.dewPoint.path.indexOf('/micro/'));

let made = 0;

const uniqueName = (kind: string) => {
  made += 1;
  return `矩阵${kind}-${made}-${Math.random().toString(36).slice(2, 8)}`;
};

async function industryId(ctx: MatrixContext): Promise<number> {
  const industry = await ctx.db
    .selectFrom('marketIndustry')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return industry.id;
}

/** A fresh unpublished microservice nothing holds, each sample its own (editing and deleting touch it). */
async function spareMicro(ctx: MatrixContext): Promise<number> {
  const now = new Date().toISOString();
  const created = await ctx.db
    .insertInto('microservice')
    .values({
      name: uniqueName('微服务'),
      industryId: await industryId(ctx),
      type: 1,
      state: 0,
      icon: '',
      contentRemake: '矩阵微服务简介',
      detailsRemake: '',
      content: '',
      method: 'POST',
      protocol: 'HTTP',
      prefix: BUILTIN_PREFIX,
      uri: '/micro/dew-point',
      domain: '',
      createTime: now,
      modifyTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

async function form(ctx: MatrixContext): Promise<MicroForm> {
  return {
    name: uniqueName('新微服务'),
    industryId: await industryId(ctx),
    contentRemake: '矩阵微服务简介',
    type: 1,
    state: 0,
    charged: false,
    method: 'POST',
    protocol: 'HTTP',
    domain: '',
    prefix: BUILTIN_PREFIX,
    uri: '/micro/dew-point',
    fields: [
      {
        requestName: 'temperature',
        requestDescribes: '空气温度',
        requestType: 6,
        requestLocation: 3,
        required: true,
      },
    ],
  };
}

/** The role-matrix rows of the console's 微服务管理 (operators only). */
export const MICRO_ADMIN_ROWS: MatrixRow[] = [
  row(microAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '计算', state: 1, type: 1, sort: 'usesDesc' } },
  })),
  row(microAdminApi.options, OPERATOR, () => ({ input: {} })),
  row(microAdminApi.detail, OPERATOR, async (ctx) => ({ input: { params: { id: await spareMicro(ctx) } } })),
  row(microAdminApi.create, OPERATOR, async (ctx) => ({ input: { body: await form(ctx) } })),
  row(microAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareMicro(ctx) }, body: await form(ctx) },
  })),
  row(microAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareMicro(ctx) }, body: {} },
  })),
];
