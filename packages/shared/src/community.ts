import { z } from 'zod';
import { CERTIFICATION_STATUSES } from './accounts.ts';
import { zPageData } from './api.ts';
import { zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import {
  MICRO_ENDPOINT_TEXTS,
  microEndpointShape,
  microInfoShape,
  zMicroFields,
  zMicroFieldView,
} from './micro-endpoint.ts';
import { zModelDefinitionForm, zModelDefinitionView } from './model-definition.ts';
import { defineStatuses } from './statuses.ts';
import type { UploadSpec } from './uploads.ts';
import { tooLong } from './validation.ts';

/**
 * The developer community (issue 22 item 3), built in at /community: a certified developer
 * submits a microservice (its endpoint, its parameters, an installation package through the
 * spec's `micro/uploadMs/{x}`), follows each submission's review and, once published, its use.
 * Operators review the queue in the console (/system/submissions, 开发者提交): approving
 * publishes the microservice (the catalogue and its /Trial page show it at once), rejecting
 * sends it back with a reason the developer reads. A developer sees and edits only their own
 * submissions, and only while they wait or after a rejection.
 */

export const COMMUNITY_TEXTS = {
  area: '开发者社区',
  mine: '我的提交',
  submitMicro: '提交微服务',
  editMicro: '修改微服务',
  submitModel: '提交机理模型',
  editModel: '修改机理模型',
  modelApproved: '已通过审核，机理模型已发布',
  created: '已提交，等待平台审核',
  updated: '已修改，等待平台审核',
  notFound: '提交不存在',
  notEditable: '该提交已发布，不能再修改',
  tooManyWaiting: (max: number) => `待审核的提交最多 ${max} 个，请等待审核后再提交`,
  industryMissing: '所选行业不存在，请重新选择',
  selfPath: MICRO_ENDPOINT_TEXTS.selfPath,
  internalHost: MICRO_ENDPOINT_TEXTS.internalHost,
  approved: '已通过审核，微服务已发布',
  rejected: '已驳回，开发者将看到驳回原因',
  notWaiting: '该提交不在待审核状态',
  packageUploaded: '安装包已上传',
  packageMissing: '请选择要上传的安装包',
  packageType: '安装包只能是 .zip 格式!',
  packageSize: (mb: number) => `安装包大小不能超过 ${mb}MB!`,
  packageBroken: '安装包已损坏或不是完整的 zip 文件，请重新打包',
  packageNone: '该提交没有上传安装包',
  packageTooManyEntries: (max: number) => `安装包内的文件最多 ${max} 个`,
  packageTooLargeInflated: (mb: number) => `安装包解压后不能超过 ${mb}MB`,
} as const;

/** A submission's review state. */
export const SUBMISSION_STATUSES = defineStatuses([
  { key: 'waiting', value: 0, label: '待审核', tone: 'warning' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
  { key: 'rejected', value: 2, label: '已驳回', tone: 'danger' },
]);
export type SubmissionStatus = (typeof SUBMISSION_STATUSES.values)[number];
export const SUBMISSION_STATUS = SUBMISSION_STATUSES.byKey;

/** What a submission publishes (a mechanism model may follow). */
export const SUBMISSION_KINDS = [
  { value: 'micro', label: '微服务' },
  { value: 'model', label: '机理模型' },
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number]['value'];

/** At most this many submissions of one developer wait for review at a time. */
export const MAX_WAITING_SUBMISSIONS = 20;

const MB = 1024 * 1024;
export const PACKAGE_MAX_MB = 20;
/** Entries and the inflated size a package's central directory may declare (read, never inflated). */
export const PACKAGE_MAX_ENTRIES = 5000;
export const PACKAGE_MAX_INFLATED_MB = 200;

/** The installation package: a zip, at most 20 MB, streamed to disk and measured before anything reads it. */
export const PACKAGE_UPLOAD: UploadSpec = {
  field: 'file',
  accepts: { zip: PACKAGE_MAX_MB * MB },
  maxPixels: 0,
};

/** What a microservice is submitted with, on both sides. */
export const zMicroSubmissionForm = z.object({
  ...microInfoShape,
  ...microEndpointShape,
  fields: zMicroFields,
});
export type MicroSubmissionForm = z.input<typeof zMicroSubmissionForm>;
export type CheckedMicroSubmissionForm = z.output<typeof zMicroSubmissionForm>;

/** One submission as its developer's list and the review queue show it. */
export const zSubmissionRow = z.object({
  id: z.number().int(),
  kind: z.enum(['micro', 'model']),
  /** The microservice it publishes. */
  itemId: z.number().int(),
  name: z.string(),
  industryName: z.string(),
  status: SUBMISSION_STATUSES.schema,
  rejectReason: z.string(),
  developerName: z.string(),
  developerAccount: z.string(),
  packageName: z.string(),
  packageSize: z.number().int(),
  /** UTC. */
  submitTime: z.string(),
  reviewTime: z.string().nullable(),
  /** Published items: trial calls counted, and the calls on the usage log. */
  uses: z.number().int(),
  calls: z.number().int(),
});
export type SubmissionRow = z.infer<typeof zSubmissionRow>;

/** A submission with everything it was submitted with (the edit form, the reviewer's detail). */
export const zSubmissionDetail = zSubmissionRow.extend({
  industryId: z.number().int(),
  contentRemake: z.string(),
  detailsRemake: z.string(),
  method: z.string(),
  protocol: z.string(),
  domain: z.string(),
  uri: z.string(),
  fields: z.array(zMicroFieldView),
  /** A model submission's whole definition; null for a microservice. */
  model: zModelDefinitionView.nullable(),
});
export type SubmissionDetail = z.infer<typeof zSubmissionDetail>;

export const zSubmissionQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  status: SUBMISSION_STATUSES.query('审核状态不正确').optional(),
  kind: z.enum(['micro', 'model'], { error: '提交类型不正确' }).optional(),
});
export type SubmissionQuery = z.input<typeof zSubmissionQuery>;
export type SubmissionFilter = z.output<typeof zSubmissionQuery>;

export const zCommunityOverview = z.object({
  realName: z.string(),
  certificationStatus: CERTIFICATION_STATUSES.schema.nullable(),
  /** 1 personal, 2 enterprise developer. */
  registrationType: z.number().int().nullable(),
  waiting: z.number().int(),
  published: z.number().int(),
  rejected: z.number().int(),
  /** Trial calls of the developer's published microservices. */
  uses: z.number().int(),
});
export type CommunityOverview = z.infer<typeof zCommunityOverview>;

export const zRejectSubmission = z.object({
  reason: z
    .string({ error: '请输入驳回原因' })
    .trim()
    .min(1, '请输入驳回原因')
    .max(200, tooLong('驳回原因', 200)),
});
export type RejectSubmission = z.input<typeof zRejectSubmission>;

/** A developer's model: its definition, as the console's editor writes it, without status or icon. */
export const zModelSubmissionForm = zModelDefinitionForm;
export type ModelSubmissionForm = z.input<typeof zModelSubmissionForm>;

export const zPackageParam = z.object({ x: zIdParam.shape.id });

/** The developer's calls (developers only; each sees only their own submissions). */
export const communityApi = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/community/overview',
    tag: 'community',
    summary: '开发者社区：认证状态、各审核状态的提交数与已发布微服务的调用次数',
    access: 'developer',
    data: zCommunityOverview,
  }),
  industries: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/community/industries',
    tag: 'community',
    summary: '提交微服务时可选的行业',
    access: 'developer',
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  modelSorts: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/community/modelSorts',
    tag: 'community',
    summary: '提交机理模型时可选的模型分类',
    access: 'developer',
    data: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/community/submissions',
    tag: 'community',
    summary: '我的提交：审核状态（待审核/已发布/已驳回与驳回原因）与已发布微服务的使用次数，服务端分页',
    access: 'developer',
    query: zSubmissionQuery,
    data: zPageData(zSubmissionRow),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/community/submissions/:id',
    tag: 'community',
    summary: '我的一个提交的全部内容（只能读自己的）',
    access: 'developer',
    params: zIdParam,
    data: zSubmissionDetail,
  }),
  createMicro: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/community/micro',
    tag: 'community',
    summary: '提交微服务（接口定义与参数），等待平台审核',
    access: 'developer',
    body: zMicroSubmissionForm,
    data: zSubmissionDetail,
  }),
  updateMicro: defineEndpoint({
    method: 'PUT',
    path: '/api/portalWeb/community/micro/:id',
    tag: 'community',
    summary: '修改待审核或已驳回的微服务提交（修改后重新等待审核）',
    access: 'developer',
    params: zIdParam,
    body: zMicroSubmissionForm,
    data: zSubmissionDetail,
  }),
  createModel: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/community/model',
    tag: 'community',
    summary: '提交机理模型（请求定义与参数），等待平台审核',
    access: 'developer',
    body: zModelSubmissionForm,
    data: zSubmissionDetail,
  }),
  updateModel: defineEndpoint({
    method: 'PUT',
    path: '/api/portalWeb/community/model/:id',
    tag: 'community',
    summary: '修改待审核或已驳回的机理模型提交（修改后重新等待审核）',
    access: 'developer',
    params: zIdParam,
    body: zModelSubmissionForm,
    data: zSubmissionDetail,
  }),
  uploadPackage: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/micro/uploadMs/:x',
    tag: 'community',
    summary: '上传微服务安装包（x 为提交编号；zip，≤20MB，multipart 字段 file）',
    access: 'developer',
    kind: 'multipart',
    params: zPackageParam,
    upload: PACKAGE_UPLOAD,
    data: zSubmissionDetail,
  }),
};

/** The operators' review queue (/system/submissions, 开发者提交). */
export const submissionAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/submissions',
    tag: 'community',
    summary: '开发者提交：按名称、开发者与审核状态查找，服务端分页（待审核的先提交者在前）',
    access: 'operator',
    query: zSubmissionQuery,
    data: zPageData(zSubmissionRow),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/system/submissions/:id',
    tag: 'community',
    summary: '一个开发者提交的全部内容（接口定义、参数、安装包）',
    access: 'operator',
    params: zIdParam,
    data: zSubmissionDetail,
  }),
  package: defineEndpoint({
    method: 'GET',
    path: '/api/system/submissions/:id/package',
    tag: 'community',
    summary: '下载开发者提交的安装包（zip，供审核）',
    access: 'operator',
    kind: 'file',
    params: zIdParam,
    data: z.string().describe('application/zip'),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/system/submissions/:id/approve',
    tag: 'community',
    summary: '通过审核：发布微服务（目录与在线试用立即可见）',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: zSubmissionDetail,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/system/submissions/:id/reject',
    tag: 'community',
    summary: '驳回提交，附驳回原因（开发者可见）',
    access: 'operator',
    params: zIdParam,
    body: zRejectSubmission,
    data: zSubmissionDetail,
  }),
};
