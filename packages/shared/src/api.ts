import { z } from 'zod';
import { defineEndpoint } from './contract.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

/** The envelope every API answer uses: `{ code, msg, data }` with code 200 on success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface PageData<T> {
  list: T[];
  pagination: Pagination;
}

export const zPagination = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** `data` of a list answer: one page of items and where it sits. */
export function zPageData<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: zPagination });
}

export function zPageEnvelope<T extends z.ZodType>(item: T) {
  return zEnvelope(zPageData(item));
}

/**
 * Error answers carry no data, or the per-field messages of a failed validation, and the
 * reason as an error code (`errors.ts`) for the client to decide by.
 */
export const zErrorEnvelope = zEnvelope(
  z.object({ fieldErrors: z.record(z.string(), z.string()) }).nullable(),
).extend({ errorCode: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]) });

export const zHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgresql']),
});
export type Health = z.infer<typeof zHealth>;

export const healthApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tag: 'system',
    summary: '健康检查：服务与数据库是否可用',
    access: 'visitor',
    data: zHealth,
  }),
};
