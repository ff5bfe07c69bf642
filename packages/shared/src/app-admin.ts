import { z } from 'zod';
import { zPageData } from './api.ts';
import { zId, zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { DEFAULT_TRIAL_MONTHS, MAX_YEARS, MIN_YEARS, zYuan } from './market.ts';
import { defineStatuses } from './statuses.ts';
import { IMAGE_ACCEPTS } from './uploads.ts';
import { tooLong, tooMany } from './validation.ts';

/**
 * The operator console's 应用管理 (/system/apps), issue 22 item 2: every market app (whatever
 * its state) paged, filtered and sorted on the server; created and edited with its industry
 * (the market's 分类, `marketType/getAllType`), state, charged flag, trial, owner tenant, logo,
 * rich details, yearly price plans (yuan on the wire, fen in the database) and associated apps;
 * deleted after 删除警告 unless tenants hold it. Every write drops the `apps` area, so
 * /Application, the detail page and the fee dialog show it at once.
 */

export const APP_NAME_MAX = 50;
export const APP_REMAKE_MAX = 500;
export const APP_DETAILS_MAX = 100_000;
export const APP_CONTACT_MAX = 50;
export const APP_TRIAL_MAX_MONTHS = 36;
/** Yearly plans: one per year count, 1 to 5 years (spec 002 §9). */
export const APP_PLANS_MAX = MAX_YEARS;
export const APP_ASSOCIATIONS_MAX = 20;
/** The largest price an operator may set, in yuan (keeps fen well inside an integer). */
export const APP_PRICE_MAX = 10_000_000;
/** A logo picture: small by purpose (a tile), so a small pixel budget. */
export const APP_LOGO_MAX_PIXELS = 4_000_000;

/** Where uploaded app logos are served; a logo names one of these or the generated tile. */
export const APP_LOGO_PATH = '/api/portalWeb/market/logos/';
const LOGO_PATTERN =
  /^\/api\/portalWeb\/(?:market\/logos\/[A-Za-z0-9_-]+\.(?:jpg|png)|logo\/app\/[1-9]\d{0,9}\.svg)$/;

export const APP_ADMIN_TEXTS = {
  apps: '应用管理',
  create: '新增应用',
  edit: '编辑应用',
  created: '应用已保存',
  updated: '应用已更新',
  removed: '应用已删除',
  notFound: '应用不存在',
  /** Spec 002 §8.2 (exact). */
  removeConfirmTitle: '删除警告',
  removeConfirm: '是否确认删除当前应用',
  removeCancelled: '已取消删除',
  nameTaken: '应用名称已存在，请换一个名称',
  industryMissing: '所选行业不存在，请重新选择',
  tenantMissing: '所选发布租户不存在，请重新选择',
  associationMissing: '关联的应用不存在，请重新选择',
  associationSelf: '应用不能关联自己',
  chargedNeedsPlan: '收费应用请至少添加一个收费标准',
  planDuplicate: '每个年限只能有一个收费标准',
  planPriceOrder: '现价不能高于原价',
  detailsEmpty: '应用详情清理后为空，请输入详情',
  inUse: (subscriptions: number, orders: number) =>
    `该应用已有 ${subscriptions} 条订阅记录、${orders} 个订单，不能删除；请改为下架`,
  /** Spec 002 §8.2's text, for an app other apps bring along. */
  associatedBy: (names: readonly string[]) => `应用【${names.join('、')}】关联了当前应用,不能删除`,
  cycle: (names: readonly string[]) =>
    `关联形成循环：${names.join(' → ')}。订阅或加入购物车时循环中的应用会被一并带上，请确认这是有意的。`,
  logoUploaded: '图标已上传',
  logoMissing: '请选择要上传的图标',
  logoType: '应用图标只能是 .JPG .JPEG .PNG 格式!',
  logoSize: '上传图片大小不能超过 3MB!',
  logoBroken: '图片已损坏或无法识别，请重新选择',
} as const;

/** An app's state: only 已上架 ever shows on the public pages. */
export const APP_STATES = defineStatuses([
  { key: 'draft', value: 0, label: '未上架', tone: 'neutral' },
  { key: 'published', value: 1, label: '已上架', tone: 'success' },
  { key: 'withdrawn', value: 2, label: '已下架', tone: 'warning' },
]);
export type AppState = (typeof APP_STATES.values)[number];

export const APP_CHARGED_FILTERS = [
  { value: 'charged', label: '收费' },
  { value: 'free', label: '免费' },
] as const;

/** The list's orders (sorted on the server). */
export const APP_SORTS = [
  { value: 'modifyTimeDesc', label: '最近修改在前' },
  { value: 'createTimeDesc', label: '创建时间从新到旧' },
  { value: 'installNumDesc', label: '安装量从多到少' },
  { value: 'nameAsc', label: '按名称' },
] as const;
export type AppSort = (typeof APP_SORTS)[number]['value'];
const SORT_VALUES = APP_SORTS.map((sort) => sort.value) as [AppSort, ...AppSort[]];

export const zAppAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  industry: zId.optional(),
  state: APP_STATES.query('应用状态不正确').optional(),
  charged: z.enum(['charged', 'free'], { error: '收费类型不正确' }).optional(),
  sort: z.enum(SORT_VALUES, { error: '排序方式不正确' }).default('modifyTimeDesc'),
});
export type AppAdminQuery = z.input<typeof zAppAdminQuery>;
export type AppAdminFilter = z.output<typeof zAppAdminQuery>;

/** One yearly plan as the form writes it (yuan). */
export const zPlanForm = z.object({
  duration: z
    .number({ error: '请选择年限' })
    .int('年限须为整数')
    .min(MIN_YEARS, `年限须为${MIN_YEARS}-${MAX_YEARS}年`)
    .max(MAX_YEARS, `年限须为${MIN_YEARS}-${MAX_YEARS}年`),
  originalPrice: z
    .number({ error: '请输入原价' })
    .pipe(zYuan)
    .pipe(z.number().max(APP_PRICE_MAX, `价格不能超过 ${APP_PRICE_MAX} 元`)),
  currentPrice: z
    .number({ error: '请输入现价' })
    .pipe(zYuan)
    .pipe(z.number().max(APP_PRICE_MAX, `价格不能超过 ${APP_PRICE_MAX} 元`)),
});
export type PlanForm = z.input<typeof zPlanForm>;

/**
 * The rules across fields, on both sides: a charged app has at least one plan, one per year
 * count, each no dearer now than before; a trial has its length. A free app keeps no plans.
 */
export function appFormProblems(form: {
  charged: boolean;
  isTrial: boolean;
  trialTime: number | null;
  plans: readonly PlanForm[];
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (!form.charged) return problems;
  if (form.plans.length === 0) problems.push({ path: 'plans', message: APP_ADMIN_TEXTS.chargedNeedsPlan });
  const seen = new Set<number>();
  form.plans.forEach((plan, index) => {
    if (seen.has(plan.duration))
      problems.push({ path: `plans.${index}.duration`, message: APP_ADMIN_TEXTS.planDuplicate });
    seen.add(plan.duration);
    if (plan.currentPrice > plan.originalPrice)
      problems.push({ path: `plans.${index}.currentPrice`, message: APP_ADMIN_TEXTS.planPriceOrder });
  });
  if (form.isTrial && form.trialTime === null)
    problems.push({ path: 'trialTime', message: '请输入试用时长' });
  return problems;
}

/** What an app is written with, on both sides. */
export const zAppForm = z
  .object({
    name: z
      .string({ error: '请输入应用名称' })
      .trim()
      .min(1, '请输入应用名称')
      .max(APP_NAME_MAX, tooLong('应用名称', APP_NAME_MAX)),
    industryId: z
      .number({ error: '请选择行业' })
      .int('请选择行业')
      .positive('请选择行业')
      .max(2_147_483_647, '请选择行业'),
    detailsRemake: z
      .string({ error: '请输入应用简介' })
      .trim()
      .min(1, '请输入应用简介')
      .max(APP_REMAKE_MAX, tooLong('应用简介', APP_REMAKE_MAX)),
    details: z
      .string({ error: '请输入应用详情' })
      .trim()
      .min(1, '请输入应用详情')
      .max(APP_DETAILS_MAX, tooLong('应用详情', APP_DETAILS_MAX)),
    /** An uploaded logo's address; empty: the generated tile. */
    logo: z
      .string({ error: '图标地址不正确，请重新上传' })
      .max(200, '图标地址不正确，请重新上传')
      .refine((logo) => logo === '' || LOGO_PATTERN.test(logo), '图标地址不正确，请重新上传')
      .default(''),
    state: APP_STATES.schema,
    charged: z.boolean({ error: '请选择收费或免费' }),
    isTrial: z.boolean({ error: '试用标记不正确' }).default(false),
    /** Months; asked only for a charged app that offers a trial. */
    trialTime: z
      .number({ error: '试用时长须为整数月' })
      .int('试用时长须为整数月')
      .min(1, `试用时长须为1-${APP_TRIAL_MAX_MONTHS}个月`)
      .max(APP_TRIAL_MAX_MONTHS, `试用时长须为1-${APP_TRIAL_MAX_MONTHS}个月`)
      .nullable()
      .default(DEFAULT_TRIAL_MONTHS),
    exploitTenantId: z
      .number({ error: '发布租户不正确' })
      .int('发布租户不正确')
      .positive('发布租户不正确')
      .max(2_147_483_647, '发布租户不正确')
      .nullable()
      .default(null),
    contactPerson: z.string().trim().max(APP_CONTACT_MAX, tooLong('联系人', APP_CONTACT_MAX)).default(''),
    plans: z.array(zPlanForm).max(APP_PLANS_MAX, tooMany('收费标准', APP_PLANS_MAX)).default([]),
    associations: z
      .array(z.number().int('关联应用不正确').positive('关联应用不正确').max(2_147_483_647, '关联应用不正确'))
      .max(APP_ASSOCIATIONS_MAX, tooMany('关联应用', APP_ASSOCIATIONS_MAX))
      .default([]),
  })
  .superRefine((form, ctx) => {
    for (const problem of appFormProblems(form)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path.split('.').map(toKey) });
    }
  });
export type AppForm = z.input<typeof zAppForm>;
export type CheckedAppForm = z.output<typeof zAppForm>;

const toKey = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

export const zManagedPlan = z.object({
  id: z.number().int(),
  duration: z.number().int(),
  timeUnit: z.string(),
  originalPrice: z.number(),
  currentPrice: z.number(),
});

/** A row of the list. */
export const zManagedApp = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  detailsRemake: z.string(),
  industryId: z.number().int(),
  industryName: z.string(),
  state: APP_STATES.schema,
  charged: z.boolean(),
  isTrial: z.boolean(),
  trialTime: z.number().int().nullable(),
  exploitTenantId: z.number().int().nullable(),
  exploitTenantName: z.string().nullable(),
  installNum: z.number().int(),
  /** Lowest current price of the plans (yuan); null for free apps or none. */
  minPrice: z.number().nullable(),
  planCount: z.number().int(),
  createTime: z.string(),
  modifyTime: z.string(),
});
export type ManagedApp = z.infer<typeof zManagedApp>;

/** One app with everything the form edits. */
export const zManagedAppDetail = zManagedApp.extend({
  details: z.string(),
  contactPerson: z.string(),
  plans: z.array(zManagedPlan),
  associations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The association cycle through this app (names, first repeated last), or null. */
  cycle: z.array(z.string()).nullable(),
});
export type ManagedAppDetail = z.infer<typeof zManagedAppDetail>;

/** What the form chooses from. */
export const zAppAdminOptions = z.object({
  industries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tenants: z.array(z.object({ id: z.number().int(), name: z.string() })),
  apps: z.array(z.object({ id: z.number().int(), name: z.string(), state: APP_STATES.schema })),
});
export type AppAdminOptions = z.infer<typeof zAppAdminOptions>;

export const zAppLogoParam = z.object({
  name: z
    .string()
    .max(100, '文件名不正确')
    .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
});

export const appAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/market',
    tag: 'market',
    summary: '应用管理：按名称关键词、行业、状态（上下架）与收费类型查找应用，服务端分页与排序',
    access: 'operator',
    query: zAppAdminQuery,
    data: zPageData(zManagedApp),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/system/market/options',
    tag: 'market',
    summary: '应用表单的选项：全部行业、租户与应用',
    access: 'operator',
    data: zAppAdminOptions,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/system/market/:id',
    tag: 'market',
    summary: '应用管理：一个应用的全部字段（详情、收费标准、关联应用与关联循环）',
    access: 'operator',
    params: zIdParam,
    data: zManagedAppDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/market',
    tag: 'market',
    summary: '新增应用（详情按富文本白名单清理；收费标准按年，价格单位元）',
    access: 'operator',
    body: zAppForm,
    data: zManagedAppDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/market/:id',
    tag: 'market',
    summary: '编辑应用（应用市场与收费标准立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zAppForm,
    data: zManagedAppDetail,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/market/:id/delete',
    tag: 'market',
    summary: '删除应用（有订阅记录、订单或被其他应用关联的应用不能删除）',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/api/system/market/logos',
    tag: 'market',
    summary: '上传应用图片（图标或详情插图，JPG/JPEG/PNG，≤3MB），multipart 字段 file；返回图片地址',
    access: 'operator',
    kind: 'multipart',
    upload: { field: 'file', accepts: IMAGE_ACCEPTS, maxPixels: APP_LOGO_MAX_PIXELS },
    data: z.string(),
  }),
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/logos/:name',
    tag: 'market',
    summary: '应用图片（运营者上传的图标与详情插图）',
    access: 'visitor',
    kind: 'file',
    params: zAppLogoParam,
    data: z.string().describe('image/png 或 image/jpeg'),
  }),
};

// ---------- 行业分类: the market's industries (marketType), shared by apps and microservices ----------

export const INDUSTRY_NAME_MAX = 50;
export const INDUSTRY_SORT_MAX = 9999;

export const INDUSTRY_ADMIN_TEXTS = {
  industries: '行业分类',
  create: '新增行业',
  edit: '编辑行业',
  created: '行业已保存',
  updated: '行业已更新',
  removed: '行业已删除',
  notFound: '行业不存在',
  nameTaken: '行业名称已存在，请换一个名称',
  removeConfirm: '确认删除该行业？删除后不可恢复。',
  inUse: (apps: number, micros: number) =>
    `该行业下还有 ${apps} 个应用、${micros} 个微服务，不能删除；请先将它们改到其他行业`,
} as const;

export const zIndustryAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
  keyword: zKeyword,
});

export const zIndustryForm = z.object({
  name: z
    .string({ error: '请输入行业名称' })
    .trim()
    .min(1, '请输入行业名称')
    .max(INDUSTRY_NAME_MAX, tooLong('行业名称', INDUSTRY_NAME_MAX)),
  /** Smaller first on the market (the groups' order). */
  sort: z
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(0, `排序须为0-${INDUSTRY_SORT_MAX}`)
    .max(INDUSTRY_SORT_MAX, `排序须为0-${INDUSTRY_SORT_MAX}`)
    .default(0),
});
export type IndustryForm = z.input<typeof zIndustryForm>;
export type IndustryAdminFilter = z.output<typeof zIndustryAdminQuery>;
export type CheckedIndustryForm = z.output<typeof zIndustryForm>;

export const zManagedIndustry = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Apps of every state in it. */
  appCount: z.number().int(),
  microCount: z.number().int(),
  createTime: z.string(),
});
export type ManagedIndustry = z.infer<typeof zManagedIndustry>;

export const industryAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/marketType',
    tag: 'market',
    summary: '行业分类：全部行业（按排序），含应用与微服务数量',
    access: 'operator',
    query: zIndustryAdminQuery,
    data: zPageData(zManagedIndustry),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/marketType',
    tag: 'market',
    summary: '新增行业（应用市场与微服务的分组）',
    access: 'operator',
    body: zIndustryForm,
    data: zManagedIndustry,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/marketType/:id',
    tag: 'market',
    summary: '编辑行业（名称与排序；门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zIndustryForm,
    data: zManagedIndustry,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/marketType/:id/delete',
    tag: 'market',
    summary: '删除行业（仍有应用或微服务的行业不能删除）',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
};

// ---------- 模型分类: the mechanism models' sorts (/Mechanism's groups) ----------

export const MODEL_SORT_CODE_MAX = 50;
export const MODEL_SORT_NAME_MAX = 50;

export const MODEL_SORT_ADMIN_TEXTS = {
  sorts: '模型分类',
  create: '新增模型分类',
  edit: '编辑模型分类',
  created: '模型分类已保存',
  updated: '模型分类已更新',
  removed: '模型分类已删除',
  notFound: '模型分类不存在',
  codeTaken: '分类编码已存在，请换一个编码',
  removeConfirm: '确认删除该模型分类？删除后不可恢复。',
  inUse: (models: number) => `该分类下还有 ${models} 个机理模型，不能删除；请先将它们改到其他分类`,
} as const;

export const zModelSortAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
  keyword: zKeyword,
});
export type ModelSortAdminFilter = z.output<typeof zModelSortAdminQuery>;

/** A sort's code names it in addresses (`/Mechanism?modelSortCode=…`) and never changes. */
const zSortCode = z
  .string({ error: '请输入分类编码' })
  .trim()
  .min(1, '请输入分类编码')
  .max(MODEL_SORT_CODE_MAX, tooLong('分类编码', MODEL_SORT_CODE_MAX))
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '分类编码只能包含字母、数字、-和_，且以字母或数字开头');

const sortFields = {
  name: z
    .string({ error: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(MODEL_SORT_NAME_MAX, tooLong('分类名称', MODEL_SORT_NAME_MAX)),
  sort: z
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(0, `排序须为0-${INDUSTRY_SORT_MAX}`)
    .max(INDUSTRY_SORT_MAX, `排序须为0-${INDUSTRY_SORT_MAX}`)
    .default(0),
};

export const zModelSortCreate = z.object({ code: zSortCode, ...sortFields });
export const zModelSortUpdate = z.object(sortFields);
export type ModelSortCreate = z.input<typeof zModelSortCreate>;
export type ModelSortUpdate = z.input<typeof zModelSortUpdate>;

export const zManagedModelSort = z.object({
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** Models of every status in it. */
  modelCount: z.number().int(),
});
export type ManagedModelSort = z.infer<typeof zManagedModelSort>;

export const zModelSortParam = z.object({ code: zSortCode });

export const modelSortAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/modelSort',
    tag: 'models',
    summary: '模型分类：全部分类（按排序），含机理模型数量',
    access: 'operator',
    query: zModelSortAdminQuery,
    data: zPageData(zManagedModelSort),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/modelSort',
    tag: 'models',
    summary: '新增模型分类（编码、名称、排序）',
    access: 'operator',
    body: zModelSortCreate,
    data: zManagedModelSort,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/modelSort/:code',
    tag: 'models',
    summary: '编辑模型分类（名称与排序；编码不变；门户立即更新）',
    access: 'operator',
    params: zModelSortParam,
    body: zModelSortUpdate,
    data: zManagedModelSort,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/modelSort/:code/delete',
    tag: 'models',
    summary: '删除模型分类（仍有机理模型的分类不能删除）',
    access: 'operator',
    params: zModelSortParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
};
