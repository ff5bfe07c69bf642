import { REQUEST_LOCATIONS, REQUEST_TYPES } from '@portal/shared/catalogue';
import { type ModelForm, modelAdminApi } from '@portal/shared/model-admin';
import { freshAddress } from '../support/http.ts';
import type { MatrixContext } from '../support/matrix-context.ts';
import { EVERYONE, type MatrixRow, OPERATOR, row } from './rows.ts';

let made = 0;

/** A model of the matrix's own: an external endpoint on a public host, one field. */
export function matrixModelForm(overrides: Partial<ModelForm> = {}): ModelForm {
  made += 1;
  return {
    modelName: `矩阵模型-${made}`,
    code: `matrix-model-${made}-${Math.random().toString(36).slice(2, 8)}`,
    describes: '矩阵测试用的外部模型',
    modelSortCode: 'heat',
    modelTypeName: '机理模型',
    professionSortName: '冷库设计',
    principle: '<p>Q=K·A·Δt</p>',
    method: 'POST',
    protocol: 'HTTPS',
    domain: 'models.example.com',
    prefix: '',
    uri: '/v1/run',
    isRequestData: false,
    fields: [
      {
        requestName: 'area',
        requestDescribes: '面积',
        requestType: REQUEST_TYPES.float,
        requestLocation: REQUEST_LOCATIONS.body,
        required: true,
        requestDefaultValue: '10',
        unit: 'm²',
      },
    ],
    modelStatusCode: 1,
    iconAddr: '',
    ...overrides,
  };
}

/** The operator's form: its endpoint on the matrix app itself, which its forwarding allows. */
function allowListedForm(ctx: MatrixContext): ModelForm {
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return matrixModelForm({ protocol: 'HTTP', domain: `127.0.0.1:${port}` });
}

/** A fresh model (a draft by default) nobody has run, each sample its own. */
export async function spareModel(ctx: MatrixContext, modelStatusCode = 1): Promise<number> {
  const form = matrixModelForm();
  const now = new Date().toISOString();
  const model = await ctx.db
    .insertInto('mechanismModel')
    .values({
      modelName: form.modelName,
      code: form.code,
      describes: form.describes,
      iconAddr: '',
      modelSortCode: form.modelSortCode,
      modelTypeName: form.modelTypeName,
      professionSortName: form.professionSortName,
      principle: form.principle,
      modelStatusCode,
      method: 'POST',
      protocol: 'HTTPS',
      prefix: '',
      uri: '/v1/run',
      domain: 'models.example.com',
      createTime: now,
      updateTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return model.id;
}

/** The name of a new public model icon (uploaded by the operator). */
async function iconName(ctx: MatrixContext): Promise<string> {
  const { payload, headers } = ctx.pngUpload();
  const res = await ctx.app.inject({
    method: 'POST',
    url: modelAdminApi.uploadIcon.path,
    payload,
    headers: { ...headers, token: ctx.token('operator') as string },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`icon upload answered ${res.statusCode}: ${res.body}`);
  return (res.json().data as string).split('/').pop() as string;
}

/** The role-matrix rows of the console's 机理模型管理 (operators only) and its public icons. */
export const MODEL_ADMIN_ROWS: MatrixRow[] = [
  row(modelAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '模型', modelSortCode: 'heat', status: 3, sort: 'useCountDesc' } },
  })),
  row(modelAdminApi.detail, OPERATOR, async (ctx) => ({ input: { params: { id: await spareModel(ctx) } } })),
  row(modelAdminApi.create, OPERATOR, (ctx) => ({ input: { body: allowListedForm(ctx) } })),
  row(modelAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareModel(ctx) }, body: allowListedForm(ctx) },
  })),
  row(modelAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await spareModel(ctx) }, body: {} },
  })),
  row(modelAdminApi.uploadIcon, OPERATOR, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  row(modelAdminApi.icon, EVERYONE, async (ctx) => ({ input: { params: { name: await iconName(ctx) } } })),
];
