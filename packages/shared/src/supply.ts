import { z } from 'zod';
import { zPageData } from './api.ts';
import { MAX_PAGE, zBodyId, zDay, zIdParam, zIgnoredBody } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import {
  BUY_MAX_SUMS,
  extendedSearchProblem,
  FIELD_TYPES,
  SUPPLY_DEFAULT_PAGE_SIZE,
  SUPPLY_PAGE_SIZES,
  SUPPLY_TEXTS,
  sumsMinText,
} from './supply-constants.ts';
import { tooLong } from './validation.ts';
import { DAY_MESSAGES } from './validation-rules.ts';

export * from './supply-constants.ts';

/**
 * The supply-and-demand board (spec 001 §2.1–§2.3, §3, §4.3, §5.2, §5.3, §6, §7.1, §9): product
 * types with their extended fields, supply entries (供应), demand entries (求购), the companies
 * behind them, and buy orders. Answers keep the spec's field names (`supplyEntitys` in lists,
 * `supplyEntity` in a detail, `demandEntity`, `companyEntity`, `listSon`).
 *
 * Only published entries (state 1) are public. A visitor gets company phone and email masked
 * by the server (DESIGN.md); any logged-in caller gets them in full.
 */

/**
 * An entry's state. New and edited entries await moderation; only a published one (001 §7.1
 * `state` 1) is public. A rejected or taken-down entry carries the operator's reason
 * (`reviewRemark`), which its publisher reads; a closed one was closed by its publisher.
 */
export const ENTRY_STATES = defineStatuses([
  { key: 'awaiting', value: 0, label: '待审核', tone: 'warning' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
  { key: 'rejected', value: 2, label: '已驳回', tone: 'danger' },
  { key: 'closed', value: 3, label: '已关闭', tone: 'neutral' },
  { key: 'takenDown', value: 4, label: '已下架', tone: 'danger' },
]);
export const ENTRY_STATE = ENTRY_STATES.byKey;
export type EntryState = (typeof ENTRY_STATES.values)[number];
/** Published: the only state the board shows (001 §7.1 `state` 1). */
export const ENTRY_STATE_PUBLISHED = ENTRY_STATE.published;

// ---------- Answers ----------

/** An extended field of a product type (001 §3 `listSon`). */
export const zTypeField = z.object({
  id: z.number().int(),
  filedName: z.string(),
  filedType: z.enum(FIELD_TYPES),
  /** 1: offered as a search field. */
  fieldQuery: z.number().int(),
  /** 1: shown on cards and the detail. */
  fieldShow: z.number().int(),
});
export type TypeField = z.infer<typeof zTypeField>;

export const zProductType = z.object({
  id: z.number().int(),
  typeName: z.string(),
  listSon: z.array(zTypeField),
});
export type ProductType = z.infer<typeof zProductType>;

/** An entry's value of one extended field (001 §3), with the field's name and type. */
export const zFieldValue = z.object({
  typeSonId: z.number().int(),
  filedName: z.string(),
  filedType: z.enum(FIELD_TYPES),
  fieldShow: z.number().int(),
  fieldString: z.string().nullable(),
  fieldInt: z.number().nullable(),
  /** A day, YYYY-MM-DD. */
  fieldTime: z.string().nullable(),
});
export type FieldValue = z.infer<typeof zFieldValue>;

/** 001 §3 Company. For a visitor `linkPhone` and `comEmail` arrive masked with stars. */
export const zCompany = z.object({
  id: z.number().int(),
  companyName: z.string(),
  comAddress: z.string(),
  linkPhone: z.string(),
  linkMan: z.string(),
  estTime: z.string(),
  comEmail: z.string(),
  comScale: z.string(),
  /** True when phone and email are masked (the caller is a visitor). */
  masked: z.boolean(),
});
export type Company = z.infer<typeof zCompany>;

const entryCommon = {
  proId: z.number().int(),
  proName: z.string(),
  proType: z.number().int(),
  typeName: z.string(),
  /** A day, YYYY-MM-DD, or 长期有效. */
  validityTime: z.string(),
  /** 已截止 (001 §4.3): past the end of the validity day in China time. */
  expired: z.boolean(),
  unit: z.string(),
  location: z.string(),
  listSon: z.array(zFieldValue),
  createTime: z.string(),
  changeTime: z.string(),
  companyId: z.number().int(),
};

/** 001 §3 Supply entry; prices in yuan, null when 面议. */
export const zSupplyEntity = z.object({
  ...entryCommon,
  proPic: z.string(),
  proPrice: z.number().nullable(),
  /** Minimum order. */
  setNum: z.number().int(),
  /** Total supply. */
  proGross: z.number().int(),
  proExplain: z.string(),
  refCount: z.number().int(),
});
export type SupplyEntity = z.infer<typeof zSupplyEntity>;

/** 001 §3 Demand entry; `buyType` 1 is urgent (急). */
export const zDemandEntity = z.object({
  ...entryCommon,
  buyType: z.number().int(),
  buyNumber: z.number().int(),
  buyPrice: z.number().nullable(),
  proDescribe: z.string(),
});
export type DemandEntity = z.infer<typeof zDemandEntity>;

export const zSupplyListItem = z.object({ supplyEntitys: zSupplyEntity, companyEntity: zCompany });
export type SupplyListItem = z.infer<typeof zSupplyListItem>;
export const zDemandListItem = z.object({ demandEntity: zDemandEntity, companyEntity: zCompany });
export type DemandListItem = z.infer<typeof zDemandListItem>;
export const zSupplyDetail = z.object({ supplyEntity: zSupplyEntity, companyEntity: zCompany });
export type SupplyDetail = z.infer<typeof zSupplyDetail>;
export const zDemandDetail = zDemandListItem;
export type DemandDetail = DemandListItem;

/** One category of `getAll`: the latest supply and demand entries of the type. */
export const zCategoryFloor = z.object({
  id: z.number().int(),
  typeName: z.string(),
  supply: z.array(zSupplyListItem),
  demand: z.array(zDemandListItem),
});
export type CategoryFloor = z.infer<typeof zCategoryFloor>;

/** The buy dialog's pre-fill (001 §7.1 getUser): the caller's company, empty texts when unknown. */
export const zBuyerCompany = z.object({
  companyName: z.string(),
  comAddress: z.string(),
  linkMan: z.string(),
  linkPhone: z.string(),
});
export type BuyerCompany = z.infer<typeof zBuyerCompany>;

export const zBuyOrderPlaced = z.object({ id: z.number().int() });

// ---------- Requests ----------

const zRangeEnd = z.union([z.string().trim().max(30, tooLong('范围', 30)), z.number()]);

/**
 * The search of 001 §7.1: proType, state (1), keyword, paging, companyId; for an extended search
 * also `id` (the field) with `keywordson` (文本), `valueHorizon` (数字: [start, end]) or
 * `timeHorizon` (日期: [start day, end day]). The checks of 001 §5.2 are made here, before any
 * query runs; the server then checks the field is a searchable one of that type.
 */
export const zBoardSearch = z
  .object({
    proType: zBodyId.optional(),
    /** Only published entries are public: 1 or nothing. */
    state: z.literal(ENTRY_STATE_PUBLISHED).optional(),
    keyword: z.string().trim().max(50, tooLong('关键词', 50)).optional(),
    currentPage: z.number().int('页码不正确').min(1, '页码不正确').max(MAX_PAGE, '页码不正确').default(1),
    pageSize: z
      .number()
      .int('每页条数不正确')
      .refine(
        (size) => (SUPPLY_PAGE_SIZES as readonly number[]).includes(size),
        '每页条数只能是 10、20、30、40',
      )
      .default(SUPPLY_DEFAULT_PAGE_SIZE),
    companyId: zBodyId.optional(),
    id: zBodyId.optional(),
    keywordson: z.string().trim().max(50, tooLong('关键字', 50)).optional(),
    valueHorizon: z.array(zRangeEnd).max(2, '范围只有开始和结束').optional(),
    timeHorizon: z
      .array(z.string().trim().max(10, DAY_MESSAGES.format))
      .max(2, '日期只有开始和结束')
      .optional(),
  })
  .superRefine((search, ctx) => {
    const problem = extendedSearchProblem(search);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
export type BoardSearch = z.input<typeof zBoardSearch>;
export type BoardSearchQuery = z.output<typeof zBoardSearch>;

/** The buy dialog (001 §5.3); `proId` names the supply entry. */
export const zBuyOrder = z.object({
  proId: zBodyId,
  companyName: z
    .string(SUPPLY_TEXTS.companyNameRequired)
    .trim()
    .min(1, SUPPLY_TEXTS.companyNameRequired)
    .max(50, tooLong('公司名称', 50)),
  /** Taken from the entry; what the client sends is not trusted. */
  productName: z.string().max(100, tooLong('产品名称', 100)).optional(),
  companyAddress: z
    .string(SUPPLY_TEXTS.companyAddressRequired)
    .trim()
    .min(1, SUPPLY_TEXTS.companyAddressRequired)
    .max(200, tooLong('收货地址', 200)),
  phonePeople: z
    .string(SUPPLY_TEXTS.phonePeopleRequired)
    .trim()
    .min(1, SUPPLY_TEXTS.phonePeopleRequired)
    .max(20, tooLong('联系人', 20)),
  phone: z
    .string(SUPPLY_TEXTS.phoneRequired)
    .trim()
    .min(1, SUPPLY_TEXTS.phoneRequired)
    .max(20, tooLong('联系电话', 20))
    .regex(/^[0-9+\-\s]{5,20}$/, SUPPLY_TEXTS.phoneWrong),
  servedTime: z
    .string(SUPPLY_TEXTS.servedTimeRequired)
    .min(1, SUPPLY_TEXTS.servedTimeRequired)
    .max(10, DAY_MESSAGES.format)
    .pipe(zDay),
  sums: z
    .number(SUPPLY_TEXTS.sumsRequired)
    .int(SUPPLY_TEXTS.sumsInteger)
    .min(1, sumsMinText(1))
    .max(BUY_MAX_SUMS, SUPPLY_TEXTS.sumsMax),
  remark: z.string().trim().max(500, tooLong('备注', 500)).optional(),
});
export type BuyOrder = z.input<typeof zBuyOrder>;

// ---------- Quotes on purchase requests (issue 18 item 6; the spec has none) ----------

/** A quote's state: open (editable until the demand closes), accepted, or declined by the buyer accepting another. */
export const QUOTE_STATE = { open: 0, accepted: 1, declined: 2 } as const;
export type QuoteState = (typeof QUOTE_STATE)[keyof typeof QUOTE_STATE];
/** Largest unit price a quote takes, in yuan. */
export const QUOTE_MAX_PRICE = 100_000_000;

export const QUOTE_TEXTS = {
  priceRequired: '请输入单价',
  priceWrong: '单价须大于 0，最多两位小数',
  priceMax: `单价不能超过 ${QUOTE_MAX_PRICE}`,
  quantityRequired: '请输入数量',
  quantityInteger: '数量须为整数',
  quantityRange: `数量须在 1 到 ${BUY_MAX_SUMS} 之间`,
  deliveryRequired: '请选择交货日期',
  validityRequired: '请选择报价有效期',
  dayPast: '日期不能早于今天',
  demandClosed: '该求购已截止或已关闭，不能报价',
  noCompany: '您的企业尚未入驻供需平台，不能报价',
  ownDemand: '不能对本企业的求购报价',
  quoteNotFound: '报价不存在',
  quoteNotOpen: '该报价已处理，不能再采纳',
  saved: '报价成功',
  accepted: '已采纳该报价，求购已关闭',
} as const;

/** The message a seller gets when a buy order arrives on one of its supplies. */
export function buyOrderSms(productName: string, sums: number): string {
  return `【冷链工业互联网平台】您发布的供应「${productName}」收到一笔购买订单，数量 ${sums}，请登录供需发布专区查看买方信息。`;
}

/** A message to each company whose quote the buyer did not accept. */
export function quoteDeclinedSms(demandName: string): string {
  return `【冷链工业互联网平台】您对求购「${demandName}」的报价未被采纳，求购方已选择其他报价，感谢参与。`;
}

const zQuoteDay = (required: string) =>
  z.string(required).min(1, required).max(10, DAY_MESSAGES.format).pipe(zDay);

export const zQuoteRequest = z.object({
  demandId: zBodyId,
  unitPrice: z
    .number(QUOTE_TEXTS.priceRequired)
    .positive(QUOTE_TEXTS.priceWrong)
    .max(QUOTE_MAX_PRICE, QUOTE_TEXTS.priceMax)
    .refine(
      (price) =>
        Number.isInteger(Math.round(price * 100)) && Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      QUOTE_TEXTS.priceWrong,
    ),
  quantity: z
    .number(QUOTE_TEXTS.quantityRequired)
    .int(QUOTE_TEXTS.quantityInteger)
    .min(1, QUOTE_TEXTS.quantityRange)
    .max(BUY_MAX_SUMS, QUOTE_TEXTS.quantityRange),
  deliveryDate: zQuoteDay(QUOTE_TEXTS.deliveryRequired),
  validUntil: zQuoteDay(QUOTE_TEXTS.validityRequired),
  note: z.string().trim().max(500, tooLong('备注', 500)).optional(),
});
export type QuoteRequest = z.input<typeof zQuoteRequest>;

/** A quote with the company that made it (its contacts in full: only the buyer and the quoter read it). */
export const zQuote = z.object({
  id: z.number().int(),
  demandId: z.number().int(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  deliveryDate: z.string(),
  validUntil: z.string(),
  note: z.string(),
  state: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  companyEntity: zCompany,
});
export type Quote = z.infer<typeof zQuote>;

export const zQuoteSort = z.object({
  /** price: cheapest first; delivery: soonest first. */
  sort: z.enum(['price', 'delivery'], '排序只能是 price 或 delivery').default('price'),
});

// ---------- Calls ----------

const VISITOR_READ = { tag: 'supply', access: 'visitor' } as const;

/** The board's calls (001 §7.1), under the spec's paths. */
export const supplyApi = {
  demandPage: defineEndpoint({
    ...VISITOR_READ,
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/front/demandPage',
    summary: '求购信息分页（已发布；关键词或扩展字段搜索；访客看到的联系方式已打码）',
    body: zBoardSearch,
    data: zPageData(zDemandListItem),
  }),
  supplyPage: defineEndpoint({
    ...VISITOR_READ,
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/front/supplyPage',
    summary: '供应信息分页（已发布；关键词或扩展字段搜索；访客看到的联系方式已打码）',
    body: zBoardSearch,
    data: zPageData(zSupplyListItem),
  }),
  demandDetail: defineEndpoint({
    ...VISITOR_READ,
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/demComById/:id',
    summary: '求购详情与发布企业',
    params: zIdParam,
    data: zDemandDetail,
  }),
  supplyDetail: defineEndpoint({
    ...VISITOR_READ,
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/SupplyComById/:id',
    summary: '供应详情与发布企业',
    params: zIdParam,
    data: zSupplyDetail,
  }),
  types: defineEndpoint({
    ...VISITOR_READ,
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/getAllType',
    summary: '产品类型及其扩展字段',
    data: z.array(zProductType),
  }),
  floors: defineEndpoint({
    ...VISITOR_READ,
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/getAll',
    summary: '按产品类型分组的最新供应与求购（键为类型编号）',
    data: z.record(z.string(), zCategoryFloor),
  }),
  recommended: defineEndpoint({
    ...VISITOR_READ,
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/recommendCompanies',
    summary: '推荐供应商',
    data: z.array(zCompany),
  }),
  addOrder: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/addOrder',
    tag: 'supply',
    summary: '对一条未截止的已发布供应下购买订单',
    access: 'certified',
    body: zBuyOrder,
    data: zBuyOrderPlaced,
  }),
  buyer: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/getUser',
    tag: 'supply',
    summary: '当前用户的企业信息（购买对话框预填）',
    access: 'certified',
    data: zBuyerCompany,
  }),
  saveQuote: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/quote',
    tag: 'supply',
    summary: '对一条未截止的求购报价（每家企业一条，求购关闭前可修改）',
    access: ['tenant', 'developer'],
    body: zQuoteRequest,
    data: zQuote,
  }),
  myQuote: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/quote/mine/:id',
    tag: 'supply',
    summary: '本企业对某条求购的报价（没有时为 null）',
    access: ['tenant', 'developer'],
    params: zIdParam,
    data: zQuote.nullable(),
  }),
  demandQuotes: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/demandQuotes/:id',
    tag: 'supply',
    summary: '本企业一条求购收到的报价（按价格或交货日期排序）',
    access: ['tenant', 'developer'],
    params: zIdParam,
    query: zQuoteSort,
    data: z.array(zQuote),
  }),
  acceptQuote: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/supplyDemand/quote/accept/:id',
    tag: 'supply',
    summary: '采纳一条报价：其余报价被告知未采纳，求购关闭',
    access: ['tenant', 'developer'],
    params: zIdParam,
    body: zIgnoredBody,
    data: zQuote,
  }),
};
