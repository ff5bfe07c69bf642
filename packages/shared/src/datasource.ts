import { z } from 'zod';
import { zPageData } from './api.ts';
import {
  MAX_ID,
  TABLE_MAX_PAGE_SIZE,
  zBodyId,
  zIdParam,
  zIgnoredBody,
  zKeyword,
  zPageQuery,
} from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { passesRule, RULE_MESSAGES, tooLong } from './validation.ts';

/**
 * Data-source configuration (数据配置, spec 002 §2.11, §5; issue 21 part 5): a certified tenant
 * administrator keeps the connection details of the tenant's databases. The password is stored
 * encrypted and never sent back; 测试连接 tries a real connection (PostgreSQL and MySQL).
 */

/** The database types the dialog offers (spec 002 §2.11 `dbType`). */
export const DATA_SOURCE_TYPES = [
  'MySQL',
  'PostgreSQL',
  'SQL Server',
  'Oracle',
  'DM8',
  'KingbaseES',
] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/** The usual port of each type, filled in when the type is chosen. */
export const DEFAULT_PORTS: Record<DataSourceType, number> = {
  MySQL: 3306,
  PostgreSQL: 5432,
  'SQL Server': 1433,
  Oracle: 1521,
  DM8: 5236,
  KingbaseES: 54321,
};

/** The types 测试连接 can really try; the others answer that no test is available. */
export const TESTABLE_TYPES: readonly DataSourceType[] = ['MySQL', 'PostgreSQL'];

/** isPublish (spec 002 §3): 0 unpublished, 1 published. */
export const PUBLISH_STATUSES = defineStatuses([
  { key: 'unpublished', value: 0, label: '未发布', tone: 'neutral' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
]);
export const PUBLISH_STATUS = PUBLISH_STATUSES.byKey;
export type PublishStatus = (typeof PUBLISH_STATUSES.values)[number];

/** The dialog's width (spec 002 §2.11, §9). */
export const DATA_SOURCE_DIALOG_WIDTH = 800;
/** The connection test gives up after this long. */
export const CONNECTION_TIMEOUT_MS = 5000;

export const DATA_SOURCE_TEXTS = {
  title: '数据配置',
  create: '新增配置',
  edit: '编辑配置',
  /** spec 000 §8 */
  deleteConfirm: '此操作将永久删除该配置, 是否继续?',
  deleteTitle: '提示',
  deleted: '删除成功',
  deleteCancelled: '已取消删除',
  created: '新增成功',
  updated: '修改成功',
  notFound: '该配置不存在或已删除',
  hostRequired: '请输入主机地址',
  hostWrong: '主机地址只能包含字母、数字、点、- 和 :',
  portRequired: '请输入端口号',
  portWrong: '端口号应为 1-65535 的整数',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  typeRequired: '请选择数据库类型',
  publishRequired: '请选择发布状态',
  /** spec 002 §5: 'database name cannot be empty', 'database name length 2~100'. */
  databaseNameRequired: '数据库名称不能为空',
  databaseNameLength: '数据库名称长度2~100',
  otherTenant: '只能配置本租户的数据源',
  passwordKept: '不修改请留空',
  test: '测试连接',
  testing: '正在测试连接…',
  connected: '连接成功',
  testUnavailable: '该数据库类型暂不支持测试连接',
  testTooOften: '测试连接过于频繁，请稍后再试',
  addressRefused: '不允许连接内网、本机或本平台自身的地址',
  unresolved: '无法解析主机地址，请检查主机地址',
} as const;

/** Whether the type has a database name (spec 002 §2.11: shown unless DM8 or Oracle). */
export function needsDatabaseName(type: DataSourceType | undefined | null): boolean {
  return type !== 'DM8' && type !== 'Oracle';
}

/** A host as a URL carries it: an IPv6 literal in brackets. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export interface JdbcParts {
  dbType: DataSourceType;
  dbHost: string;
  dbPort: number | string;
  dbName?: string | null | undefined;
  dbSchema?: string | null | undefined;
}

/**
 * The read-only JDBC address of the dialog, built from its fields. Empty while host or port is
 * missing. Oracle and DM8 have no database name (spec 002 §2.11): Oracle's address ends at the
 * listener, DM8's names the schema when one is given.
 */
export function buildJdbcUrl(parts: JdbcParts): string {
  const host = parts.dbHost.trim();
  const port = String(parts.dbPort ?? '').trim();
  if (!host || !port) return '';
  const at = `${urlHost(host)}:${port}`;
  const db = (parts.dbName ?? '').trim();
  const schema = (parts.dbSchema ?? '').trim();
  switch (parts.dbType) {
    case 'MySQL':
      return `jdbc:mysql://${at}/${db}`;
    case 'PostgreSQL':
      return `jdbc:postgresql://${at}/${db}`;
    case 'SQL Server':
      return `jdbc:sqlserver://${at};databaseName=${db}`;
    case 'Oracle':
      return `jdbc:oracle:thin:@//${at}`;
    case 'DM8':
      return schema ? `jdbc:dm://${at}?schema=${schema}` : `jdbc:dm://${at}`;
    case 'KingbaseES':
      return `jdbc:kingbase8://${at}/${db}`;
  }
}

// ---------- requests ----------

/** The database name (spec 000 §5 database-name rule, 002 §5 messages), when the type has one. */
export const zDatabaseName = z
  .string({ error: DATA_SOURCE_TEXTS.databaseNameRequired })
  .trim()
  .min(1, DATA_SOURCE_TEXTS.databaseNameRequired)
  .min(2, DATA_SOURCE_TEXTS.databaseNameLength)
  .max(100, DATA_SOURCE_TEXTS.databaseNameLength)
  .refine((value) => passesRule('databaseName', value), RULE_MESSAGES.databaseName);

const HOST = /^[A-Za-z0-9._:-]+$/;

const formFields = {
  dbHost: z
    .string({ error: DATA_SOURCE_TEXTS.hostRequired })
    .trim()
    .min(1, DATA_SOURCE_TEXTS.hostRequired)
    .max(255, tooLong('主机地址', 255))
    .regex(HOST, DATA_SOURCE_TEXTS.hostWrong),
  dbPort: z
    .number({ error: DATA_SOURCE_TEXTS.portRequired })
    .int(DATA_SOURCE_TEXTS.portWrong)
    .min(1, DATA_SOURCE_TEXTS.portWrong)
    .max(65535, DATA_SOURCE_TEXTS.portWrong),
  dbUsername: z
    .string({ error: DATA_SOURCE_TEXTS.usernameRequired })
    .trim()
    .min(1, DATA_SOURCE_TEXTS.usernameRequired)
    .max(100, tooLong('用户名', 100)),
  /** Optional in an edit: left out (or empty), the stored password stays. */
  dbPassword: z.string().max(100, tooLong('密码', 100)).optional(),
  /** Required by the type (see the refinement); ignored for DM8 and Oracle. */
  dbName: z.string().trim().max(100, DATA_SOURCE_TEXTS.databaseNameLength).optional(),
  dbSchema: z.string().trim().max(100, tooLong('模式', 100)).optional(),
  dbType: z.enum(DATA_SOURCE_TYPES, { error: DATA_SOURCE_TEXTS.typeRequired }),
  /** The caller's own tenant; another is refused. */
  tenantId: z.number().int().positive().max(MAX_ID).optional(),
  isPublish: z.literal(PUBLISH_STATUSES.values as [PublishStatus, ...PublishStatus[]], {
    error: DATA_SOURCE_TEXTS.publishRequired,
  }),
};

/** The database name is checked only for the types that have one. */
function checkDatabaseName(
  value: { dbType: DataSourceType; dbName?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!needsDatabaseName(value.dbType)) return;
  const result = zDatabaseName.safeParse(value.dbName ?? '');
  if (!result.success)
    ctx.addIssue({ code: 'custom', path: ['dbName'], message: result.error.issues[0]?.message ?? '' });
}

/** The password of a new configuration (an edit may leave it empty to keep the stored one). */
export const zNewPassword = z
  .string({ error: DATA_SOURCE_TEXTS.passwordRequired })
  .min(1, DATA_SOURCE_TEXTS.passwordRequired)
  .max(100, tooLong('密码', 100));

/** The dialog's form: create (the password required, see the service) or edit. */
export const zDataSourceForm = z.object(formFields).superRefine(checkDatabaseName);
export type DataSourceForm = z.input<typeof zDataSourceForm>;

/** 测试连接: the dialog's fields; in an edit without a retyped password, the stored one (`id`). */
export const zConnectionTest = z
  .object({
    id: zBodyId.optional(),
    dbHost: formFields.dbHost,
    dbPort: formFields.dbPort,
    dbUsername: formFields.dbUsername,
    dbPassword: formFields.dbPassword,
    dbName: formFields.dbName,
    dbSchema: formFields.dbSchema,
    dbType: formFields.dbType,
  })
  .superRefine(checkDatabaseName);
export type ConnectionTest = z.input<typeof zConnectionTest>;

/** The list: by host, database, user or address, of one type; 20 a page (spec 002 §9). */
export const zDataSourceQuery = zPageQuery({
  pageSize: PAGE_SIZES.table[0],
  maxPageSize: TABLE_MAX_PAGE_SIZE,
}).extend({
  keyword: zKeyword,
  dbType: z.enum(DATA_SOURCE_TYPES, { error: '数据库类型不正确' }).optional(),
});
export type DataSourceQuery = z.input<typeof zDataSourceQuery>;

// ---------- answers ----------

/** A stored configuration; never its password. */
export const zDataSource = z.object({
  id: z.number().int(),
  dbHost: z.string(),
  dbPort: z.number().int(),
  dbUrl: z.string(),
  dbUsername: z.string(),
  dbName: z.string(),
  dbSchema: z.string(),
  dbType: z.enum(DATA_SOURCE_TYPES),
  tenantId: z.number().int(),
  isPublish: PUBLISH_STATUSES.schema,
  createTime: z.string(),
  updateTime: z.string(),
});
export type DataSource = z.infer<typeof zDataSource>;

export const zConnectionResult = z.object({
  /** connected; failed (the reason in `message`); unavailable for this type. */
  result: z.enum(['connected', 'failed', 'unavailable']),
  message: z.string(),
});
export type ConnectionResult = z.infer<typeof zConnectionResult>;

// ---------- calls ----------

export const dataSourceApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/portalSystem/selectList',
    tag: 'datasource',
    summary: '数据配置列表（本租户；按主机、数据库、用户名搜索，每页 20/50/100/500 条）',
    access: 'tenantAdmin',
    query: zDataSourceQuery,
    data: zPageData(zDataSource),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/dataSource/:id',
    tag: 'datasource',
    summary: '一个数据配置（不含密码）',
    access: 'tenantAdmin',
    params: zIdParam,
    data: zDataSource,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/dataSource/create',
    tag: 'datasource',
    summary: '新增数据配置（密码加密保存）',
    access: 'tenantAdmin',
    body: zDataSourceForm,
    data: zDataSource,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/dataSource/update/:id',
    tag: 'datasource',
    summary: '修改数据配置（密码留空则不变）',
    access: 'tenantAdmin',
    params: zIdParam,
    body: zDataSourceForm,
    data: zDataSource,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/system/portalSystem/delete/:id',
    tag: 'datasource',
    summary: '删除数据配置',
    access: 'tenantAdmin',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  testConnection: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/dataSource/testConnection',
    tag: 'datasource',
    summary: '测试连接（PostgreSQL、MySQL；5 秒超时；不连接内网与本机地址，除非运营方允许该主机）',
    access: 'tenantAdmin',
    body: zConnectionTest,
    data: zConnectionResult,
  }),
};
