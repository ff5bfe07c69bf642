import { builtinApi } from '@portal/shared/builtin';
import { REQUEST_LOCATIONS, REQUEST_TYPES } from '@portal/shared/catalogue';
import { communityApi, type MicroSubmissionForm, submissionAdminApi } from '@portal/shared/community';
import { strToU8, zipSync } from 'fflate';
import { multipartBody } from '../support/http.ts';
import type { MatrixContext } from '../support/matrix-context.ts';
import { matrixModelForm, spareModel } from './model-admin.ts';
import { A, D, type MatrixRow, OPERATOR, row } from './rows.ts';

/** The certified developer alone (each on their own submissions). */
const DEVELOPER = [D, D, D, D, D, A, D] as const;

/** A small but whole installation package. */
export const TINY_PACKAGE = Buffer.from(zipSync({ 'README.md': strToU8('# 矩阵微服务\n') }));

export const SUBMISSION_FORM: MicroSubmissionForm = {
  name: '矩阵露点微服务',
  industryId: 1,
  contentRemake: '矩阵测试用的露点计算',
  method: 'POST',
  protocol: 'HTTP',
  domain: '',
  uri: builtinApi.dewPoint.path,
  fields: [
    {
      requestName: 'temperature',
      requestDescribes: '空气温度',
      requestType: REQUEST_TYPES.float,
      requestLocation: REQUEST_LOCATIONS.body,
      required: true,
      requestDefaultValue: '25',
      unit: '°C',
    },
  ],
};

/**
 * A new waiting submission of the demo developer, written straight to the database (the samples
 * make many, beyond what one developer may have waiting through the API).
 */
async function waitingSubmission(ctx: MatrixContext): Promise<number> {
  const now = new Date().toISOString();
  const industry = await ctx.db
    .selectFrom('marketIndustry')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const micro = await ctx.db
    .insertInto('microservice')
    .values({
      name: '矩阵提交',
      industryId: industry.id,
      type: 1,
      state: 0,
      icon: '',
      contentRemake: '矩阵提交',
      detailsRemake: '',
      content: '',
      method: 'POST',
      protocol: 'HTTP',
      prefix: '',
      uri: builtinApi.dewPoint.path,
      domain: '',
      createTime: now,
      modifyTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const submission = await ctx.db
    .insertInto('developerSubmission')
    .values({ kind: 'micro', microId: micro.id, userId: ctx.users.developer.userId, submitTime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return submission.id;
}

/** Room under the cap of waiting submissions, which the other samples fill. */
async function roomForWaiting(ctx: MatrixContext): Promise<void> {
  await ctx.db
    .updateTable('developerSubmission')
    .set({ status: 2 })
    .where('userId', '=', ctx.users.developer.userId)
    .where('status', '=', 0)
    .execute();
}

/** A new waiting model submission of the demo developer, written straight to the database. */
async function waitingModelSubmission(ctx: MatrixContext): Promise<number> {
  const now = new Date().toISOString();
  // Under review while its submission waits.
  const modelId = await spareModel(ctx, 2);
  const submission = await ctx.db
    .insertInto('developerSubmission')
    .values({ kind: 'model', modelId, userId: ctx.users.developer.userId, submitTime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return submission.id;
}

/** A waiting submission with a package stored for it. */
async function submissionWithPackage(ctx: MatrixContext): Promise<number> {
  const id = await waitingSubmission(ctx);
  const file = `matrix${id}.zip`;
  await ctx.app.files.put('packages', file, TINY_PACKAGE);
  await ctx.db
    .updateTable('developerSubmission')
    .set({ packageFile: file, packageName: 'service.zip', packageSize: TINY_PACKAGE.length })
    .where('id', '=', id)
    .execute();
  return id;
}

async function industryId(ctx: MatrixContext): Promise<number> {
  const industry = await ctx.db
    .selectFrom('marketIndustry')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return industry.id;
}

/** The role-matrix rows of the developer community and of the operators' review queue. */
export const COMMUNITY_ROWS: MatrixRow[] = [
  row(communityApi.overview, DEVELOPER, () => ({ input: {} })),
  row(communityApi.industries, DEVELOPER, () => ({ input: {} })),
  row(communityApi.modelSorts, DEVELOPER, () => ({ input: {} })),
  row(communityApi.list, DEVELOPER, () => ({ input: { query: { status: 0, keyword: '矩阵' } } })),
  row(communityApi.detail, DEVELOPER, async (ctx) => ({
    input: { params: { id: await waitingSubmission(ctx) } },
  })),
  row(communityApi.createMicro, DEVELOPER, async (ctx) => {
    await roomForWaiting(ctx);
    return { input: { body: { ...SUBMISSION_FORM, industryId: await industryId(ctx) } } };
  }),
  row(communityApi.updateMicro, DEVELOPER, async (ctx) => ({
    input: {
      params: { id: await waitingSubmission(ctx) },
      body: { ...SUBMISSION_FORM, industryId: await industryId(ctx), name: '改过的矩阵微服务' },
    },
  })),
  row(communityApi.createModel, DEVELOPER, async (ctx) => {
    await roomForWaiting(ctx);
    const { modelStatusCode: _status, iconAddr: _icon, ...body } = matrixModelForm();
    return { input: { body } };
  }),
  row(communityApi.updateModel, DEVELOPER, async (ctx) => {
    const { modelStatusCode: _status, iconAddr: _icon, ...body } = matrixModelForm();
    return { input: { params: { id: await waitingModelSubmission(ctx) }, body } };
  }),
  row(communityApi.uploadPackage, DEVELOPER, async (ctx) => ({
    input: { params: { x: await waitingSubmission(ctx) } },
    ...multipartBody([
      { name: 'file', value: TINY_PACKAGE, filename: 'service.zip', type: 'application/zip' },
    ]),
  })),
  row(submissionAdminApi.list, OPERATOR, () => ({ input: { query: { status: 0, keyword: '矩阵' } } })),
  row(submissionAdminApi.detail, OPERATOR, async (ctx) => ({
    input: { params: { id: await waitingSubmission(ctx) } },
  })),
  row(submissionAdminApi.package, OPERATOR, async (ctx) => ({
    input: { params: { id: await submissionWithPackage(ctx) } },
  })),
  row(submissionAdminApi.approve, OPERATOR, async (ctx) => ({
    input: { params: { id: await waitingSubmission(ctx) }, body: {} },
  })),
  row(submissionAdminApi.reject, OPERATOR, async (ctx) => ({
    input: { params: { id: await waitingSubmission(ctx) }, body: { reason: '接口说明不完整' } },
  })),
];
