import { z } from 'zod';
import { zPageData } from './api.ts';
import { MAX_ID, TABLE_MAX_PAGE_SIZE, zBodyId, zId, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { ENTRY_STATES, FIELD_TYPES, zCompany, zDemandEntity, zSupplyEntity } from './supply.ts';
import { tooLong, tooMany } from './validation.ts';

/**
 * Moderation of the supply-and-demand board in the operator console (issue 18 item 8; the spec
 * has no console): the queue of supply (供应) and demand (求购) entries with their decisions
 * (通过, 驳回 with a reason, 下架 with a reason), and the product types with their extended fields
 * (001 §3): create, edit, order, retire. Every call is the operator's.
 *
 * Transitions: an entry awaiting moderation (0) is approved (1, public) or rejected (2); a
 * published one (1) is taken down (4). The reason of a rejection or a take-down is kept on the
 * entry (`reviewRemark`) for its publisher; an approval clears it.
 */

/** 供应 and 求购, as the queue's filter and a path's `:kind` name them. */
export const MODERATION_KINDS = ['supply', 'demand'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const MODERATION_KIND_LABELS: Record<ModerationKind, string> = { supply: '供应', demand: '求购' };
export const MODERATION_KIND_OPTIONS = MODERATION_KINDS.map((value) => ({
  value,
  label: MODERATION_KIND_LABELS[value],
}));

/** Longest reason of a rejection or a take-down (the column's width). */
export const REVIEW_REMARK_MAX = 200;
/** Longest product type name and extended field name. */
export const TYPE_NAME_MAX = 20;
export const FIELD_NAME_MAX = 20;
/** Most extended fields a type has. */
export const TYPE_MAX_FIELDS = 20;
/** Most types the reorder call takes. */
export const MAX_TYPES = 200;

export const MODERATION_TEXTS = {
  queueTitle: '供需审核',
  typesTitle: '产品类型',
  approve: '通过',
  reject: '驳回',
  takeDown: '下架',
  approved: '已通过，信息已发布',
  rejected: '已驳回',
  takenDown: '已下架',
  rejectReasonRequired: '请输入驳回原因',
  takeDownReasonRequired: '请输入下架原因',
  entryNotFound: '该供求信息不存在',
  approveOnlyAwaiting: '只有待审核的信息可以通过，该信息的状态已变化，请刷新后重试',
  rejectOnlyAwaiting: '只有待审核的信息可以驳回，该信息的状态已变化，请刷新后重试',
  takeDownOnlyPublished: '只有已发布的信息可以下架，该信息的状态已变化，请刷新后重试',
  typeNotFound: '该产品类型不存在',
  typeNameRequired: '请输入产品类型名称',
  typeNameTaken: '产品类型名称已存在',
  fieldNameRequired: '请输入字段名称',
  fieldTypeRequired: '请选择字段类型',
  fieldTypeWrong: '字段类型只能是文本、数字或日期',
  fieldNamesRepeat: '同一产品类型的扩展字段名称不能重复',
  fieldNotOfType: '该扩展字段不属于此产品类型，请刷新后重试',
  typeRetired: '该产品类型已停用，不能修改',
  alreadyRetired: '该产品类型已停用',
  orderStale: '产品类型已有变化，请刷新后再调整顺序',
  typeSaved: '产品类型已保存',
  typeRetiredDone: '产品类型已停用，已有信息保留',
  orderSaved: '顺序已保存',
} as const;

/** 字段「制冷量(kW)」已有 12 条信息填写，不能修改类型. */
export function fieldTypeLockedText(filedName: string, count: number): string {
  return `字段「${filedName}」已有 ${count} 条信息填写，不能修改类型`;
}

/** 字段「品牌」已有 3 条信息填写，不能删除. */
export function fieldInUseText(filedName: string, count: number): string {
  return `字段「${filedName}」已有 ${count} 条信息填写，不能删除`;
}

/** The warning before a type with entries is retired (the server's refusal without `confirm` says it too). */
export function retireWarningText(typeName: string, count: number): string {
  return `产品类型「${typeName}」下还有 ${count} 条供求信息。停用后该类型不再用于新发布，已有信息保留。确认停用？`;
}

// ---------- the queue ----------

export const zModerationQuery = zPageQuery({ pageSize: 10, maxPageSize: TABLE_MAX_PAGE_SIZE }).extend({
  /** Entry name or company name. */
  keyword: zKeyword,
  kind: z.enum(MODERATION_KINDS, '类型只能是供应或求购').optional(),
  /** Empty: every state (the console opens on 待审核). */
  state: ENTRY_STATES.query('状态不正确').optional(),
});
export type ModerationQuery = z.input<typeof zModerationQuery>;
export type ModerationFilter = z.output<typeof zModerationQuery>;

export const zModerationItem = z.object({
  /** `supply-12` / `demand-12`: unique across both kinds (the table's row key). */
  key: z.string(),
  kind: z.enum(MODERATION_KINDS),
  id: z.number().int(),
  proName: z.string(),
  typeName: z.string(),
  companyName: z.string(),
  state: ENTRY_STATES.schema,
  reviewRemark: z.string(),
  createTime: z.string(),
  changeTime: z.string(),
});
export type ModerationItem = z.infer<typeof zModerationItem>;

/** An entry as the operator reviews it: every field, the extended values, the picture, the company in full. */
export const zModerationDetail = z.object({
  kind: z.enum(MODERATION_KINDS),
  id: z.number().int(),
  state: ENTRY_STATES.schema,
  reviewRemark: z.string(),
  /** Set for a supply entry, else null. */
  supplyEntity: zSupplyEntity.nullable(),
  /** Set for a demand entry, else null. */
  demandEntity: zDemandEntity.nullable(),
  companyEntity: zCompany,
});
export type ModerationDetail = z.infer<typeof zModerationDetail>;

export const zEntryParam = z.object({
  kind: z.enum(MODERATION_KINDS, '类型只能是 supply 或 demand'),
  id: zId,
});

const reason = (required: string) =>
  z.string(required).trim().min(1, required).max(REVIEW_REMARK_MAX, tooLong('原因', REVIEW_REMARK_MAX));

export const zRejectEntryRequest = z.object({
  reviewRemark: reason(MODERATION_TEXTS.rejectReasonRequired),
});
export const zTakeDownRequest = z.object({
  reviewRemark: reason(MODERATION_TEXTS.takeDownReasonRequired),
});

// ---------- product types ----------

export const zManagedField = z.object({
  id: z.number().int(),
  filedName: z.string(),
  filedType: z.enum(FIELD_TYPES),
  fieldQuery: z.number().int(),
  fieldShow: z.number().int(),
  sortCode: z.number().int(),
  /** Entries that hold a value of the field: its type is then fixed and it cannot be removed. */
  valueCount: z.number().int(),
});
export type ManagedField = z.infer<typeof zManagedField>;

export const zManagedType = z.object({
  id: z.number().int(),
  typeName: z.string(),
  sortCode: z.number().int(),
  retired: z.boolean(),
  /** Supply and demand entries of the type, in any state. */
  entryCount: z.number().int(),
  listSon: z.array(zManagedField),
  createTime: z.string(),
});
export type ManagedType = z.infer<typeof zManagedType>;

export const zTypeFieldRequest = z.object({
  /** An existing field of the type (kept, its values with it); absent for a new field. */
  id: zBodyId.optional(),
  filedName: z
    .string(MODERATION_TEXTS.fieldNameRequired)
    .trim()
    .min(1, MODERATION_TEXTS.fieldNameRequired)
    .max(FIELD_NAME_MAX, tooLong('字段名称', FIELD_NAME_MAX)),
  filedType: z.enum(FIELD_TYPES, MODERATION_TEXTS.fieldTypeWrong),
  /** Offered as a search field on supplySearch. */
  fieldQuery: z.boolean().default(false),
  /** Shown on cards and the detail. */
  fieldShow: z.boolean().default(true),
});

/** A type with its fields, in their order (a field's sortCode is its place in the list). */
export const zProductTypeRequest = z
  .object({
    typeName: z
      .string(MODERATION_TEXTS.typeNameRequired)
      .trim()
      .min(1, MODERATION_TEXTS.typeNameRequired)
      .max(TYPE_NAME_MAX, tooLong('产品类型名称', TYPE_NAME_MAX)),
    /** Place among the types; a new type goes last when absent, an edited one keeps its place. */
    sortCode: z
      .number()
      .int('排序须为整数')
      .min(0, '排序不能小于 0')
      .max(9999, '排序不能大于 9999')
      .optional(),
    listSon: z
      .array(zTypeFieldRequest)
      .max(TYPE_MAX_FIELDS, tooMany('扩展字段', TYPE_MAX_FIELDS))
      .default([]),
  })
  .superRefine((type, ctx) => {
    const names = type.listSon.map((field) => field.filedName);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', message: MODERATION_TEXTS.fieldNamesRepeat, path: ['listSon'] });
    const ids = type.listSon.flatMap((field) => (field.id === undefined ? [] : [field.id]));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: MODERATION_TEXTS.fieldNotOfType, path: ['listSon'] });
  });
export type ProductTypeRequest = z.input<typeof zProductTypeRequest>;
export type ProductTypeInput = z.output<typeof zProductTypeRequest>;

export const zTypeOrderRequest = z.object({
  /** Every type's id, in the new order. */
  ids: z
    .array(z.number().int('编号不正确').positive('编号不正确').max(MAX_ID, '编号不正确'))
    .min(1, '请给出产品类型的顺序')
    .max(MAX_TYPES, tooMany('产品类型', MAX_TYPES)),
});

export const zRetireTypeRequest = z.object({
  /** The operator has read the warning that the type still has entries. */
  confirm: z.boolean().optional(),
});

// ---------- calls ----------

const OPERATOR = { tag: 'supplyModeration', access: 'operator' } as const;

export const supplyModerationApi = {
  queue: defineEndpoint({
    ...OPERATOR,
    method: 'GET',
    path: '/api/system/supplyDemand/moderation',
    summary: '供需审核列表：供应与求购（按名称或企业搜索，按类型与状态筛选）',
    query: zModerationQuery,
    data: zPageData(zModerationItem),
  }),
  detail: defineEndpoint({
    ...OPERATOR,
    method: 'GET',
    path: '/api/system/supplyDemand/moderation/:kind/:id',
    summary: '供求信息详情（任何状态；全部字段、扩展字段、图片与企业）',
    params: zEntryParam,
    data: zModerationDetail,
  }),
  approve: defineEndpoint({
    ...OPERATOR,
    method: 'POST',
    path: '/api/system/supplyDemand/moderation/approve/:kind/:id',
    summary: '审核通过：待审核 → 已发布（清空原因）',
    params: zEntryParam,
    data: zModerationItem,
  }),
  reject: defineEndpoint({
    ...OPERATOR,
    method: 'POST',
    path: '/api/system/supplyDemand/moderation/reject/:kind/:id',
    summary: '驳回（须填原因）：待审核 → 已驳回',
    params: zEntryParam,
    body: zRejectEntryRequest,
    data: zModerationItem,
  }),
  takeDown: defineEndpoint({
    ...OPERATOR,
    method: 'POST',
    path: '/api/system/supplyDemand/moderation/takeDown/:kind/:id',
    summary: '下架（须填原因）：已发布 → 已下架',
    params: zEntryParam,
    body: zTakeDownRequest,
    data: zModerationItem,
  }),
  types: defineEndpoint({
    ...OPERATOR,
    method: 'GET',
    path: '/api/system/supplyDemand/types',
    summary: '产品类型（含已停用）及扩展字段、使用该类型的信息条数',
    data: z.array(zManagedType),
  }),
  createType: defineEndpoint({
    ...OPERATOR,
    method: 'POST',
    path: '/api/system/supplyDemand/types',
    summary: '新增产品类型及其扩展字段（名称不能重复）',
    body: zProductTypeRequest,
    data: zManagedType,
  }),
  updateType: defineEndpoint({
    ...OPERATOR,
    method: 'PUT',
    path: '/api/system/supplyDemand/types/:id',
    summary: '修改产品类型及其扩展字段（已有填写的字段不能改类型或删除）',
    params: z.object({ id: zId }),
    body: zProductTypeRequest,
    data: zManagedType,
  }),
  orderTypes: defineEndpoint({
    ...OPERATOR,
    method: 'POST',
    path: '/api/system/supplyDemand/types/order',
    summary: '调整产品类型顺序（给出全部类型的编号）',
    body: zTypeOrderRequest,
    data: z.array(zManagedType),
  }),
  retireType: defineEndpoint({
    ...OPERATOR,
    method: 'POST',
    path: '/api/system/supplyDemand/types/retire/:id',
    summary: '停用产品类型：不再用于新发布，已有信息保留；仍有信息时须带 confirm: true',
    params: z.object({ id: zId }),
    body: zRetireTypeRequest,
    data: zManagedType,
  }),
};
