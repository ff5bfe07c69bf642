import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Whether a string anywhere in the value (object keys included) holds U+0000; walked without recursion. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * No input of ours may hold U+0000: PostgreSQL text cannot store it (the statement fails) and
 * SQLite would keep it. Refused as bad input before validation, the same on both engines:
 * answers the error to refuse the request with, or undefined.
 */
export function refusedForNulCharacters(request: FastifyRequest): Error | undefined {
  return holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)
    ? badRequest('请求含有不允许的字符')
    : undefined;
}
