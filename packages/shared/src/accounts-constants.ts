/**
 * The accounts' constants and texts without their schemas (no zod), so the first screen (the
 * header, the session) loads no validation code; `accounts.ts` re-exports them with the contract.
 */

export const ROLES = ['tenant', 'develop', 'operate'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { tenant: '租户', develop: '开发者', operate: '运营者' };

/** Registration type: 0 tenant, 1 personal developer, 2 enterprise developer. */
export const REGISTRATION_TYPES = { tenant: 0, personalDeveloper: 1, enterpriseDeveloper: 2 } as const;
export const REGISTRATION_TYPE_LABELS = ['租户', '个人开发者', '企业开发者'] as const;
/** Certification status: 0 not submitted, 1 under review, 2 approved, 3 rejected. */
export const CERTIFICATION_STATUS = { incomplete: 0, reviewing: 1, approved: 2, rejected: 3 } as const;

/** Where a single-use handover code may take a user (second-domain config keys). */
export const HANDOVER_TARGETS = ['system', 'community', 'workbench', 'b2b'] as const;
export type HandoverTarget = (typeof HANDOVER_TARGETS)[number];

export const ACCOUNT_TEXTS = {
  accountRequired: '请输入账户',
  passwordRequired: '请输入密码',
  passwordLength: '请输入6-16位字符的密码',
  phoneRequired: '请输入手机号',
  phoneForCode: '请输入用户手机号',
  codeRequired: '请输入验证码',
  consentRequired: '请阅读并同意 隐私协议',
  consentForCode: '请先阅读并同意《个人隐私协议》',
  newPasswordRequired: '密码不能为空',
  confirmRequired: '请输入确认密码',
  passwordsDiffer: '两次密码不一样,请重新输入',
  wrongAccountOrRole: '账号或角色有误,请重新登录',
  certificationIncomplete: '请先完善认证信息',
  checkAccount: '请检查账号是否正确!',
  duplicateAccount: '用户名重复，该手机号已注册',
  codeSent: '验证码发送成功',
  registered: '注册成功',
  subscribeRole: '请登录【租户】角色的【管理员】账号进行订阅',
  communityGate: '请登录【开发者】账号或【租户管理员】账号',
  loginRequired: '请登录后再操作',
  wrongPassword: '账号或密码错误',
  sessionExpired: '登录已过期，请重新登录',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeTooSoon: '验证码发送过于频繁，请60秒后再试',
  codeDailyLimit: '该手机号今日获取验证码次数已达上限',
  codeIpLimit: '获取验证码过于频繁，请稍后再试',
  phoneNotRegistered: '该手机号未注册',
  passwordReset: '密码修改成功，请重新登录',
  resetTicketInvalid: '验证已失效，请重新获取验证码',
  handoverInvalid: '登录凭证无效或已过期，请重新登录',
  tooManyLoginFailures: '密码错误次数过多，请稍后再试',
  loginCaptchaRequired: '请输入图片验证码',
  loginTooFrequent: '登录尝试过于频繁，请稍后再试',
  codeHourlyLimit: '该手机号获取验证码过于频繁，请1小时后再试',
  lookupTooFrequent: '操作过于频繁，请稍后再试',
  logoutDone: '已退出登录',
  imageType: '上传头像图片只能是 .JPG .JPEG .PNG 格式!',
  imageSize: '上传图片大小不能超过 3MB!',
} as const;
