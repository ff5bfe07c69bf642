import { passesRule } from './validation-rules.ts';

/**
 * The site's texts, captcha and slider sizes and the message form's rules, free of zod: the
 * message form of /AboutUs and /Contact checks its values without loading it. site.ts (the
 * contract) re-exports them.
 */

export const SITE_TEXTS = {
  nameRequired: '请添加姓名',
  telRequired: '请添加电话',
  telFormat: '电话格式错误！',
  emailRequired: '请添加邮箱！',
  emailFormat: '邮箱格式错误！',
  contentRequired: '请添加留言内容',
  captchaRequired: '请添加验证码',
  nameTooLong: '姓名不能超过30个字',
  emailTooLong: '邮箱不能超过100个字符',
  contentTooLong: '留言内容不能超过500个字',
  captchaWrong: '验证码错误，请重新输入',
  captchaExpired: '验证码已失效，请刷新验证码后重试',
  captchaTooFrequent: '获取验证码过于频繁，请稍后再试',
  sliderFailed: '验证失败，请重新拖动滑块',
  sliderExpired: '滑块验证已失效，请重新拖动滑块',
  sliderRequired: '请先拖动滑块完成验证',
  sliderPassed: '验证通过',
  sliderPrompt: '请按住滑块，拖动到最右边',
  messageSent: '留言成功，我们会尽快与您联系',
  messageTooFrequent: '留言过于频繁，请稍后再试',
  /** The /AddMessage page's failure line (spec 000 §2.12, §8): the prefix, then the message. */
  operationFailed: '操作失败 : ',
} as const;

/** The image captcha of 002 §2.12: 4 characters of digits and uppercase letters on 100×40. */
export const CAPTCHA = {
  length: 4,
  width: 100,
  height: 40,
  noiseLines: 4,
  dots: 30,
  /** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I, …). */
  characters: '23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
  /** A challenge is answered within this time, once. */
  validMs: 5 * 60_000,
} as const;

/** The drag slider of 002 §2.12: a 40 px handle; success is emitted 100 ms after the end is reached. */
export const SLIDER = {
  handlePx: 40,
  emitDelayMs: 100,
  /** A slider is dragged within this time; a passed slider's ticket is sent within the next. */
  validMs: 2 * 60_000,
  ticketValidMs: 2 * 60_000,
} as const;

export const MESSAGE_LIMITS = { name: 30, tel: 20, email: 100, content: 500 } as const;

/** Mobile: 13, 15, 17 or 18 and 8 more digits (spec 000 §5). */
const MOBILE = /^1[3578]\d{9}$/;
/** Landline: optional area code (0 and 2–3 digits, optional dash), 7–8 digits, optional extension. */
const LANDLINE = /^(?:0\d{2,3}-?)?[2-9]\d{6,7}(?:-\d{1,6})?$/;

export function isMessageTel(value: string): boolean {
  return MOBILE.test(value) || LANDLINE.test(value);
}

export const MESSAGE_FIELDS = ['name', 'tel', 'email', 'content', 'captcha'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

export interface MessageFormValues {
  name: string;
  tel: string;
  email: string;
  content: string;
  captcha: string;
}

export interface MessageFormProblem {
  field: MessageField;
  message: string;
}

/** The message form's rules in the order spec 000 §5 checks them. */
function messageChecks(values: MessageFormValues): [MessageField, boolean, string][] {
  const name = values.name.trim();
  const tel = values.tel.trim();
  const email = values.email.trim();
  const content = values.content.trim();
  const captcha = values.captcha.trim();
  return [
    ['name', name !== '', SITE_TEXTS.nameRequired],
    ['name', name.length <= MESSAGE_LIMITS.name, SITE_TEXTS.nameTooLong],
    ['tel', tel !== '', SITE_TEXTS.telRequired],
    ['tel', tel.length <= MESSAGE_LIMITS.tel && isMessageTel(tel), SITE_TEXTS.telFormat],
    ['email', email !== '', SITE_TEXTS.emailRequired],
    ['email', passesRule('email', email), SITE_TEXTS.emailFormat],
    ['email', email.length <= MESSAGE_LIMITS.email, SITE_TEXTS.emailTooLong],
    ['content', content !== '', SITE_TEXTS.contentRequired],
    ['content', content.length <= MESSAGE_LIMITS.content, SITE_TEXTS.contentTooLong],
    ['captcha', captcha !== '', SITE_TEXTS.captchaRequired],
  ];
}

/**
 * The first failing rule in the spec's order (null when the form may be sent): the server
 * answers it on its field.
 */
export function checkMessageForm(values: MessageFormValues): MessageFormProblem | null {
  const failed = messageChecks(values).find(([, passes]) => !passes);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

/**
 * Every field's first failing rule at once, in the spec's order of fields: the form shows them
 * together, so a user fixes everything in one pass (issue 24).
 */
export function messageFormProblems(values: MessageFormValues): MessageFormProblem[] {
  const problems: MessageFormProblem[] = [];
  for (const [field, passes, message] of messageChecks(values)) {
    if (!passes && !problems.some((problem) => problem.field === field)) problems.push({ field, message });
  }
  return problems;
}

/** Where the form was sent from (both pages carry it). */
export const MESSAGE_SOURCES = ['AboutUs', 'Contact'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];
