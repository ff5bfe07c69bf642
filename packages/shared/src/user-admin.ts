import { z } from 'zod';
import { CERTIFICATION_STATUSES, zPasswordHash } from './accounts.ts';
import { ACCOUNT_TEXTS, ROLES } from './accounts-constants.ts';
import { zPageData } from './api.ts';
import { checkDateOrder, dateRangeFields, zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { RULE_MESSAGES, rules, tooLong } from './validation.ts';

/**
 * The operator console's 用户管理 (/system/users) and 操作日志 (/system/audit), issue 22 items 5
 * and 6: accounts searched, disabled and enabled again; the audit log of operators' writes.
 */

export const USER_ADMIN_TEXTS = {
  users: '用户管理',
  audit: '操作日志',
  disable: '停用',
  enable: '启用',
  disableTitle: '确认停用该账号？',
  disableNote: '停用后该账号的所有登录会话立即失效，且无法再登录，直到重新启用。',
  enableTitle: '确认启用该账号？',
  disabled: '账号已停用',
  enabled: '账号已启用',
  /** A login of a disabled account. */
  accountDisabled: '该账号已被停用，请联系平台运营人员',
  notSelf: '不能停用自己的账号',
  lastOperator: '不能停用最后一个启用中的运营账号',
  userNotFound: '账号不存在',
  noCertification: '无需认证',
  createOperator: '新增运营账号',
  operatorCreated: '运营账号已创建',
  accountTaken: '该账号已存在，请换一个账号名',
  phoneTaken: '该手机号已被其他账号使用',
  sendResetCode: '发送重置验证码',
  resetCodeTitle: '向该账号的手机发送重置密码验证码？',
  resetCodeNote: '对方凭短信验证码在“忘记密码”页设置新密码，设置后该账号的所有登录会话立即失效。',
  resetCodeSent: '重置验证码已发送',
  noPhone: '该账号未绑定手机号，无法发送重置验证码',
  phoneShared: '该手机号同时绑定了其他账号，无法通过短信重置该账号的密码',
} as const;

/** An operator account's name: letters and digits (the demo operator is `operator`). */
export const OPERATOR_ACCOUNT_MAX = 30;
export const OPERATOR_NAME_MAX = 30;

/**
 * 新增运营账号: the password travels as the login's does (md5 of what was typed, checked against
 * the shared password rule in the browser) and is stored only as its slow hash.
 */
export const zCreateOperatorRequest = z
  .object({
    account: z
      .string()
      .trim()
      .min(1, ACCOUNT_TEXTS.accountRequired)
      .max(OPERATOR_ACCOUNT_MAX, tooLong('账号', OPERATOR_ACCOUNT_MAX))
      .pipe(rules.account),
    realName: z
      .string()
      .trim()
      .min(1, '请输入姓名')
      .max(OPERATOR_NAME_MAX, tooLong('姓名', OPERATOR_NAME_MAX))
      .pipe(rules.plainName),
    /** Optional (the demo operator has none); needed to reset the password by SMS. */
    phone: z.string().trim().max(11, RULE_MESSAGES.phone).pipe(rules.phone).optional(),
    password: zPasswordHash,
  })
  .strict();
export type CreateOperatorRequest = z.input<typeof zCreateOperatorRequest>;

/** An account's state: enabled or disabled by an operator. */
export const ACCOUNT_STATES = defineStatuses([
  { key: 'enabled', value: 0, label: '正常', tone: 'success' },
  { key: 'disabled', value: 1, label: '已停用', tone: 'danger' },
]);
export type AccountState = (typeof ACCOUNT_STATES.values)[number];

/** The roles as the console names them. */
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  tenant: '租户',
  develop: '开发者',
  operate: '运营人员',
};
export const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** The orders a user list may be sorted by, on the server. */
export const USER_ORDERS = ['newest', 'oldest', 'account'] as const;
export const USER_ORDER_OPTIONS = [
  { value: 'newest', label: '最新注册在前' },
  { value: 'oldest', label: '最早注册在前' },
  { value: 'account', label: '按账号排序' },
] as const;

export const zUserAdminQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  role: z.enum(ROLES, { error: '角色不正确' }).optional(),
  certification: CERTIFICATION_STATUSES.query('认证状态不正确').optional(),
  state: ACCOUNT_STATES.query('账号状态不正确').optional(),
  order: z.enum(USER_ORDERS, { error: '排序方式不正确' }).default('newest'),
});
export type UserAdminQuery = z.input<typeof zUserAdminQuery>;
export type UserAdminFilter = z.output<typeof zUserAdminQuery>;

export const zManagedUser = z.object({
  id: z.number().int(),
  account: z.string(),
  phone: z.string().nullable(),
  realName: z.string(),
  role: z.enum(ROLES),
  tenantName: z.string().nullable(),
  isAdministrator: z.boolean(),
  /** The account's own registration's state; null when it has none (a member, an operator). */
  certificationStatus: CERTIFICATION_STATUSES.schema.nullable(),
  state: ACCOUNT_STATES.schema,
  /** Sessions not yet expired. */
  activeSessions: z.number().int(),
  createTime: z.string(),
});
export type ManagedUser = z.infer<typeof zManagedUser>;

/** Named actions of the audit log and their labels; other entries are named by their call. */
export const AUDIT_ACTIONS = {
  'user.disable': '停用账号',
  'user.enable': '启用账号',
  'user.createOperator': '新增运营账号',
  'user.resetCode': '发送重置验证码',
  'notice.create': '新建公告',
  'notice.update': '编辑公告',
  'notice.publish': '发布公告',
  'notice.unpublish': '撤回公告',
  'notice.delete': '删除公告',
  'order.confirmPayment': '确认收款',
  'order.cancel': '取消订单',
  'message.read': '留言标为已读',
  'message.unread': '留言标为未读',
  'message.reply': '回复留言',
  'app.create': '新增应用',
  'app.update': '编辑应用',
  'app.delete': '删除应用',
  'micro.create': '新增微服务',
  'micro.update': '编辑微服务',
  'micro.delete': '删除微服务',
  'industry.create': '新增行业',
  'industry.update': '编辑行业',
  'industry.delete': '删除行业',
  'modelSort.create': '新增模型分类',
  'modelSort.update': '编辑模型分类',
  'modelSort.delete': '删除模型分类',
} as const satisfies Record<string, string>;

/** The fields of an audit entry's before and after as the log shows them, and their values' labels. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  account: '账号',
  realName: '姓名',
  role: '角色',
  state: '账号状态',
  activeSessions: '活动会话',
  phone: '手机号',
  title: '标题',
  content: '内容',
  publishTime: '发布时间',
  orderNo: '订单号',
  totalPrice: '金额（元）',
  cancelReason: '取消原因',
  readState: '阅读状态',
  replyNote: '回复备注',
  name: '名称',
  industry: '行业',
  charged: '收费',
  isTrial: '提供试用',
  trialTime: '试用时长（月）',
  exploitTenantId: '发布租户',
  logo: '图标',
  detailsRemake: '简介',
  detailsLength: '详情长度',
  plans: '收费标准',
  associations: '关联应用',
  sort: '排序',
  type: '类型',
  contentRemake: '简介',
  contentLength: '详情长度',
  contactPerson: '联系人',
  endpoint: '接口',
  fields: '请求参数',
  code: '编码',
};
export const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  state: { enabled: '正常', disabled: '已停用', published: '已发布', draft: '草稿' },
  role: ROLE_LABELS,
};

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

export const zAuditQuery = checkDateOrder(
  zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
    /** The operator's account (contains). */
    actor: z.string().trim().max(50, tooLong('操作人', 50)).optional(),
    /** What kind of action (contains, on the action's name or call). */
    action: z.string().trim().max(100, tooLong('操作类型', 100)).optional(),
    ...dateRangeFields,
  }),
);
export type AuditQuery = z.input<typeof zAuditQuery>;
export type AuditFilter = z.output<typeof zAuditQuery>;

export const zAuditEntry = z.object({
  id: z.number().int(),
  actorUserId: z.number().int(),
  actorAccount: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The record before and after, as JSON text (null when there is none). */
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string(),
  createTime: z.string(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

export const userAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/users',
    tag: 'accounts',
    summary: '用户管理：按手机号或姓名、角色、认证状态、账号状态查找账号（含活动会话数；服务端分页与排序）',
    access: 'operator',
    query: zUserAdminQuery,
    data: zPageData(zManagedUser),
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/system/users/:id/disable',
    tag: 'accounts',
    summary: '停用账号：其会话立即结束，登录被拒绝；不能停用自己或最后一个启用中的运营账号',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: zManagedUser,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/system/users/:id/enable',
    tag: 'accounts',
    summary: '重新启用已停用的账号',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: zManagedUser,
  }),
  createOperator: defineEndpoint({
    method: 'POST',
    path: '/api/system/users/operators',
    tag: 'accounts',
    summary: '新增运营账号（账号、姓名、可选手机号、初始密码的 md5；账号重复时返回 409）',
    access: 'operator',
    body: zCreateOperatorRequest,
    data: zManagedUser,
  }),
  sendResetCode: defineEndpoint({
    method: 'POST',
    path: '/api/system/users/:id/resetCode',
    tag: 'accounts',
    summary: '向账号的手机发送找回密码验证码（受每个手机号的发送上限约束）；用户在忘记密码页设置新密码',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
};

export const auditLogApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/auditLog',
    tag: 'accounts',
    summary: '操作日志：运营人员的写操作（操作人、时间、类型、对象、修改前后），按操作人、类型与日期筛选',
    access: 'operator',
    query: zAuditQuery,
    data: zPageData(zAuditEntry),
  }),
};
