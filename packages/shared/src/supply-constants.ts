import { dayProblem } from './validation-rules.ts';

/**
 * The supply-and-demand board's sizes, kinds and texts and its search's checks (001 §5.2), free
 * of zod: the board's public pages show and check them without loading it. supply.ts (the
 * contract) re-exports them and builds its search schema on the same checks.
 */

/** Latest entries under the home's tabs, cards per floor, floors in the quick-jump list (001 §9). */
export const SUPPLY_HOME_LIST_SIZE = 8;
export const SUPPLY_FLOOR_SIZE = 8;
export const SUPPLY_MAX_FLOORS = 8;
/** Search page sizes (001 §9). */
export const SUPPLY_PAGE_SIZES = [10, 20, 30, 40] as const;
export const SUPPLY_DEFAULT_PAGE_SIZE = 10;
/** The search page scrolls back up after a search when it is below this (001 §9). */
export const SUPPLY_JUMP_BACK_PX = 640;
/** Largest buy quantity (001 §9). */
export const BUY_MAX_SUMS = 1_000_000;
/** Recommended suppliers on the home page. */
export const RECOMMENDED_SUPPLIERS = 6;
/** Extended field types (001 §3, §9). */
export const FIELD_TYPES = ['文本', '数字', '日期'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The `active` tab of supplySearch and the `type` of supplyDetail: 0 demand (求购), 1 supply (供应). */
export const BOARD_KIND = { demand: 0, supply: 1 } as const;
export type BoardKind = (typeof BOARD_KIND)[keyof typeof BOARD_KIND];

export const SUPPLY_TEXTS = {
  // spec 001 §2, §5, §6, §8 (exact)
  purchaseTab: '企业采购',
  supplyTab: '产品供应',
  demandTab: '求购',
  supplyKindTab: '供应',
  urgent: '急',
  more: '更多',
  publish: '我要发布',
  all: '全部',
  loading: '加载中...',
  noData: '暂无数据~',
  loginToSee: '请先登录',
  expired: '已截止',
  longTerm: '长期有效',
  unpublishableRole: '请登录【租户、开发者】角色账号',
  keywordRequired: '请输入关键字',
  rangeStartRequired: '请输入范围开始',
  rangeEndRequired: '请输入范围结束',
  startDateRequired: '请输入开始日期',
  endDateRequired: '请输入结束日期',
  companyNameRequired: '请输入公司名称',
  companyAddressRequired: '请输入收货地址',
  phonePeopleRequired: '请输入联系人',
  phoneRequired: '请输入联系电话',
  servedTimeRequired: '请选择送达时间',
  sumsRequired: '请输入购买数量',
  orderPlaced: '下单成功',
  // our own texts for rules the spec states without one
  rangeNotNumber: '范围须为数字',
  rangeReversed: '范围开始不能大于范围结束',
  dateReversed: '结束日期不能早于开始日期',
  searchWayRequired: '请选择搜索条件',
  searchWayWrong: '该字段不能按此条件搜索',
  fieldNotFound: '该扩展字段不存在或不可搜索',
  sumsInteger: '购买数量须为整数',
  sumsMax: `购买数量不能超过 ${BUY_MAX_SUMS}`,
  phoneWrong: '请正确输入联系电话',
  servedTimePast: '送达时间不能早于今天',
  supplyNotFound: '该供应信息不存在或未发布',
  demandNotFound: '该求购信息不存在或未发布',
  supplyExpired: '该供应信息已截止，不能下单',
  disclaimer:
    '免责声明：本平台展示的供求信息由发布企业提供，平台不对其真实性、准确性作任何保证，交易前请核实对方资质并谨慎交易。',
  recommended: '推荐供应商',
  buy: '立即购买',
  buyTitle: '购买',
  companyInfo: '企业信息',
  productInfo: '产品信息',
  purchaseInfo: '采购信息',
} as const;

/** 购买数量不能少于起订量 5: the entry's minimum order. */
export function sumsMinText(setNum: number): string {
  return `购买数量不能少于起订量 ${setNum}`;
}

/** The matching rule, shown on a demand's detail and in the publishing area (issue 18 item 9). */
export const SUPPLY_MATCH_RULE =
  '匹配规则：同一产品类型、未截止；求购填写的数字参数相差不超过 20%、日期参数相差不超过 30 天，吻合的参数越多越靠前，其次差距越小、价格越低越靠前。';

/** A range end as a number: a plain decimal (no exponent, no hex), else null. */
export function rangeNumber(text: string): number | null {
  if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(text)) return null;
  return Number(text);
}

/** The part of a search that names an extended field and its value (001 §7.1). */
export interface ExtendedSearch {
  id?: number | undefined;
  keywordson?: string | undefined;
  valueHorizon?: readonly (string | number)[] | undefined;
  timeHorizon?: readonly string[] | undefined;
}

/**
 * The checks of 001 §5.2 on a search by an extended field: its keyword (文本), its number range
 * (数字) or its date range (日期), each with the spec's message and the field it names; null when
 * the search passes them (or names no field).
 */
export function extendedSearchProblem(
  search: ExtendedSearch,
): { message: string; path: 'id' | 'keywordson' | 'valueHorizon' | 'timeHorizon' } | null {
  if (search.id === undefined) return null;
  if (search.keywordson !== undefined) {
    return search.keywordson.trim() ? null : { message: SUPPLY_TEXTS.keywordRequired, path: 'keywordson' };
  }
  if (search.valueHorizon !== undefined) {
    const fail = (message: string) => ({ message, path: 'valueHorizon' as const });
    const [start, end] = search.valueHorizon.map((value) => String(value).trim());
    if (!start) return fail(SUPPLY_TEXTS.rangeStartRequired);
    if (!end) return fail(SUPPLY_TEXTS.rangeEndRequired);
    const from = rangeNumber(start);
    const to = rangeNumber(end);
    if (from === null || to === null) return fail(SUPPLY_TEXTS.rangeNotNumber);
    return from > to ? fail(SUPPLY_TEXTS.rangeReversed) : null;
  }
  if (search.timeHorizon !== undefined) {
    const fail = (message: string) => ({ message, path: 'timeHorizon' as const });
    const [start, end] = search.timeHorizon.map((day) => day.trim());
    if (!start) return fail(SUPPLY_TEXTS.startDateRequired);
    if (!end) return fail(SUPPLY_TEXTS.endDateRequired);
    for (const day of [start, end]) {
      const problem = dayProblem(day);
      if (problem) return fail(problem);
    }
    return start > end ? fail(SUPPLY_TEXTS.dateReversed) : null;
  }
  return { message: SUPPLY_TEXTS.searchWayRequired, path: 'id' };
}
