import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd rule from the shared schema's field: the form shows exactly the message the server
 * would answer (packages/shared/src/certification.ts).
 */
export function fieldRule(schema: z.ZodObject, field: string): FormRule {
  const fieldSchema = schema.shape[field] as z.ZodType | undefined;
  return {
    validator: (_, value: unknown) => {
      if (!fieldSchema) return Promise.resolve();
      const result = fieldSchema.safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
    },
  };
}
