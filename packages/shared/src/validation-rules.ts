// The form rules' patterns, checks and texts, free of zod: a public page's form (the message form
// of /AboutUs and /Contact) checks its values without loading it. validation.ts builds its
// schemas on these and re-exports them.
/**
 * The named validation rules of spec 000 §5. Like the spec's rules, each lets an empty
 * value pass: whether a field is required is a separate rule with its own message.
 */

export const RULE_MESSAGES = {
  phone: '请正确输入您的手机号',
  password: '6-16位字符的密码（数字和字母组成）',
  strongPassword: '6-16位字符的密码（须包含数字、字母和特殊字符）',
  nationalId: '请正确输入您的身份证号码',
  email: '请正确输入您的邮箱地址',
  account: '只能输入数字英文',
  tenantCode: '请输入2-11位的数字英文',
  code: '只能输入字母、数字和点，且点不能在首尾',
  databaseName: '数据库名称长度2~100，只能包含字母、数字、-和_，且不能以-或_开头或结尾',
  licencePlate: '请正确输入车牌号',
  chineseOnly: '只能输入中文',
  plainName: '不能包含特殊字符',
  digitsOnly: '只能输入数字',
  halfStepDuration: '时长只能是整数或半数（如 1、1.5）',
  positiveInteger: '请输入正整数',
  socialCreditCode: '请正确输入统一社会信用代码',
} as const;

const PATTERNS = {
  phone: /^1[3-9]\d{9}$/,
  password: /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{6,16}$/,
  strongPassword: /^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z\d\s])[^\s]{6,16}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  account: /^[A-Za-z0-9]+$/,
  tenantCode: /^[A-Za-z][A-Za-z0-9]{1,10}$/,
  code: /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/,
  databaseName: /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,98}[A-Za-z0-9])$/,
  licencePlate:
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{4}[挂学警])$/,
  chineseOnly: /^[\u4e00-\u9fa5]+$/,
  plainName: /^[\u4e00-\u9fa5A-Za-z0-9·\s]+$/,
  digitsOnly: /^\d+$/,
  halfStepDuration: /^(?:0\.5|[1-9]\d*(?:\.[05])?)$/,
  positiveInteger: /^[1-9]\d*$/,
} as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * Mainland resident id (GB 11643): 18 characters, a plausible birth date (a real day, from
 * 1800 on, not after today), ISO 7064 check digit.
 */
export function isNationalId(value: string, today: Date = new Date()): boolean {
  if (!/^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/.test(value))
    return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  if (date.getTime() > today.getTime()) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17]?.toUpperCase();
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code (GB 32100-2015): 18 characters with a mod-31 check character. */
export function isSocialCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  const sum = CREDIT_WEIGHTS.reduce(
    (acc, weight, i) => acc + weight * CREDIT_CHARS.indexOf(value[i] as string),
    0,
  );
  const check = CREDIT_CHARS[(31 - (sum % 31)) % 31];
  return check === value[17];
}

export type RuleName = keyof typeof RULE_MESSAGES;

const TESTS: Record<RuleName, (value: string) => boolean> = {
  ...(Object.fromEntries(
    Object.entries(PATTERNS).map(([name, pattern]) => [name, (value: string) => pattern.test(value)]),
  ) as Record<keyof typeof PATTERNS, (value: string) => boolean>),
  nationalId: (value) => isNationalId(value),
  socialCreditCode: isSocialCreditCode,
};

/** True when the value passes the named rule (an empty value always passes). */
export function passesRule(name: RuleName, value: string): boolean {
  return value === '' || TESTS[name](value);
}

/** A calendar day's text, `2026-03-18` (zDay in common.ts, and checks made without zod). */
export const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MESSAGES = { format: '日期格式应为 YYYY-MM-DD', wrong: '日期不正确' } as const;

/** True for a day of the calendar (not 2026-02-30), given a text of DAY_TEXT's shape. */
export function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** What is wrong with a day's text, as zDay says it; null for a good day. */
export function dayProblem(text: string): string | null {
  if (text.length !== 10 || !DAY_TEXT.test(text)) return DAY_MESSAGES.format;
  return isCalendarDay(text) ? null : DAY_MESSAGES.wrong;
}
