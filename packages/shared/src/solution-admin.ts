import { z } from 'zod';
import { zPageData } from './api.ts';
import { zBodyId, zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { DOCUMENT_MAX_PIXELS, IMAGE_ACCEPTS } from './uploads.ts';
import { tooLong, tooMany } from './validation.ts';

/**
 * The operator console's 解决方案管理 (/system/solutions), issue 22: the industry solutions of
 * /Solution (spec 000 §2.11: title, digest, icon, picture, rich-text content, pain points and
 * values, order, published or not) and their cases (/Case). Pictures are operators' uploads,
 * public by their address. The public pages follow at once.
 */

export const SOLUTION_TITLE_MAX = 100;
export const SOLUTION_DIGEST_MAX = 500;
export const SOLUTION_CONTENT_MAX = 100_000;
export const SOLUTION_POINTS_MAX = 12;
export const SOLUTION_POINT_TITLE_MAX = 100;
export const SOLUTION_POINT_TEXT_MAX = 500;
export const CASE_TITLE_MAX = 200;
export const CASE_CUSTOMER_MAX = 100;
export const CASE_SUMMARY_MAX = 500;
export const SOLUTION_SORT_MAX = 9999;

/** Where the solution and case pictures are served. */
export const SOLUTION_IMAGE_PATH = '/api/portalWeb/solution/images/';
/** A picture: an operator's upload, or one of the generated content pictures (the demo solutions). */
const PICTURE_PATTERN =
  /^\/api\/portalWeb\/(?:solution\/images\/[A-Za-z0-9_-]+\.(?:jpg|png)|content\/images\/[a-z0-9][a-z0-9-]{0,80}\.svg)$/;

export const SOLUTION_ADMIN_TEXTS = {
  solutions: '解决方案管理',
  createSolution: '新建解决方案',
  editSolution: '编辑解决方案',
  createCase: '新建案例',
  editCase: '编辑案例',
  removeSolutionConfirm: '确认删除该解决方案？删除后 /Solution 不再显示。',
  removeCaseConfirm: '确认删除该案例？删除后门户不再显示。',
  solutionCreated: '解决方案已保存',
  solutionUpdated: '解决方案已更新',
  solutionRemoved: '解决方案已删除',
  caseCreated: '案例已保存',
  caseUpdated: '案例已更新',
  caseRemoved: '案例已删除',
  solutionNotFound: '解决方案不存在',
  caseNotFound: '案例不存在',
  solutionHasCases: '该解决方案下还有案例，请先删除或移走案例',
  contentEmpty: '正文清理后为空，请输入正文',
  imageUploaded: '图片已上传',
  imageMissing: '请选择要上传的图片',
  imageType: '图片只能是 .JPG .JPEG .PNG 格式!',
  imageSize: '上传图片大小不能超过 3MB!',
  imageBroken: '图片已损坏或无法识别，请重新选择',
} as const;

/** Published (on /Solution and /Case) or a draft, as the console shows it. */
export const SOLUTION_STATUSES = defineStatuses([
  { key: 'draft', value: 0, label: '未发布', tone: 'neutral' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
]);
export type SolutionStatus = (typeof SOLUTION_STATUSES.values)[number];

export const zSolutionAdminQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  status: SOLUTION_STATUSES.query('发布状态不正确').optional(),
});
export type SolutionAdminFilter = z.output<typeof zSolutionAdminQuery>;

export const zCaseAdminQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  status: SOLUTION_STATUSES.query('发布状态不正确').optional(),
  industryId: z.coerce.number<unknown>({ error: '解决方案不正确' }).pipe(zBodyId).optional(),
});
export type CaseAdminFilter = z.output<typeof zCaseAdminQuery>;

const zText = (field: string, max: number) =>
  z
    .string({ error: `请输入${field}` })
    .trim()
    .min(1, `请输入${field}`)
    .max(max, tooLong(field, max));

const zPicture = (field: string) =>
  z
    .string({ error: `请上传${field}` })
    .min(1, `请上传${field}`)
    .max(200, `${field}地址不正确，请重新上传`)
    .regex(PICTURE_PATTERN, `${field}地址不正确，请重新上传`);

const zSortCode = z
  .number({ error: '请输入排序值' })
  .int('排序值须为整数')
  .min(0, `排序值须在 0 到 ${SOLUTION_SORT_MAX} 之间`)
  .max(SOLUTION_SORT_MAX, `排序值须在 0 到 ${SOLUTION_SORT_MAX} 之间`);

const zPoint = (field: string) =>
  z.object({
    title: zText(`${field}标题`, SOLUTION_POINT_TITLE_MAX),
    text: zText(`${field}说明`, SOLUTION_POINT_TEXT_MAX),
  });

/** What a solution is written with, on both sides. */
export const zSolutionForm = z.object({
  title: zText('方案名称', SOLUTION_TITLE_MAX),
  digest: zText('方案简介', SOLUTION_DIGEST_MAX),
  icon: zPicture('方案图标'),
  picture: zPicture('方案配图'),
  /** Rich text (HTML) or plain paragraphs, sanitised with the shared allow-list when saved. */
  content: zText('方案正文', SOLUTION_CONTENT_MAX),
  painPoints: z
    .array(zPoint('行业痛点'), { error: '行业痛点不正确' })
    .max(SOLUTION_POINTS_MAX, tooMany('行业痛点', SOLUTION_POINTS_MAX)),
  values: z
    .array(zPoint('方案价值'), { error: '方案价值不正确' })
    .max(SOLUTION_POINTS_MAX, tooMany('方案价值', SOLUTION_POINTS_MAX)),
  sortCode: zSortCode,
  published: z.boolean({ error: '请选择是否发布' }),
});
export type SolutionForm = z.input<typeof zSolutionForm>;
export type CheckedSolutionForm = z.output<typeof zSolutionForm>;

/** What a case is written with, on both sides. */
export const zCaseForm = z.object({
  industryId: z
    .number({ error: '请选择所属解决方案' })
    .int('请选择所属解决方案')
    .positive('请选择所属解决方案')
    .max(2_147_483_647, '请选择所属解决方案'),
  title: zText('案例标题', CASE_TITLE_MAX),
  customer: zText('客户名称', CASE_CUSTOMER_MAX),
  summary: zText('案例摘要', CASE_SUMMARY_MAX),
  picture: zPicture('案例配图'),
  content: zText('案例正文', SOLUTION_CONTENT_MAX),
  sortCode: zSortCode,
  published: z.boolean({ error: '请选择是否发布' }),
});
export type CaseForm = z.input<typeof zCaseForm>;
export type CheckedCaseForm = z.output<typeof zCaseForm>;

const zPointOut = z.object({ title: z.string(), text: z.string() });

export const zManagedSolution = z.object({
  id: z.number().int(),
  title: z.string(),
  digest: z.string(),
  icon: z.string(),
  picture: z.string(),
  content: z.string(),
  painPoints: z.array(zPointOut),
  values: z.array(zPointOut),
  sortCode: z.number().int(),
  status: SOLUTION_STATUSES.schema,
  caseCount: z.number().int(),
  createTime: z.string(),
});
export type ManagedSolution = z.infer<typeof zManagedSolution>;

export const zManagedCase = z.object({
  id: z.number().int(),
  industryId: z.number().int(),
  industryTitle: z.string(),
  title: z.string(),
  customer: z.string(),
  summary: z.string(),
  picture: z.string(),
  content: z.string(),
  sortCode: z.number().int(),
  status: SOLUTION_STATUSES.schema,
  createTime: z.string(),
});
export type ManagedCase = z.infer<typeof zManagedCase>;

export const zSolutionImageParam = z.object({
  name: z
    .string()
    .max(100, '文件名不正确')
    .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
});

export const solutionAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/solutions',
    tag: 'content',
    summary: '解决方案管理：按名称关键词与发布状态查找解决方案（排序值从小到大），服务端分页',
    access: 'operator',
    query: zSolutionAdminQuery,
    data: zPageData(zManagedSolution),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/solutions',
    tag: 'content',
    summary: '新建解决方案（正文按富文本白名单清理；门户立即更新）',
    access: 'operator',
    body: zSolutionForm,
    data: zManagedSolution,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/solutions/:id',
    tag: 'content',
    summary: '编辑解决方案（门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zSolutionForm,
    data: zManagedSolution,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/solutions/:id/delete',
    tag: 'content',
    summary: '删除解决方案（其下还有案例时拒绝）',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  cases: defineEndpoint({
    method: 'GET',
    path: '/api/system/solutionCases',
    tag: 'content',
    summary: '案例管理：按所属解决方案、标题关键词与发布状态查找案例，服务端分页',
    access: 'operator',
    query: zCaseAdminQuery,
    data: zPageData(zManagedCase),
  }),
  createCase: defineEndpoint({
    method: 'POST',
    path: '/api/system/solutionCases',
    tag: 'content',
    summary: '新建案例（正文按富文本白名单清理；门户立即更新）',
    access: 'operator',
    body: zCaseForm,
    data: zManagedCase,
  }),
  updateCase: defineEndpoint({
    method: 'PUT',
    path: '/api/system/solutionCases/:id',
    tag: 'content',
    summary: '编辑案例（门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zCaseForm,
    data: zManagedCase,
  }),
  removeCase: defineEndpoint({
    method: 'POST',
    path: '/api/system/solutionCases/:id/delete',
    tag: 'content',
    summary: '删除案例',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/system/solutions/images',
    tag: 'content',
    summary: '上传解决方案或案例图片（JPG/JPEG/PNG，≤3MB），multipart 字段 file；返回图片地址',
    access: 'operator',
    kind: 'multipart',
    upload: { field: 'file', accepts: IMAGE_ACCEPTS, maxPixels: DOCUMENT_MAX_PIXELS },
    data: z.string(),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/solution/images/:name',
    tag: 'content',
    summary: '解决方案与案例图片（运营者上传）',
    access: 'visitor',
    kind: 'file',
    params: zSolutionImageParam,
    data: z.string().describe('image/png 或 image/jpeg'),
  }),
};
