import type { FastifySchemaValidationError } from 'fastify';
import { MISSING_VALUE } from './zod-locale.ts';

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Chinese messages for a failed schema, each naming its field. Messages a schema sets
 * itself (the spec's texts) are kept; zod's defaults are already Chinese (zh-CN locale).
 */
export function describeValidationErrors(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): { msg: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldName(issue.instancePath) || CONTEXT_NAMES[context ?? ''] || '请求';
    fieldErrors[field] ??=
      issue.message === MISSING_VALUE
        ? `${MISSING_VALUE}「${field}」`
        : `「${field}」${issue.message ?? '格式不正确'}`;
  }
  const msg = Object.values(fieldErrors)[0] ?? '请求参数有误';
  return { msg, fieldErrors };
}
