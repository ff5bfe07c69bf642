import { z } from 'zod';
import { zPageData } from './api.ts';
import { zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { MODEL_STATUSES, zModelDefinitionForm, zModelDefinitionView } from './model-definition.ts';
import { IMAGE_ACCEPTS } from './uploads.ts';

export * from './model-definition.ts';

/**
 * The operator console's 机理模型管理 (/system/models), issue 22 item 2: every mechanism model,
 * whatever its status, paged, filtered and sorted on the server; created and edited in a drawer
 * (icon, sort, type, profession, principle as sanitised rich text, status, the request definition
 * and its fields); deleted after a confirm unless users have run it or a developer's submission of
 * it waits. Every write drops the `models` area: /Mechanism, the detail and /Trial follow at once.
 */

export const MODEL_ADMIN_TEXTS = {
  models: '机理模型管理',
  create: '新增机理模型',
  edit: '编辑机理模型',
  created: '机理模型已保存',
  updated: '机理模型已更新',
  removed: '机理模型已删除',
  notFound: '机理模型不存在',
  inUse: (runs: number) => `该模型已有 ${runs} 条用户仿真记录，不能删除；请改为草稿（下架）`,
  waitingSubmission: '该模型的开发者提交正在等待审核，请先在“开发者提交”中审核后再删除',
  iconUploaded: '图标已上传',
  iconMissing: '请选择要上传的图标',
  iconType: '模型图标只能是 .JPG .JPEG .PNG 格式!',
  iconSize: '上传图片大小不能超过 3MB!',
  iconBroken: '图片已损坏或无法识别，请重新选择',
} as const;

export const MODEL_ICON_MAX_PIXELS = 4_000_000;
/** Where uploaded model icons are served; an icon names one of these or the generated tile. */
export const MODEL_ICON_PATH = '/api/portalWeb/model/icons/';
const ICON_PATTERN =
  /^\/api\/portalWeb\/(?:model\/icons\/[A-Za-z0-9_-]+\.(?:jpg|png)|logo\/model\/[1-9]\d{0,9}\.svg)$/;

export const MODEL_SORTS = [
  { value: 'updateTimeDesc', label: '最近更新在前' },
  { value: 'useCountDesc', label: '使用次数从多到少' },
  { value: 'nameAsc', label: '按名称' },
] as const;
export type ModelAdminSort = (typeof MODEL_SORTS)[number]['value'];
const SORT_VALUES = MODEL_SORTS.map((sort) => sort.value) as [ModelAdminSort, ...ModelAdminSort[]];

export const zModelAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  modelSortCode: z.string().trim().max(50, '模型分类不正确').optional(),
  status: MODEL_STATUSES.query('模型状态不正确').optional(),
  sort: z.enum(SORT_VALUES, { error: '排序方式不正确' }).default('updateTimeDesc'),
});
export type ModelAdminQuery = z.input<typeof zModelAdminQuery>;
export type ModelAdminFilter = z.output<typeof zModelAdminQuery>;

/** What the operator writes: the definition, its status and its icon. */
export const zModelForm = zModelDefinitionForm.extend({
  modelStatusCode: z.literal(MODEL_STATUSES.values as [1, 2, 3], { error: '请选择模型状态' }),
  /** An uploaded icon's address; empty: the generated tile. */
  iconAddr: z
    .string({ error: '图标地址不正确，请重新上传' })
    .trim()
    .max(300, '图标地址不正确，请重新上传')
    .refine((icon) => icon === '' || ICON_PATTERN.test(icon), '图标地址不正确，请重新上传')
    .default(''),
});
export type ModelForm = z.input<typeof zModelForm>;
export type CheckedModelForm = z.output<typeof zModelForm>;

export const zManagedModel = z.object({
  id: z.number().int(),
  modelName: z.string(),
  code: z.string(),
  iconAddr: z.string(),
  modelSortCode: z.string(),
  modelSortName: z.string(),
  modelStatusCode: z.number().int(),
  useCount: z.number().int(),
  /** Users' kept simulation runs of it. */
  runs: z.number().int(),
  /** Its computation is one of the platform's built-in models (by its code). */
  builtin: z.boolean(),
  /** UTC. */
  updateTime: z.string(),
});
export type ManagedModel = z.infer<typeof zManagedModel>;

export const zManagedModelDetail = zManagedModel.extend(zModelDefinitionView.shape);
export type ManagedModelDetail = z.infer<typeof zManagedModelDetail>;

export const zModelIconParam = z.object({
  name: z
    .string()
    .max(100, '文件名不正确')
    .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
});

export const modelAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/models',
    tag: 'models',
    summary: '机理模型管理：按名称关键词、模型分类与状态查找模型，服务端分页与排序',
    access: 'operator',
    query: zModelAdminQuery,
    data: zPageData(zManagedModel),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/system/models/:id',
    tag: 'models',
    summary: '机理模型管理：一个模型的全部字段（请求定义与参数）',
    access: 'operator',
    params: zIdParam,
    data: zManagedModelDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/models',
    tag: 'models',
    summary: '新增机理模型（原理按富文本白名单清理；接口域名须为平台可转发的地址）',
    access: 'operator',
    body: zModelForm,
    data: zManagedModelDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/models/:id',
    tag: 'models',
    summary: '编辑机理模型（状态 3 为已发布；模型目录、详情与仿真页立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zModelForm,
    data: zManagedModelDetail,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/models/:id/delete',
    tag: 'models',
    summary: '删除机理模型（有用户仿真记录或待审核提交的模型不能删除）',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  uploadIcon: defineEndpoint({
    method: 'POST',
    path: '/api/system/models/icons',
    tag: 'models',
    summary: '上传机理模型图标（JPG/JPEG/PNG，≤3MB），multipart 字段 file；返回图片地址',
    access: 'operator',
    kind: 'multipart',
    upload: { field: 'file', accepts: IMAGE_ACCEPTS, maxPixels: MODEL_ICON_MAX_PIXELS },
    data: z.string(),
  }),
  icon: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/icons/:name',
    tag: 'models',
    summary: '机理模型图标（运营者上传）',
    access: 'visitor',
    kind: 'file',
    params: zModelIconParam,
    data: z.string().describe('image/png 或 image/jpeg'),
  }),
};
