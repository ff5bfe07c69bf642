import { z } from 'zod';
import { defineEndpoint } from './contract.ts';
import { passesRule } from './validation.ts';

/**
 * The site contract of spec 000 §2.12–§2.13, §3, §5 and 002 §2.12: the online message form,
 * the image captcha and drag slider that guard submissions, platform members and map markers.
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

// The body only bounds sizes and types; the spec's rules and texts come from checkMessageForm,
// so an absent field reads as empty and gets the spec's "请添加…" text.
const formText = (max: number) => z.string().max(max).default('');

export const zContactMessageRequest = z.object({
  name: formText(1_000),
  tel: formText(1_000),
  email: formText(1_000),
  content: formText(10_000),
  captcha: formText(100),
  captchaId: formText(100),
  source: z.enum(MESSAGE_SOURCES).default('AboutUs'),
});
export type ContactMessageRequest = z.input<typeof zContactMessageRequest>;

export const zContactMessageSaved = z.object({ id: z.number().int() });

/** An image captcha: the id to send back with the answer, and the picture as SVG markup. */
export const zCaptchaImage = z.object({ id: z.string(), svg: z.string() });
export type CaptchaImage = z.infer<typeof zCaptchaImage>;

export const zSliderChallenge = z.object({ id: z.string() });
export type SliderChallenge = z.infer<typeof zSliderChallenge>;

/** One sample of the drag: handle offset in px and ms since the drag began. */
export const zSliderPoint = z.object({
  x: z.number().min(-1_000).max(10_000),
  t: z.number().min(0).max(600_000),
});

export const zSliderVerifyRequest = z.object({
  id: z.string().min(1).max(100),
  /** How far the handle can travel (track width minus handle width), in px. */
  distance: z.number().min(SLIDER.handlePx).max(5_000),
  trail: z.array(zSliderPoint).min(1).max(1_000),
});
export type SliderVerifyRequest = z.infer<typeof zSliderVerifyRequest>;

/** A passed slider: the ticket a guarded submission sends (single use, short-lived). */
export const zSliderPass = z.object({ ticket: z.string() });
export type SliderPass = z.infer<typeof zSliderPass>;

export const zPlatformMember = z.object({
  id: z.number().int(),
  name: z.string(),
  /** An image address: a generated SVG as a data URL, or an uploaded file's path. */
  logo: z.string(),
  level: z.string(),
  city: z.string(),
  intro: z.string(),
});
export type PlatformMember = z.infer<typeof zPlatformMember>;

/** A customer map marker (spec 000 §3): position, address, title, icon size and a message. */
export const zMapMarker = z.object({
  id: z.number().int(),
  title: z.string(),
  lng: z.number(),
  lat: z.number(),
  address: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  message: z.string(),
});
export type MapMarker = z.infer<typeof zMapMarker>;

// ---------- Calls ----------

/**
 * The site pages' calls: the message form, members and the map. The operators' list of the
 * messages is 留言管理 (`messagesAdminApi`, messages-admin.ts).
 */
export const siteApi = {
  saveMessage: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/message/save',
    tag: 'messages',
    summary: '在线留言（姓名、电话、邮箱、留言内容与图片验证码；按规范顺序校验）',
    // The form on /AboutUs and /Contact; the image captcha stands guard.
    access: 'visitor',
    body: zContactMessageRequest,
    data: zContactMessageSaved,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/member/list',
    tag: 'members',
    summary: '平台会员单位列表',
    access: 'visitor',
    data: z.array(zPlatformMember),
  }),
  markers: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/map/markers',
    tag: 'maps',
    summary: '客户地图标注点（经纬度、地址、标题、图标尺寸、说明）',
    access: 'visitor',
    data: z.array(zMapMarker),
  }),
};

/** Public: visitors fill the forms these guard. `devImageAnswer` exists only outside production. */
export const captchaApi = {
  image: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/captcha/image',
    tag: 'captcha',
    summary: '获取图片验证码（4 位数字与大写字母，5 分钟内有效，只能使用一次）',
    access: 'visitor',
    data: zCaptchaImage,
  }),
  slider: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/captcha/slider',
    tag: 'captcha',
    summary: '开始一次滑块验证（2 分钟内有效）',
    access: 'visitor',
    data: zSliderChallenge,
  }),
  sliderVerify: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/captcha/slider/verify',
    tag: 'captcha',
    summary: '提交滑块拖动轨迹；通过后返回一次性凭证（2 分钟内随受保护的提交发送）',
    access: 'visitor',
    body: zSliderVerifyRequest,
    data: zSliderPass,
  }),
  devImageAnswer: defineEndpoint({
    method: 'GET',
    path: '/api/dev/captcha/:id',
    tag: 'dev',
    summary: '开发用：读取图片验证码的答案（供浏览器测试；生产环境不存在此接口）',
    access: 'visitor',
    params: z.object({ id: z.string().min(1).max(100) }),
    data: z.object({ answer: z.string() }),
  }),
};
