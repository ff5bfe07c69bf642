import { z } from 'zod';
import { MAX_ID } from './common.ts';
import { tooLong, tooMany } from './validation.ts';

/**
 * A microservice's endpoint and request parameters (`requestField` rows of ownerKind 'micro'),
 * as both the developer community's submission form and the console's 微服务管理 write them:
 * one set of rules, on both sides. Where forwarding may reach is told here too: the platform's
 * built-in services (an empty domain, a path under /api/builtin/) or a `host:port` of the
 * forwarding allow-list (MICRO_ALLOWED_HOSTS); the community also accepts public hosts, checked
 * again after DNS on every call.
 */

export const MICRO_ENDPOINT_TEXTS = {
  duplicateField: (name: string) => `参数名 ${name} 重复`,
  selfPath: '本平台的接口路径须以 /api/builtin/ 开头（平台内置服务）',
  internalHost: '该地址指向内部网络，平台不能转发，请填写公网域名',
  badHost: '接口域名不正确',
  badPath: '接口前缀与路径拼接后须为 / 开头的路径，只含字母、数字与 - _ . ~ /',
  notAllowed: (host: string, allowed: readonly string[]) =>
    allowed.length === 0
      ? `${host} 不在转发白名单中：当前白名单为空，只能使用本平台内置服务（域名留空）`
      : `${host} 不在转发白名单中，平台不会转发到该地址；白名单：${allowed.join('、')}，或域名留空使用本平台内置服务`,
} as const;

/** Where the platform's own endpoints a microservice may name live (the built-in services). */
export const SELF_PATH_PREFIX = '/api/builtin/';

export const MICRO_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const MICRO_PROTOCOLS = ['HTTP', 'HTTPS'] as const;
/** Parameters of one microservice. */
export const MAX_MICRO_FIELDS = 20;

/**
 * The parameter types: the values of `REQUEST_TYPES` (catalogue.ts), written here so the forms
 * do not load the catalogue's schemas (micro-endpoint.test.ts holds them equal), in the form's order.
 */
export const MICRO_FIELD_TYPES = [
  { value: 1, label: '文本' },
  { value: 2, label: '整数' },
  { value: 4, label: '长整数' },
  { value: 6, label: '小数' },
  { value: 8, label: '数值（可为 JSON 对象）' },
  { value: 10, label: '文件（CSV）' },
] as const;
/** Where a parameter travels (spec 001: 1 header, 2 query, 3 body), as `REQUEST_LOCATIONS`. */
export const MICRO_FIELD_LOCATIONS = [
  { value: 3, label: '请求体 body' },
  { value: 2, label: '查询参数 query' },
  { value: 1, label: '请求头 header' },
] as const;
/** A new parameter of a form: text, in the body, required. */
export const MICRO_NEW_FIELD = {
  requestName: '',
  requestDescribes: '',
  requestType: 1,
  requestLocation: 3,
  required: true,
  requestDefaultValue: '',
  unit: '',
} as const;

const TYPE_VALUES: readonly number[] = MICRO_FIELD_TYPES.map((type) => type.value);
const LOCATION_VALUES: readonly number[] = MICRO_FIELD_LOCATIONS.map((location) => location.value);

/** A host name or address with an optional port: `api.example.com`, `api.example.com:8443`. */
const DOMAIN_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::\d{1,5})?$/;
/** An absolute path of plain segments (no `//`, no `..`, no query). */
const PATH_PATTERN = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/;

export const isEndpointPath = (path: string) => PATH_PATTERN.test(path);

/** One parameter; its order is its place in the list. */
export const zMicroField = z.object({
  requestName: z
    .string({ error: '请输入参数名' })
    .trim()
    .min(1, '请输入参数名')
    .max(50, tooLong('参数名', 50))
    .regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, '参数名只能含字母、数字、下划线或连字符，并以字母或下划线开头'),
  requestDescribes: z
    .string({ error: '请输入参数说明' })
    .trim()
    .min(1, '请输入参数说明')
    .max(100, tooLong('参数说明', 100)),
  requestType: z
    .number({ error: '请选择参数类型' })
    .int('参数类型不正确')
    .refine((value) => TYPE_VALUES.includes(value), '参数类型不正确'),
  requestLocation: z
    .number({ error: '请选择参数位置' })
    .int('参数位置不正确')
    .refine((value) => LOCATION_VALUES.includes(value), '参数位置不正确'),
  required: z.boolean({ error: '请选择是否必填' }),
  requestDefaultValue: z.string().trim().max(200, tooLong('默认值', 200)).default(''),
  unit: z.string().trim().max(20, tooLong('单位', 20)).default(''),
});
export type MicroFieldInput = z.input<typeof zMicroField>;

/** The parameters, in order, each name once. */
export const zMicroFields = z
  .array(zMicroField, { error: '参数不正确' })
  .max(MAX_MICRO_FIELDS, tooMany('参数', MAX_MICRO_FIELDS))
  .default([])
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    for (const [index, field] of fields.entries()) {
      const name = field.requestName.trim();
      if (seen.has(name)) {
        ctx.addIssue({ code: 'custom', message: MICRO_ENDPOINT_TEXTS.duplicateField(name), path: [index] });
      }
      seen.add(name);
    }
  });

export const MICRO_NAME_MAX = 50;
export const MICRO_REMAKE_MAX = 200;
/** The column holds 1000 characters. */
export const MICRO_DETAILS_REMAKE_MAX = 1000;

/** What the catalogue shows of a microservice: its name, industry, summary and explanation. */
export const microInfoShape = {
  name: z
    .string({ error: '请输入微服务名称' })
    .trim()
    .min(1, '请输入微服务名称')
    .max(MICRO_NAME_MAX, tooLong('微服务名称', MICRO_NAME_MAX)),
  industryId: z
    .number({ error: '请选择行业' })
    .int('请选择行业')
    .positive('请选择行业')
    .max(MAX_ID, '请选择行业'),
  contentRemake: z
    .string({ error: '请输入微服务简介' })
    .trim()
    .min(1, '请输入微服务简介')
    .max(MICRO_REMAKE_MAX, tooLong('微服务简介', MICRO_REMAKE_MAX)),
  detailsRemake: z
    .string()
    .trim()
    .max(MICRO_DETAILS_REMAKE_MAX, tooLong('详细说明', MICRO_DETAILS_REMAKE_MAX))
    .default(''),
};

/** The endpoint's fields (the path is `uri`, after an optional `prefix` where a form has one). */
export const microEndpointShape = {
  method: z.enum(MICRO_METHODS, { error: '请选择请求方式' }),
  protocol: z.enum(MICRO_PROTOCOLS, { error: '请选择协议' }),
  /** Empty: this platform (its built-in services). */
  domain: z
    .string({ error: '域名格式不正确' })
    .trim()
    .max(100, tooLong('域名', 100))
    .refine(
      (value) => value === '' || DOMAIN_PATTERN.test(value),
      '域名格式不正确，例如 api.example.com:8443',
    ),
  uri: z
    .string({ error: '请输入接口路径' })
    .trim()
    .min(1, '请输入接口路径')
    .max(200, tooLong('接口路径', 200))
    .regex(PATH_PATTERN, '接口路径须以 / 开头，只含字母、数字与 - _ . ~ /'),
};

/** A stored parameter as the forms read it back. */
export const zMicroFieldView = z.object({
  requestName: z.string(),
  requestDescribes: z.string(),
  requestType: z.number().int(),
  requestLocation: z.number().int(),
  required: z.boolean(),
  requestDefaultValue: z.string(),
  unit: z.string(),
});
export type MicroFieldView = z.infer<typeof zMicroFieldView>;

/** `host:port` of a domain as forwarding compares it with the allow-list (the scheme's port when none); null when it is no host. */
export function endpointHost(protocol: string, domain: string): string | null {
  let url: URL;
  try {
    url = new URL(`${protocol.toLowerCase()}://${domain}`);
  } catch {
    return null;
  }
  if (!url.hostname || url.pathname !== '/' || url.username || url.search) return null;
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * The console's rule for where an endpoint may point (no open proxy): this platform's built-in
 * services, or a host of the forwarding allow-list. Answers the field and message, or null.
 */
export function allowListProblem(
  endpoint: { protocol: string; domain: string; path: string },
  allowedHosts: readonly string[],
): { field: 'domain' | 'uri'; message: string } | null {
  if (endpoint.domain === '') {
    return endpoint.path.startsWith(SELF_PATH_PREFIX)
      ? null
      : { field: 'uri', message: MICRO_ENDPOINT_TEXTS.selfPath };
  }
  const host = endpointHost(endpoint.protocol, endpoint.domain);
  if (host === null) return { field: 'domain', message: MICRO_ENDPOINT_TEXTS.badHost };
  return allowedHosts.includes(host)
    ? null
    : { field: 'domain', message: MICRO_ENDPOINT_TEXTS.notAllowed(host, allowedHosts) };
}
