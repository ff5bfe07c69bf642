import { z } from 'zod';
import { tooLong, tooMany } from './validation.ts';
import { DAY_MESSAGES, DAY_TEXT, isCalendarDay } from './validation-rules.ts';

/**
 * The shapes every domain's calls share: ids, a page of a list, a keyword, a range of China
 * days. A domain's contract imports them from here, never from another domain's module.
 */

/** Ids are database integers: larger numbers name nothing and are refused as input. */
export const MAX_ID = 2_147_483_647;
/** Ids in one request (cart items to order, subscriptions to unsubscribe). */
export const MAX_IDS_PER_REQUEST = 100;
/** The largest page a public list gives. */
export const MAX_PAGE_SIZE = 100;
/** The account-area tables offer 20, 50, 100 and 500 rows a page (spec 002 §9). */
export const TABLE_MAX_PAGE_SIZE = 500;
/** The highest page number a list query takes. */
export const MAX_PAGE = 100_000;

const ID_WRONG = '编号不正确';
/** An id in a path or a query (text in the address). */
export const zId = z.coerce.number<number>().int(ID_WRONG).positive(ID_WRONG).max(MAX_ID, ID_WRONG);
/** `:id` of a path. */
export const zIdParam = z.object({ id: zId });
/** An id in a JSON body. */
export const zBodyId = z.number().int(ID_WRONG).positive(ID_WRONG).max(MAX_ID, ID_WRONG);

/**
 * Ids as the spec's client sends them, comma-joined (`1,2,3`): at most MAX_IDS_PER_REQUEST,
 * each a database id; `wrong` is the message for any other text.
 */
export function zIdListText(field: string, wrong: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, wrong)
    .max(MAX_IDS_PER_REQUEST * 11, tooMany(field, MAX_IDS_PER_REQUEST))
    .refine((text) => text.split(',').length <= MAX_IDS_PER_REQUEST, tooMany(field, MAX_IDS_PER_REQUEST))
    .refine((text) => text.split(',').every((id) => Number(id) <= MAX_ID), wrong);
}

/** The spec's client posts `{}` to some reads that take no input; whatever is sent is ignored. */
export const zIgnoredBody = z.unknown().optional();

export const zSort = z.enum(['desc', 'asc']).default('desc');

/** A search word (spec 000 §3 `keyword`): trimmed, at most 50 characters; empty means none. */
export const zKeyword = z.string().trim().max(50, tooLong('关键词', 50)).optional();

/**
 * `currentPage` and `pageSize` of spec 000 §3, as a list's query takes them (text in the address,
 * numbers after parsing): page 1 and `pageSize` rows unless told otherwise.
 */
export function zPageQuery(options: { pageSize: number; maxPageSize: number }) {
  return z.object({
    currentPage: z.coerce
      .number<number>()
      .int('页码不正确')
      .min(1, '页码不正确')
      .max(MAX_PAGE, '页码不正确')
      .default(1),
    pageSize: z.coerce
      .number<number>()
      .int('每页条数不正确')
      .min(1, '每页条数不正确')
      .max(options.maxPageSize, `每页最多 ${options.maxPageSize} 条`)
      .default(options.pageSize),
  });
}

/** The list query of spec 000 §3 (`keyword, currentPage, pageSize, sort, sidx`). */
export const zListQuery = z.object({
  keyword: z.string().trim().max(50, tooLong('关键词', 50)).optional(),
  currentPage: z.coerce.number<number>().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(MAX_PAGE_SIZE).default(12),
  sort: zSort,
});

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** A calendar day `2026-03-18` (a day of China time when it bounds moments). */
export const zDay = z
  .string()
  .length(10, DAY_MESSAGES.format)
  .regex(DAY_TEXT, DAY_MESSAGES.format)
  .refine(isCalendarDay, DAY_MESSAGES.wrong);

/** `dateFrom` and `dateTo` of a list's date-range filter, both China days, `dateTo` included. */
export const dateRangeFields = { dateFrom: zDay.optional(), dateTo: zDay.optional() };
export const zDateRange = z.object(dateRangeFields);

/** Refuses a date range whose end is before its start (on the `dateTo` field). */
export function checkDateOrder<S extends z.ZodObject>(schema: S): S {
  return schema.refine(
    (range: { dateFrom?: string; dateTo?: string }) =>
      !range.dateFrom || !range.dateTo || range.dateFrom <= range.dateTo,
    { message: '结束日期不能早于开始日期', path: ['dateTo'] },
  ) as S;
}

/**
 * The moments a range of China days covers, as ISO texts comparable with stored times:
 * `from` inclusive, `to` exclusive (the start of the day after `dateTo`).
 */
export function chinaDayBounds(range: { dateFrom?: string | undefined; dateTo?: string | undefined }): {
  from?: string;
  to?: string;
} {
  const start = (day: string) => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;
  return {
    ...(range.dateFrom ? { from: new Date(start(range.dateFrom)).toISOString() } : {}),
    ...(range.dateTo ? { to: new Date(start(range.dateTo) + DAY_MS).toISOString() } : {}),
  };
}
