import { z } from 'zod';
import { ACCOUNT_TEXTS, CERTIFICATION_STATUS, HANDOVER_TARGETS, ROLES } from './accounts-constants.ts';
import { zPageData } from './api.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PIXELS, IMAGE_MAX_BYTES } from './uploads.ts';
import { RULE_MESSAGES, rules, tooLong } from './validation.ts';

export * from './accounts-constants.ts';

/**
 * The accounts contract (spec 000 §3, §4, §7; 002 §4, §7.4): request and response shapes
 * used by the forms and by the routes.
 */

/**
 * Certification status as data (`CERTIFICATION_STATUS` in accounts-constants.ts names the values
 * without zod, for the first screen): the labels are the operator's review desk's (the
 * applicant's own page has the spec's sentences).
 */
export const CERTIFICATION_STATUSES = defineStatuses([
  { key: 'incomplete', value: CERTIFICATION_STATUS.incomplete, label: '未提交', tone: 'neutral' },
  { key: 'reviewing', value: CERTIFICATION_STATUS.reviewing, label: '待审核', tone: 'info' },
  { key: 'approved', value: CERTIFICATION_STATUS.approved, label: '已通过', tone: 'success' },
  { key: 'rejected', value: CERTIFICATION_STATUS.rejected, label: '未通过', tone: 'danger' },
]);
export type CertificationStatus = (typeof CERTIFICATION_STATUSES.values)[number];

/**
 * Envelope codes (beside a truthful HTTP 400) that tell a form which human check to show:
 * `captchaRequired`: logins to this account (or from this address) carry the image captcha
 * (`captchaId` + `captcha`) from now on; `sliderRequired`: the SMS code call carries a passed
 * drag slider's `ticket` (query parameter).
 */
export const GUARD_CODES = { captchaRequired: 4001, sliderRequired: 4002 } as const;

const zPhone = z
  .string()
  .trim()
  .min(1, ACCOUNT_TEXTS.phoneRequired)
  .max(11, RULE_MESSAGES.phone)
  .pipe(rules.phone);
const zSmsCode = z
  .string()
  .trim()
  .min(1, ACCOUNT_TEXTS.codeRequired)
  .regex(/^\d{6}$/, ACCOUNT_TEXTS.codeWrong)
  .max(6, ACCOUNT_TEXTS.codeWrong);
/** The browser sends md5(password) as 32 hex digits (spec 000 §5). */
export const zPasswordHash = z
  .string()
  .min(1, ACCOUNT_TEXTS.passwordRequired)
  .regex(/^[0-9a-f]{32}$/, '密码格式不正确')
  .max(32, '密码格式不正确');

export const zPhoneParam = z.object({ phone: zPhone });
/** The SMS code calls: the spec's call has no query; `ticket` is sent once the server asks for the slider. */
export const zSmsCodeQuery = z.object({ ticket: z.string().max(100).optional() });

/** The image captcha a login carries once the server has asked for it (GUARD_CODES.captchaRequired). */
const loginCaptcha = {
  captchaId: z.string().max(100).optional(),
  captcha: z.string().max(20).optional(),
};

export const zLoginRequest = z.object({
  account: z.string().trim().min(1, ACCOUNT_TEXTS.accountRequired).max(64, ACCOUNT_TEXTS.wrongPassword),
  password: zPasswordHash,
  role: z.enum(ROLES).default('tenant'),
  origin: z.string().max(50, tooLong('登录方式', 50)).optional(),
  code: z.string().max(100, tooLong('验证码', 100)).nullable().optional(),
  ...loginCaptcha,
});
export type LoginRequest = z.input<typeof zLoginRequest>;

export const zUserInfo = z.object({
  userId: z.number().int(),
  account: z.string(),
  realName: z.string(),
  userAccount: z.string(),
  role: z.enum(ROLES),
  tenantId: z.number().int().nullable(),
  tenantName: z.string().nullable(),
  isAdministrator: z.boolean(),
});
export type UserInfo = z.infer<typeof zUserInfo>;

export const zLoginResult = z.object({
  token: z.string(),
  account: z.string(),
  realName: z.string(),
  user: zUserInfo,
});
export type LoginResult = z.infer<typeof zLoginResult>;

export const zRegistrationInfo = z.object({
  id: z.number().int().nullable(),
  status: z.number().int(),
  type: z.number().int(),
  isTenantUser: z.boolean(),
  account: z.string(),
});
export type RegistrationInfo = z.infer<typeof zRegistrationInfo>;

export const zLookupRequest = z.object({
  account: z.string().trim().min(1, ACCOUNT_TEXTS.accountRequired).max(64, ACCOUNT_TEXTS.wrongPassword),
  password: zPasswordHash,
  type: z.string().max(10, tooLong('类型', 10)).optional(),
  ...loginCaptcha,
});

export const zCurrentUser = zUserInfo.extend({ registration: zRegistrationInfo });
export type CurrentUser = z.infer<typeof zCurrentUser>;

/** An address to send the browser to, carrying a single-use handover code. */
export const zAddress = z.string();

export const zHandoverRequest = z.object({ target: z.enum(HANDOVER_TARGETS) });
export const zExchangeQuery = z.object({
  code: z.string().min(1, ACCOUNT_TEXTS.handoverInvalid).max(200, ACCOUNT_TEXTS.handoverInvalid),
});

export const zSecondDomain = z.object({
  system: z.string(),
  community: z.string(),
  workbench: z.string(),
  clubsys: z.string(),
  /** The supply board's publishing area (我要发布, 001 §6). */
  b2b: z.string(),
});
export type SecondDomain = z.infer<typeof zSecondDomain>;

export const zRegisterRequest = z
  .object({
    account: zPhone,
    code: zSmsCode,
    password: zPasswordHash,
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    agree: z.literal(true, { message: ACCOUNT_TEXTS.consentRequired }),
    realName: z.string().trim().max(30, tooLong('姓名', 30)).optional(),
    idCardFornt: z.string().max(200, tooLong('身份证正面', 200)).optional(),
    idCardTail: z.string().max(200, tooLong('身份证反面', 200)).optional(),
    adminIdCard: z.string().trim().max(18, RULE_MESSAGES.nationalId).pipe(rules.nationalId).optional(),
    businessLicense: z.string().max(200, tooLong('营业执照', 200)).optional(),
  })
  .strict();
export type RegisterRequest = z.input<typeof zRegisterRequest>;

export const zCheckCodeRequest = z.object({ phone: zPhone, code: zSmsCode });
export const zResetPasswordRequest = z.object({
  userPassword: zPasswordHash,
  validatePassword: zPasswordHash,
});

export const zSmsOutboxItem = z.object({
  phone: z.string(),
  code: z.string(),
  purpose: z.string(),
  content: z.string(),
  createTime: z.string(),
});

/** Sign-in, session and hand-over to the other sites (spec 002 §7.1). */
export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/oauth/Login',
    tag: 'auth',
    summary: '账号密码登录（任一角色），返回令牌',
    access: 'visitor',
    body: zLoginRequest,
    data: zLoginResult,
  }),
  lookup: defineEndpoint({
    method: 'POST',
    path: '/api/developer/Login/check',
    tag: 'auth',
    summary: '登录前查询账号的注册与认证状态（需密码）',
    access: 'visitor',
    body: zLookupRequest,
    data: zRegistrationInfo,
  }),
  tenantPortalLogin: defineEndpoint({
    method: 'POST',
    path: '/api/oauth/kc/loginIndustrialInternet',
    tag: 'auth',
    summary: '租户单点登录：返回带一次性登录码的地址',
    access: 'visitor',
    body: zLoginRequest,
    data: zAddress,
  }),
  developerPortalLogin: defineEndpoint({
    method: 'POST',
    path: '/api/oauth/kc/loginIndustrialInternet2',
    tag: 'auth',
    summary: '开发者单点登录：返回带一次性登录码的地址',
    access: 'visitor',
    body: zLoginRequest,
    data: zAddress,
  }),
  exchange: defineEndpoint({
    method: 'GET',
    path: '/api/oauth/kc/login',
    tag: 'auth',
    summary: '用一次性登录码换取会话',
    access: 'visitor',
    query: zExchangeQuery,
    data: zLoginResult,
  }),
  workbenchLogin: defineEndpoint({
    method: 'POST',
    path: '/api/tenant/Login',
    tag: 'auth',
    summary: '租户工作台登录：返回工作台地址（带一次性登录码）',
    access: 'visitor',
    body: zLoginRequest,
    data: zAddress,
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/oauth/CurrentUser',
    tag: 'auth',
    summary: '当前登录用户',
    access: 'user',
    data: zCurrentUser,
  }),
  checkToken: defineEndpoint({
    method: 'GET',
    path: '/api/oauth/checkToken',
    tag: 'auth',
    summary: '令牌是否有效（有效时顺延会话）',
    access: 'user',
    data: z.object({ valid: z.literal(true) }),
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/oauth/Logout',
    tag: 'auth',
    summary: '退出登录：服务器端吊销会话',
    access: 'visitor',
    data: z.null(),
  }),
  judgment: defineEndpoint({
    method: 'POST',
    path: '/api/oauth/judgment',
    tag: 'auth',
    summary: '前往运营系统、开发者社区或租户工作台：返回带一次性登录码的地址',
    access: 'user',
    body: zHandoverRequest,
    data: zAddress,
  }),
  secondDomain: defineEndpoint({
    method: 'GET',
    path: '/api/system/SysConfig/getSecondDomain',
    tag: 'auth',
    summary: '各站点地址（运营系统、开发者社区、租户工作台、供需发布专区）',
    access: 'visitor',
    data: zSecondDomain,
  }),
};

/** Registration and password recovery; `devSmsOutbox` exists only outside production. */
export const accountsApi = {
  registerCode: defineEndpoint({
    method: 'GET',
    path: '/api/tenant/tenantUser/getCerificationCode/:phone',
    tag: 'accounts',
    summary: '发送注册验证码（同一手机号或地址一小时内第 3 条起需带滑块凭证 ticket）',
    access: 'visitor',
    params: zPhoneParam,
    query: zSmsCodeQuery,
    data: z.null(),
  }),
  checkAccount: defineEndpoint({
    method: 'GET',
    path: '/api/tenant/tenantUser/checkAccount/:account',
    tag: 'accounts',
    summary: '账号是否已被注册（已注册时返回 409，消息含“用户名重复”）',
    access: 'visitor',
    params: z.object({ account: z.string().trim().min(1, ACCOUNT_TEXTS.accountRequired).max(64) }),
    data: z.object({ exists: z.literal(false) }),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/tenant/tenantUser/create',
    tag: 'accounts',
    summary: '注册（租户、个人开发者、企业开发者）',
    access: 'visitor',
    body: zRegisterRequest,
    data: z.object({ account: z.string() }),
  }),
  forgetCode: defineEndpoint({
    method: 'GET',
    path: '/api/tenant/tenantUser/getRetrievePassword/:phone',
    tag: 'accounts',
    summary: '发送找回密码验证码（同一手机号或地址一小时内第 3 条起需带滑块凭证 ticket）',
    access: 'visitor',
    params: zPhoneParam,
    query: zSmsCodeQuery,
    data: z.null(),
  }),
  // The spec sends phone and code in the path; we take them in the body so no code lands in a URL or a log.
  checkCode: defineEndpoint({
    method: 'POST',
    path: '/api/tenant/tenantUser/checkCode',
    tag: 'accounts',
    summary: '校验找回密码验证码，返回一次性重置凭证 id',
    access: 'visitor',
    body: zCheckCodeRequest,
    data: z.object({ id: z.string() }),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/retrievePassword/:id',
    tag: 'accounts',
    summary: '设置新密码（凭校验验证码得到的 id），并结束该账号的全部会话',
    access: 'visitor',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: zResetPasswordRequest,
    data: z.null(),
  }),
  devSmsOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/sms-outbox',
    tag: 'dev',
    summary: '开发用：查看默认短信通道“发出”的短信（生产环境不存在此接口）',
    access: 'visitor',
    query: z.object({ phone: z.string().trim().min(1, ACCOUNT_TEXTS.phoneRequired).max(20) }),
    data: zPageData(zSmsOutboxItem),
  }),
};

/** Image upload and the uploaded files (visible to their owner and operators). */
export const filesApi = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/tenant/upload',
    tag: 'files',
    summary:
      '上传图片（JPG/JPEG/PNG，≤3MB）或已登录时上传签字的 PDF（≤10MB），multipart 字段 file；返回文件路径',
    access: 'visitor',
    kind: 'multipart',
    // Visitors (the registration form) upload pictures only; the route narrows it for them.
    upload: {
      field: 'file',
      accepts: { png: IMAGE_MAX_BYTES, jpeg: IMAGE_MAX_BYTES, pdf: DOCUMENT_MAX_BYTES },
      maxPixels: DOCUMENT_MAX_PIXELS,
    },
    data: z.string(),
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/tenant/upload/files/:name',
    tag: 'files',
    summary: '读取上传的文件（仅本人与运营者可见）',
    access: 'user',
    kind: 'file',
    params: z.object({
      name: z
        .string()
        .max(100, '文件名不正确')
        .regex(/^[A-Za-z0-9_-]+\.(jpg|png|pdf)$/, '文件名不正确'),
    }),
    data: z.null(),
  }),
};
