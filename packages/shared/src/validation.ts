import { z } from 'zod';
import { passesRule, RULE_MESSAGES, type RuleName } from './validation-rules.ts';

export * from './validation-rules.ts';

function rule(name: RuleName) {
  return z.string().refine((value) => passesRule(name, value), RULE_MESSAGES[name]);
}

export const rules = {
  phone: rule('phone'),
  password: rule('password'),
  strongPassword: rule('strongPassword'),
  nationalId: rule('nationalId'),
  email: rule('email'),
  account: rule('account'),
  tenantCode: rule('tenantCode'),
  code: rule('code'),
  databaseName: rule('databaseName'),
  licencePlate: rule('licencePlate'),
  chineseOnly: rule('chineseOnly'),
  plainName: rule('plainName'),
  digitsOnly: rule('digitsOnly'),
  halfStepDuration: rule('halfStepDuration'),
  positiveInteger: rule('positiveInteger'),
  socialCreditCode: rule('socialCreditCode'),
} satisfies Record<RuleName, z.ZodType<string>>;

/** The message of a length ceiling, naming the field: 关键词最多 50 个字符. */
export const tooLong = (field: string, max: number) => `${field}最多 ${max} 个字符`;
/** The message of an item ceiling, naming the field: 应用编号最多 100 个. */
export const tooMany = (field: string, max: number) => `${field}最多 ${max} 个`;

/** The records built by `boundedRecord`: the input-limit walk (input-limits.ts) accepts these only. */
export const BOUNDED_RECORDS = new WeakSet<object>();

/**
 * Name-to-value pairs of at most `max` entries (zod's records have no entry ceiling of their
 * own), each key and value bounded by its schema.
 */
export function boundedRecord<K extends z.ZodType<string>, V extends z.ZodType>(
  key: K,
  value: V,
  max: number,
  field: string,
) {
  const schema = z
    .record(key, value)
    .refine((record) => Object.keys(record).length <= max, tooMany(field, max));
  BOUNDED_RECORDS.add(schema);
  return schema;
}
