import { z } from 'zod';
import { zPageData } from './api.ts';
import { REQUEST_LOCATIONS, REQUEST_TYPES } from './catalogue-constants.ts';
import { MAX_ID, zBodyId, zIdParam, zIgnoredBody, zListQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { zMarketIndustry } from './market.ts';
import { tooLong } from './validation.ts';

export * from './catalogue-constants.ts';

/**
 * Microservice and mechanism-model catalogues and usage logs (spec 000 §3, §7; 001 §3, §7.2).
 * Only published models (modelStatusCode 3) ever appear in answers. The calls (`microApi`,
 * `modelsApi`, `usageApi`) are at the end.
 */

export const MODEL_STATUS_PUBLISHED = 3;
/** meMiType of usage counting and logs: 1 microservice, 2 mechanism model. */
export const USAGE_KINDS = { micro: 1, model: 2 } as const;

export const zRequestField = z.object({
  id: z.number().int(),
  requestName: z.string(),
  requestDescribes: z.string(),
  requestDefaultValue: z.string(),
  requestType: z.number().int(),
  requestLocation: z.number().int(),
  /** 1 means required. */
  requiredFlag: z.number().int(),
  /** Unit shown beside the input (e.g. °C), empty when none. */
  unit: z.string(),
});
export type RequestField = z.infer<typeof zRequestField>;

/** How a microservice or model endpoint is called (the read-only request panel). */
export const zEndpointDefinition = z.object({
  method: z.string(),
  protocol: z.string(),
  prefix: z.string(),
  uri: z.string(),
  domain: z.string(),
});
export type EndpointDefinition = z.infer<typeof zEndpointDefinition>;

// ---------- microservices ----------

export const zMicroCard = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  /** Short description. */
  contentRemake: z.string(),
  /** The industry name: the grouping and the /List filter key. */
  category: z.string(),
  industry: z.number().int(),
  industryName: z.string(),
  charged: z.boolean(),
  /** 0 install, 1 trial, 2 sign, 3 seal. */
  type: z.number().int(),
  /** Times used (trial count). */
  uploadCount: z.number().int(),
  contactPerson: z.string(),
  createTime: z.string(),
  modifyTime: z.string(),
});
export type MicroCard = z.infer<typeof zMicroCard>;

export const zMicroDetail = zMicroCard.extend({
  detailsRemake: z.string(),
  /** Rich text, sanitised on save. */
  content: z.string(),
  request: zEndpointDefinition,
  requestFields: z.array(zRequestField),
});
export type MicroDetail = z.infer<typeof zMicroDetail>;

export const zMicroListQuery = zListQuery.extend({
  sidx: z.enum(['createTime', 'uploadCount', 'name']).default('createTime'),
  /** Industry name (the /List page's `type`). */
  category: z.string().trim().max(50, tooLong('分类', 50)).optional(),
  industry: z.coerce.number<number>().int().positive().max(MAX_ID).optional(),
  type: z.coerce.number<number>().int().min(0).max(3).optional(),
});
export type MicroListQuery = z.input<typeof zMicroListQuery>;

export const zMicroGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  total: z.number().int(),
  /** The first MICRO_GROUP_SIZE microservices, most used first. */
  microList: z.array(zMicroCard),
});
export type MicroGroup = z.infer<typeof zMicroGroup>;

// ---------- mechanism models ----------

export const zModelSort = z.object({ code: z.string(), name: z.string() });
export type ModelSort = z.infer<typeof zModelSort>;

export const zModelCard = z.object({
  id: z.number().int(),
  modelName: z.string(),
  describes: z.string(),
  iconAddr: z.string(),
  code: z.string(),
  modelSortCode: z.string(),
  modelSortName: z.string(),
  modelTypeName: z.string(),
  professionSortName: z.string(),
  principle: z.string(),
  modelStatusCode: z.number().int(),
  /** Times simulated. */
  useCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ModelCard = z.infer<typeof zModelCard>;

export const zModelPageQuery = zListQuery.extend({
  /** Accepted for the spec's client; only published (3) models are ever listed. */
  modelStatusCode: z.coerce.number<number>().int().optional(),
  modelSortCode: z.string().trim().max(50, tooLong('模型分类', 50)).optional(),
  sidx: z.enum(['createTime', 'useCount', 'modelName']).default('createTime'),
});
export type ModelPageQuery = z.input<typeof zModelPageQuery>;

export const zModelInfo = z.object({
  mechanismModelVo: zModelCard,
  mechanismModelRequestVo: zEndpointDefinition.extend({
    /** 0: the user enters parameters (manual simulation button shown). */
    isRequestData: z.number().int(),
  }),
  mechanismModelRequestFieldVoList: z.array(zRequestField),
});
export type ModelInfo = z.infer<typeof zModelInfo>;

export const zModelGroup = zModelSort.extend({
  total: z.number().int(),
  /** Up to MODEL_GROUP_SIZE published models, newest first. */
  list: z.array(zModelCard),
});
export type ModelGroup = z.infer<typeof zModelGroup>;

// ---------- usage counting and logs ----------

const zMeMiType = z.union([z.literal(1), z.literal(2)]);

/** `POST microLog/save`: counts one use of a microservice (1) or model (2). */
export const zUsageSaveRequest = z.object({
  meMiType: zMeMiType,
  mid: zBodyId,
  name: z.string().max(100, tooLong('名称', 100)).optional(),
});
export const zUsageCount = z.object({ count: z.number().int() });
export type UsageCount = z.infer<typeof zUsageCount>;

/** `POST microLog/saveLog`: the outcome of one trial call or simulation. */
export const zUsageLogRequest = z.object({
  meMiType: zMeMiType,
  mid: zBodyId,
  name: z.string().max(100, tooLong('名称', 100)).optional(),
  status: z.union([z.number().int(), z.string().max(20, tooLong('状态', 20))]),
  message: z.string().max(2000, tooLong('结果信息', 2000)).optional().default(''),
  type: z.union([z.number().int(), z.string().max(20, tooLong('类型', 20))]).optional(),
});

export const zUsageLogEntry = z.object({
  id: z.number().int(),
  meMiType: z.number().int(),
  mid: z.number().int(),
  name: z.string(),
  status: z.string(),
  message: z.string(),
  type: z.string(),
  userName: z.string(),
  createTime: z.string(),
});
export type UsageLogEntry = z.infer<typeof zUsageLogEntry>;

export const zUsageLogParams = z.object({
  meMiType: z.coerce.number<number>().int().min(1).max(2),
  mid: z.coerce.number<number>().int().positive().max(MAX_ID),
});

// ---------- calls: microservices (anyone; published ones only) ----------

export const microApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/micro/selectList',
    tag: 'micro',
    summary: '微服务分页列表（category 为行业名称）',
    access: 'visitor',
    query: zMicroListQuery,
    data: zPageData(zMicroCard),
  }),
  types: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/micro/getAllType',
    tag: 'micro',
    summary: '微服务分类（行业）',
    access: 'visitor',
    body: zIgnoredBody,
    data: z.array(zMarketIndustry),
  }),
  groups: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/micro/groupByIndustry',
    tag: 'micro',
    summary: '按行业分组的微服务（每组前 8 个，使用次数降序）',
    access: 'visitor',
    body: zIgnoredBody,
    data: z.array(zMicroGroup),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/micro/:id',
    tag: 'micro',
    summary: '微服务详情（含接口定义与参数）',
    access: 'visitor',
    params: zIdParam,
    data: zMicroDetail,
  }),
};

// ---------- calls: mechanism models (anyone; published ones, status code 3, only) ----------

export const modelsApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/page',
    tag: 'models',
    summary: '已发布机理模型分页（按分类 modelSortCode 过滤）',
    access: 'visitor',
    query: zModelPageQuery,
    data: zPageData(zModelCard),
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/info/:id',
    tag: 'models',
    summary: '机理模型详情（模型、请求定义与请求参数）',
    access: 'visitor',
    params: zIdParam,
    data: zModelInfo,
  }),
  sorts: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/dict/getModelSortList',
    tag: 'models',
    summary: '机理模型分类',
    access: 'visitor',
    data: z.array(zModelSort),
  }),
  portal: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/portal',
    tag: 'models',
    summary: '按分类分组的已发布机理模型（每组最新 6 个）',
    access: 'visitor',
    data: z.array(zModelGroup),
  }),
};

// ---------- calls: usage counting and logs (any logged-in user) ----------

export const usageApi = {
  count: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/microLog/save',
    tag: 'usage',
    summary: '使用计数：微服务（meMiType 1）或机理模型（2）使用次数加一（每人每项每小时计一次）',
    access: 'certified',
    body: zUsageSaveRequest,
    data: zUsageCount,
  }),
  log: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/microLog/saveLog',
    tag: 'usage',
    summary: '记录一次试用调用或仿真的结果',
    access: 'certified',
    body: zUsageLogRequest,
    data: z.null(),
  }),
  /** Tenant users see their tenant's log, operators all of it, anyone else their own calls. */
  logs: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/market/selectMarketLog/:meMiType/:mid',
    tag: 'usage',
    summary: '调用日志（租户看本租户的，开发者看自己的，运营者看全部）',
    access: 'certified',
    params: zUsageLogParams,
    query: zListQuery.pick({ currentPage: true, pageSize: true, sort: true }),
    data: zPageData(zUsageLogEntry),
  }),
};
