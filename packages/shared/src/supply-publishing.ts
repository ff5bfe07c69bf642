import { z } from 'zod';
import { zPageData } from './api.ts';
import { zBodyId, zDay, zIdParam, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import {
  BUY_MAX_SUMS,
  ENTRY_STATES,
  QUOTE_MAX_PRICE,
  SUPPLY_MATCH_RULE,
  zDemandListItem,
  zQuote,
  zSupplyListItem,
} from './supply.ts';
import { RULE_MESSAGES, rules, tooLong, tooMany } from './validation.ts';

/**
 * The publishing area (我要发布, 001 §6; issue 18 items 7 and 9): the spec's separate
 * business-to-business site, built in and reached by the single-use-code handover. A certified
 * tenant or developer keeps its company's board profile, creates, edits and closes its supply
 * and demand entries (each new or edited one waits for moderation), reads the buy orders and
 * quotes it received with the other party's details in full, and the open demands that fit its
 * supplies. Everything here is the caller's own company's, nothing else.
 */

export const PUBLISH_TEXTS = {
  noCompany: '请先完善企业信息，再发布供求',
  companySaved: '企业信息已保存',
  saved: '已提交，等待平台审核',
  closed: '已关闭',
  notYours: '该信息不存在或不属于本企业',
  notEditable: '该信息已关闭，不能修改',
  alreadyClosed: '该信息已关闭',
  typeUnknown: '请选择产品类型',
  typeRetired: '该产品类型已停用，请选择其他类型',
  fieldUnknown: '扩展字段不属于所选产品类型',
  fieldNumber: '须为数字',
  fieldDay: '须为日期 YYYY-MM-DD',
  pictureNotYours: '图片不存在或不是本账号上传的，请重新上传',
  validityPast: '有效期不能早于今天',
  proNameRequired: '请输入产品名称',
  unitRequired: '请输入单位',
  locationRequired: '请输入所在地',
  setNumRange: `起订量须为 1 到 ${BUY_MAX_SUMS} 的整数`,
  proGrossRange: `供应总量须为 1 到 ${BUY_MAX_SUMS} 的整数`,
  buyNumberRange: `求购数量须为 1 到 ${BUY_MAX_SUMS} 的整数`,
  priceWrong: '价格须大于 0，最多两位小数，不填为面议',
  priceMax: `价格不能超过 ${QUOTE_MAX_PRICE}`,
  companyNameRequired: '请输入企业名称',
  comAddressRequired: '请输入企业地址',
  linkManRequired: '请输入联系人',
  estTimeRequired: '请选择成立日期',
  comScaleRequired: '请选择企业规模',
  matchRule: SUPPLY_MATCH_RULE,
} as const;

/** Company scales offered by the profile form. */
export const COMPANY_SCALES = ['20人以下', '20-99人', '100-499人', '500-999人', '1000人以上'] as const;
/** Matching (item 9): a number within this share of the demand's, a day within this many days. */
export const MATCH_NUMBER_TOLERANCE = 0.2;
export const MATCH_DAY_TOLERANCE = 30;
/** Fitting supplies listed on a demand's detail; fitting demands in the publishing area. */
export const MATCH_LIMIT = 10;
export const MATCHES_FOR_PUBLISHER = 30;

const required = (message: string, max: number, field: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong(field, max));

/** The company the caller publishes for (001 §3 Company), in full. */
export const zCompanyProfile = z.object({
  companyName: required(PUBLISH_TEXTS.companyNameRequired, 50, '企业名称'),
  comAddress: required(PUBLISH_TEXTS.comAddressRequired, 200, '企业地址'),
  linkMan: required(PUBLISH_TEXTS.linkManRequired, 20, '联系人'),
  linkPhone: z
    .string(RULE_MESSAGES.phone)
    .trim()
    .min(1, RULE_MESSAGES.phone)
    .max(11, RULE_MESSAGES.phone)
    .pipe(rules.phone),
  comEmail: z
    .string(RULE_MESSAGES.email)
    .trim()
    .min(1, RULE_MESSAGES.email)
    .max(100, tooLong('邮箱', 100))
    .pipe(rules.email),
  estTime: z
    .string(PUBLISH_TEXTS.estTimeRequired)
    .min(1, PUBLISH_TEXTS.estTimeRequired)
    .max(10, '日期格式应为 YYYY-MM-DD')
    .pipe(zDay),
  comScale: z.enum(COMPANY_SCALES, PUBLISH_TEXTS.comScaleRequired),
});
export type CompanyProfile = z.input<typeof zCompanyProfile>;

/** The profile as stored, or a pre-fill from the account (`saved` false) before the first save. */
export const zPublisherCompany = z.object({
  saved: z.boolean(),
  profile: z.object({
    companyName: z.string(),
    comAddress: z.string(),
    linkMan: z.string(),
    linkPhone: z.string(),
    comEmail: z.string(),
    estTime: z.string(),
    comScale: z.string(),
  }),
});
export type PublisherCompany = z.infer<typeof zPublisherCompany>;

export const ENTRY_KINDS = ['supply', 'demand'] as const;
export const zEntryKind = z.enum(ENTRY_KINDS, '信息类别只能是供应或求购');
export type EntryKindName = z.infer<typeof zEntryKind>;

/** An extended value as the form sends it: text for every type; the server reads it by the field's type. */
const zEntryValue = z.object({
  typeSonId: zBodyId,
  value: z.string().trim().max(100, tooLong('扩展字段', 100)),
});

const zPrice = z
  .number(PUBLISH_TEXTS.priceWrong)
  .positive(PUBLISH_TEXTS.priceWrong)
  .max(QUOTE_MAX_PRICE, PUBLISH_TEXTS.priceMax)
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, PUBLISH_TEXTS.priceWrong)
  .nullable();
const zCount = (message: string) => z.number(message).int(message).min(1, message).max(BUY_MAX_SUMS, message);

const entryFields = {
  /** Present: edit that entry; absent: a new one. */
  id: zBodyId.optional(),
  proType: zBodyId,
  proName: required(PUBLISH_TEXTS.proNameRequired, 50, '产品名称'),
  unit: required(PUBLISH_TEXTS.unitRequired, 10, '单位'),
  location: required(PUBLISH_TEXTS.locationRequired, 50, '所在地'),
  /** The last valid day (China time); null is 长期有效. */
  validityTime: z.string().max(10, '日期格式应为 YYYY-MM-DD').pipe(zDay).nullable(),
  values: z.array(zEntryValue).max(30, tooMany('扩展字段', 30)),
};

export const zSupplyForm = z.object({
  ...entryFields,
  /** A picture uploaded by the caller (`/api/tenant/upload`), or '' for none. */
  proPic: z.string().trim().max(200, tooLong('产品图片', 200)),
  proPrice: zPrice,
  setNum: zCount(PUBLISH_TEXTS.setNumRange),
  proGross: zCount(PUBLISH_TEXTS.proGrossRange),
  proExplain: z.string().trim().max(1000, tooLong('产品说明', 1000)),
});
export type SupplyForm = z.input<typeof zSupplyForm>;

export const zDemandForm = z.object({
  ...entryFields,
  urgent: z.boolean(),
  buyNumber: zCount(PUBLISH_TEXTS.buyNumberRange),
  buyPrice: zPrice,
  proDescribe: z.string().trim().max(1000, tooLong('采购说明', 1000)),
});
export type DemandForm = z.input<typeof zDemandForm>;

/** One of the caller's entries in the area's lists. */
export const zMyEntry = z.object({
  id: z.number().int(),
  kind: zEntryKind,
  proName: z.string(),
  typeName: z.string(),
  state: ENTRY_STATES.schema,
  /** The operator's reason for a rejection or a take-down. */
  reviewRemark: z.string(),
  validityTime: z.string(),
  expired: z.boolean(),
  changeTime: z.string(),
  /** Buy orders received (a supply) or quotes received (a demand). */
  responses: z.number().int(),
});
export type MyEntry = z.infer<typeof zMyEntry>;

export const zMyEntriesQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  kind: zEntryKind.default('supply'),
  keyword: zKeyword,
  state: ENTRY_STATES.query('状态不正确').optional(),
});
export type MyEntriesQuery = z.input<typeof zMyEntriesQuery>;

/** An entry as its form edits it. */
export const zEditableEntry = z.discriminatedUnion('kind', [
  zSupplyForm.extend({ kind: z.literal('supply'), id: z.number().int(), state: ENTRY_STATES.schema }),
  zDemandForm.extend({ kind: z.literal('demand'), id: z.number().int(), state: ENTRY_STATES.schema }),
]);
export type EditableEntry = z.infer<typeof zEditableEntry>;

export const zEntryRef = z.object({ kind: zEntryKind, id: zBodyId });
export const zEntryParams = z.object({ kind: zEntryKind, id: zIdParam.shape.id });

/** A buy order received on one of the caller's supplies, with the buyer's details in full. */
export const zReceivedOrder = z.object({
  id: z.number().int(),
  supplyId: z.number().int(),
  productName: z.string(),
  companyName: z.string(),
  companyAddress: z.string(),
  phonePeople: z.string(),
  phone: z.string(),
  servedTime: z.string(),
  sums: z.number().int(),
  remark: z.string(),
  createTime: z.string(),
});
export type ReceivedOrder = z.infer<typeof zReceivedOrder>;

export const zReceivedQuote = zQuote.extend({ demandName: z.string() });
export type ReceivedQuote = z.infer<typeof zReceivedQuote>;

const zResponsesQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({ keyword: zKeyword });

/** A demand that fits one of the caller's supplies. */
export const zDemandMatch = zDemandListItem.extend({
  supplyId: z.number().int(),
  supplyName: z.string(),
  /** Extended values that fit, of those the demand states. */
  fitting: z.number().int(),
  stated: z.number().int(),
});
export type DemandMatch = z.infer<typeof zDemandMatch>;

export const zSupplyMatch = zSupplyListItem.extend({
  fitting: z.number().int(),
  stated: z.number().int(),
});
export type SupplyMatch = z.infer<typeof zSupplyMatch>;

const PUBLISHER = { tag: 'supply', access: ['tenant', 'developer'] } as const;
const AREA = '/api/portalWeb/supplyDemand/publish';

export const supplyPublishingApi = {
  company: defineEndpoint({
    ...PUBLISHER,
    method: 'GET',
    path: `${AREA}/company`,
    summary: '本企业在供需平台的企业信息（尚未保存时为账号信息的预填）',
    data: zPublisherCompany,
  }),
  saveCompany: defineEndpoint({
    ...PUBLISHER,
    method: 'PUT',
    path: `${AREA}/company`,
    summary: '保存本企业在供需平台的企业信息',
    body: zCompanyProfile,
    data: zPublisherCompany,
  }),
  entries: defineEndpoint({
    ...PUBLISHER,
    method: 'GET',
    path: `${AREA}/entries`,
    summary: '本企业发布的供应或求购（含审核状态与驳回原因）',
    query: zMyEntriesQuery,
    data: zPageData(zMyEntry),
  }),
  entry: defineEndpoint({
    ...PUBLISHER,
    method: 'GET',
    path: `${AREA}/entries/:kind/:id`,
    summary: '本企业的一条供应或求购（编辑用）',
    params: zEntryParams,
    data: zEditableEntry,
  }),
  saveSupply: defineEndpoint({
    ...PUBLISHER,
    method: 'POST',
    path: `${AREA}/supply`,
    summary: '新建或修改一条供应（提交后等待审核）',
    body: zSupplyForm,
    data: zEntryRef,
  }),
  saveDemand: defineEndpoint({
    ...PUBLISHER,
    method: 'POST',
    path: `${AREA}/demand`,
    summary: '新建或修改一条求购（提交后等待审核）',
    body: zDemandForm,
    data: zEntryRef,
  }),
  close: defineEndpoint({
    ...PUBLISHER,
    method: 'POST',
    path: `${AREA}/close`,
    summary: '关闭本企业的一条供应或求购',
    body: zEntryRef,
    data: zEntryRef,
  }),
  orders: defineEndpoint({
    ...PUBLISHER,
    method: 'GET',
    path: `${AREA}/orders`,
    summary: '本企业供应收到的购买订单（买方信息完整）',
    query: zResponsesQuery,
    data: zPageData(zReceivedOrder),
  }),
  quotes: defineEndpoint({
    ...PUBLISHER,
    method: 'GET',
    path: `${AREA}/quotes`,
    summary: '本企业求购收到的报价（报价方信息完整）',
    query: zResponsesQuery,
    data: zPageData(zReceivedQuote),
  }),
  matches: defineEndpoint({
    ...PUBLISHER,
    method: 'GET',
    path: `${AREA}/matches`,
    summary: '与本企业已发布供应相匹配的未截止求购（按吻合程度排序）',
    data: z.array(zDemandMatch),
  }),
};

/** A published supply's picture, readable by anyone (the file itself is the publisher's upload). */
export const SUPPLY_PICTURE_PATH = '/api/portalWeb/supplyDemand/picture/';

/** The board's public additions: a demand's fitting supplies, and published pictures. */
export const supplyPublicApi = {
  demandMatches: defineEndpoint({
    tag: 'supply',
    access: 'visitor',
    method: 'GET',
    path: '/api/portalWeb/supplyDemand/front/demandMatches/:id',
    summary: '与一条求购相匹配的已发布供应（按吻合程度排序；访客看到的联系方式已打码）',
    params: zIdParam,
    data: z.array(zSupplyMatch),
  }),
  picture: defineEndpoint({
    tag: 'supply',
    access: 'visitor',
    method: 'GET',
    path: `${SUPPLY_PICTURE_PATH}:name`,
    summary: '供应的产品图片（仅已发布供应的图片公开；发布者与运营者可看未发布的）',
    kind: 'file',
    params: z.object({
      name: z
        .string()
        .max(100, '文件名不正确')
        .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
    }),
    data: z.null(),
  }),
};
