import { z } from 'zod';

/** zod's own message for an absent value; the error handler rewrites it to name the field. */
export const MISSING_VALUE = '缺少必填项';

/**
 * zod's messages in Chinese. Schemas that carry a spec text keep theirs (a schema's own
 * message wins over these global ones).
 */
export function useChineseZodMessages(): void {
  z.config(z.locales.zhCN());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? MISSING_VALUE : undefined,
  });
}
