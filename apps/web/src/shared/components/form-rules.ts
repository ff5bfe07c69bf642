import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { passesRule, RULE_MESSAGES } from '@portal/shared/validation';
import type { FormRule } from 'antd';
import type { z } from 'zod';

type NamedRule = Parameters<typeof passesRule>[0];

/**
 * Ant Design form rules for the named rules of spec 000 §5. Like the spec's rules, an
 * empty value passes: whether a field is required is a separate rule with its own text.
 */
export function namedRule(name: NamedRule): FormRule {
  return {
    validator: (_, value: unknown) =>
      typeof value !== 'string' || passesRule(name, value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(RULE_MESSAGES[name])),
  };
}

/** The confirmation field equals the field it confirms (spec 000 §5: 两次密码不一样,请重新输入). */
export function sameAs(field: string): FormRule {
  return (form) => ({
    validator: (_, value: unknown) =>
      !value || value === form.getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(ACCOUNT_TEXTS.passwordsDiffer)),
  });
}

/**
 * An Ant Design form rule from the contract's zod schema of the field (`zRejectRequest.shape.
 * examineRemake`): the form shows the same Chinese message the server would answer. An empty
 * field is read as missing first, then as empty text, so a required text says its own message
 * rather than zod's type error. Mark the Form.Item `required` for the asterisk.
 */
export function fieldRule(schema: z.ZodType): FormRule {
  return {
    validator: (_, value: unknown) => {
      const empty = value === undefined || value === null || value === '';
      let result = schema.safeParse(empty ? undefined : value);
      if (!result.success && empty) result = schema.safeParse('');
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(result.error.issues[0]?.message ?? '输入不正确'));
    },
  };
}
