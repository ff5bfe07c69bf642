import { z } from 'zod';
import { zPageData } from './api.ts';
import { APP_LOGO_PATH } from './app-admin.ts';
import { zId, zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { SUBMISSION_STATUSES } from './community.ts';
import { defineEndpoint } from './contract.ts';
import {
  isEndpointPath,
  MICRO_ENDPOINT_TEXTS,
  microEndpointShape,
  microInfoShape,
  zMicroFields,
  zMicroFieldView,
} from './micro-endpoint.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 微服务管理 (/system/micros), issue 22 item 2: every microservice
 * (published or not, the developers' submissions too) paged, filtered and sorted on the server;
 * created and edited with its industry, type, state, charged flag, icon, rich details, contact,
 * endpoint (on the forwarding allow-list: no open proxy) and parameters; deleted unless tenants
 * have tried it or its developer's submission waits for review. Every write drops the
 * `microservices` area, so /Microservice, the detail page and /Trial show it at once.
 */

export const MICRO_CONTENT_MAX = 100_000;
export const MICRO_CONTACT_MAX = 50;
export const MICRO_PREFIX_MAX = 100;

export const MICRO_ADMIN_TEXTS = {
  micros: '微服务管理',
  create: '新增微服务',
  edit: '编辑微服务',
  created: '微服务已保存',
  updated: '微服务已更新',
  removed: '微服务已删除',
  notFound: '微服务不存在',
  removeConfirmTitle: '删除微服务',
  removeCancelled: '已取消删除',
  nameTaken: '微服务名称已存在，请换一个名称',
  industryMissing: '所选行业不存在，请重新选择',
  triedByTenants: (calls: number) => `该微服务已有 ${calls} 条租户试用记录，不能删除；请改为未发布`,
  submissionWaiting: '该微服务的开发者提交正在等待审核，不能删除；请先在“开发者提交”中审核',
  publishWaiting: '该微服务的开发者提交正在等待审核，请在“开发者提交”中审核通过后发布',
} as const;

/** A microservice's state: only 已发布 shows on the public pages (APP_STATE_PUBLISHED). */
export const MICRO_STATES = defineStatuses([
  { key: 'unpublished', value: 0, label: '未发布', tone: 'neutral' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
]);
export type MicroState = (typeof MICRO_STATES.values)[number];

/** What its detail page's button does (spec 000: 0 install, 1 trial, 2 sign, 3 seal). */
export const MICRO_TYPES = defineStatuses([
  { key: 'install', value: 0, label: '安装', tone: 'info' },
  { key: 'trial', value: 1, label: '在线试用', tone: 'success' },
  { key: 'sign', value: 2, label: '签名', tone: 'neutral' },
  { key: 'seal', value: 3, label: '签章', tone: 'neutral' },
]);
export type MicroType = (typeof MICRO_TYPES.values)[number];

export const MICRO_SORTS = [
  { value: 'modifyTimeDesc', label: '最近修改在前' },
  { value: 'createTimeDesc', label: '创建时间从新到旧' },
  { value: 'usesDesc', label: '使用次数从多到少' },
  { value: 'nameAsc', label: '按名称' },
] as const;
export type MicroSort = (typeof MICRO_SORTS)[number]['value'];
const SORT_VALUES = MICRO_SORTS.map((sort) => sort.value) as [MicroSort, ...MicroSort[]];

export const zMicroAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  industry: zId.optional(),
  state: MICRO_STATES.query('微服务状态不正确').optional(),
  type: MICRO_TYPES.query('微服务类型不正确').optional(),
  sort: z.enum(SORT_VALUES, { error: '排序方式不正确' }).default('modifyTimeDesc'),
});
export type MicroAdminQuery = z.input<typeof zMicroAdminQuery>;
export type MicroAdminFilter = z.output<typeof zMicroAdminQuery>;

const ICON_PATTERN = /^[A-Za-z0-9_-]+\.(?:jpg|png)$/;
/** An uploaded picture's address (the market's pictures, `appAdminApi.uploadLogo`). */
const isUploadedIcon = (icon: string) =>
  icon.startsWith(APP_LOGO_PATH) && ICON_PATTERN.test(icon.slice(APP_LOGO_PATH.length));

/** The whole path forwarding calls: the prefix, then the path. */
export const endpointPath = (endpoint: { prefix: string; uri: string }) =>
  `${endpoint.prefix.trim()}${endpoint.uri.trim()}`;

/** What a microservice is written with, on both sides. */
export const zMicroForm = z
  .object({
    ...microInfoShape,
    type: MICRO_TYPES.schema,
    state: MICRO_STATES.schema,
    charged: z.boolean({ error: '请选择收费或免费' }),
    /** An uploaded icon's address; empty: the generated tile. */
    icon: z
      .string({ error: '图标地址不正确，请重新上传' })
      .max(200, '图标地址不正确，请重新上传')
      .refine((icon) => icon === '' || isUploadedIcon(icon), '图标地址不正确，请重新上传')
      .default(''),
    /** Rich text, sanitised with the shared allow-list; empty: the detail page shows the summary. */
    content: z.string().trim().max(MICRO_CONTENT_MAX, tooLong('微服务详情', MICRO_CONTENT_MAX)).default(''),
    contactPerson: z.string().trim().max(MICRO_CONTACT_MAX, tooLong('联系人', MICRO_CONTACT_MAX)).default(''),
    ...microEndpointShape,
    /** Written before the path (`/api/builtin` + `/micro/dew-point`); may be empty. */
    prefix: z
      .string({ error: '接口前缀不正确' })
      .trim()
      .max(MICRO_PREFIX_MAX, tooLong('接口前缀', MICRO_PREFIX_MAX))
      .refine(
        (prefix) => prefix === '' || (isEndpointPath(prefix) && !prefix.endsWith('/')),
        '接口前缀须以 / 开头、不以 / 结尾，如 /api/builtin',
      )
      .default(''),
    fields: zMicroFields,
  })
  .superRefine((form, ctx) => {
    if (form.prefix !== '' && !isEndpointPath(endpointPath(form)))
      ctx.addIssue({ code: 'custom', message: MICRO_ENDPOINT_TEXTS.badPath, path: ['uri'] });
  });
export type MicroForm = z.input<typeof zMicroForm>;
export type CheckedMicroForm = z.output<typeof zMicroForm>;

/** A row of the list. */
export const zManagedMicro = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  contentRemake: z.string(),
  industryId: z.number().int(),
  industryName: z.string(),
  type: MICRO_TYPES.schema,
  state: MICRO_STATES.schema,
  charged: z.boolean(),
  /** Uses counted (the catalogue's figure). */
  uploadCount: z.number().int(),
  /** Trial calls on the usage log by tenants' accounts (what keeps it from deletion). */
  tenantCalls: z.number().int(),
  /** The developer's submission it came from, or null for the platform's own. */
  submission: z
    .object({ id: z.number().int(), status: SUBMISSION_STATUSES.schema, developerName: z.string() })
    .nullable(),
  createTime: z.string(),
  modifyTime: z.string(),
});
export type ManagedMicro = z.infer<typeof zManagedMicro>;

/** One microservice with everything the form edits. */
export const zManagedMicroDetail = zManagedMicro.extend({
  detailsRemake: z.string(),
  content: z.string(),
  contactPerson: z.string(),
  method: z.string(),
  protocol: z.string(),
  domain: z.string(),
  prefix: z.string(),
  uri: z.string(),
  fields: z.array(zMicroFieldView),
});
export type ManagedMicroDetail = z.infer<typeof zManagedMicroDetail>;

/** What the form chooses from, and the forwarding allow-list it is held to. */
export const zMicroAdminOptions = z.object({
  industries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** `host:port` pairs forwarding may reach (MICRO_ALLOWED_HOSTS); an empty domain is this platform. */
  allowedHosts: z.array(z.string()),
});
export type MicroAdminOptions = z.infer<typeof zMicroAdminOptions>;

export const microAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/micro',
    tag: 'micro',
    summary: '微服务管理：按名称关键词、行业、状态与类型查找全部微服务（含开发者提交的），服务端分页与排序',
    access: 'operator',
    query: zMicroAdminQuery,
    data: zPageData(zManagedMicro),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/system/micro/options',
    tag: 'micro',
    summary: '微服务表单的选项：全部行业与转发白名单',
    access: 'operator',
    data: zMicroAdminOptions,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/system/micro/:id',
    tag: 'micro',
    summary: '微服务管理：一个微服务的全部字段（接口定义与请求参数）',
    access: 'operator',
    params: zIdParam,
    data: zManagedMicroDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/micro',
    tag: 'micro',
    summary: '新增微服务（接口须为本平台内置服务或转发白名单中的主机；详情按富文本白名单清理）',
    access: 'operator',
    body: zMicroForm,
    data: zManagedMicroDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/micro/:id',
    tag: 'micro',
    summary: '编辑微服务（目录、详情与在线试用立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zMicroForm,
    data: zManagedMicroDetail,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/micro/:id/delete',
    tag: 'micro',
    summary: '删除微服务（有租户试用记录或开发者提交待审核的不能删除）',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
};
