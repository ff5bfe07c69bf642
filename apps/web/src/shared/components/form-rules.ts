import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { passesRule, RULE_MESSAGES } from '@portal/shared/validation';
import type { FormRule } from 'antd';

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
