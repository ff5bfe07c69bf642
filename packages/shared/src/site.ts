import { z } from 'zod';
import { defineEndpoint } from './contract.ts';
import { MESSAGE_SOURCES, SLIDER } from './site-constants.ts';

export * from './site-constants.ts';

/**
 * The site contract of spec 000 §2.12–§2.13, §3, §5 and 002 §2.12: the online message form,
 * the image captcha and drag slider that guard submissions, platform members and map markers.
 */

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
