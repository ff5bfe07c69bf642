import { z } from 'zod';
import { REQUEST_LOCATIONS } from './catalogue.ts';
import { zBodyId, zIdParam } from './common.ts';
import { defineEndpoint } from './contract.ts';
import type { UploadSpec } from './uploads.ts';
import { tooLong } from './validation.ts';

/**
 * Trying a microservice (spec 001 §2.5, §5.1, §7.2; 002 §7.4; issue 19): the forwarding call,
 * the caller's run history and the install package. The forwarding call sends only to the
 * microservice's registered endpoint (DESIGN.md, forwarding); the user's values are placed by
 * each parameter's requestLocation.
 */

export const TRIAL_TEXTS = {
  /** Spec 001 §5.1. */
  required: (name: string) => `请输入参数${name}的值`,
  fileRequired: (name: string) => `请上传${name}`,
  notNumber: (name: string) => `参数${name}必须是数字`,
  notInteger: (name: string) => `参数${name}必须是整数`,
  badHeader: (name: string) => `参数${name}的值不能包含换行`,
  notNumbers: (name: string) => `参数${name}必须是数字，或各项都是数字的 JSON 对象`,
  /** Spec 001 §4.4, §8. */
  tooFrequent: '请勿频繁操作',
  notTrial: '该微服务不提供在线试用',
  badStr: '试用参数（str）不是合法的 JSON',
  notMultipart: '请以 multipart/form-data 提交试用参数（str）与文件（file）',
  targetRefused: '该微服务的地址指向内部网络，平台拒绝转发',
  targetUnresolved: '无法解析该微服务的域名',
  targetBadAddress: '该微服务登记的接口地址不正确',
  redirectRefused: (location: string) => `该微服务要求重定向到 ${location}，平台不跟随重定向`,
  timeout: (seconds: number) => `微服务在 ${seconds} 秒内没有应答`,
  upstreamFailed: '微服务没有应答，请稍后再试',
  fileType: '文件必须是 CSV 文本（UTF-8 编码）',
  fileSize: '文件不能超过 1MB',
  tooManyFiles: '上传的文件多于该微服务的文件参数',
  succeeded: '调用成功',
  failed: (status: number) => `微服务返回状态 ${status}`,
} as const;

/** The files a trial may carry: what the platform's file services read (CSV), 1 MB each. */
export const TRIAL_UPLOAD: UploadSpec = {
  field: 'file',
  accepts: { csv: 1024 * 1024 },
  maxPixels: 0,
};
/** At most this many file parameters per microservice are forwarded. */
export const TRIAL_MAX_FILES = 4;
/** The `str` field's largest size, bytes. */
export const TRIAL_STR_MAX_BYTES = 16 * 1024;

const zValue = z.union([z.string().max(2000, tooLong('参数值', 2000)), z.number(), z.boolean(), z.null()]);
/** A value by parameter name; a numeric parameter of type 8 may hold an object of numbers. */
const zValues = z
  .record(
    z.string().max(100, tooLong('参数名', 100)),
    z.union([zValue, z.record(z.string().max(100, tooLong('参数名', 100)), zValue)]),
  )
  .optional()
  .default({});

/**
 * The `str` field (spec 001 §7.2: requestType, url, body, params, header, method, protocol),
 * plus the microservice's id. Only the values are used: url, method and protocol are the
 * registered endpoint's, whatever `str` says.
 */
export const zForwardingStr = z.object({
  id: zBodyId,
  requestType: z.string().max(20, tooLong('requestType', 20)).optional(),
  url: z.string().max(2000, tooLong('url', 2000)).optional(),
  method: z.string().max(20, tooLong('method', 20)).optional(),
  protocol: z.string().max(20, tooLong('protocol', 20)).optional(),
  body: zValues,
  params: zValues,
  header: zValues,
});
export type ForwardingStr = z.input<typeof zForwardingStr>;

/** The part of `str` a parameter's value travels in, by its requestLocation (1 header, 2 query, 3 body). */
export function strPartOf(requestLocation: number): 'header' | 'params' | 'body' {
  if (requestLocation === REQUEST_LOCATIONS.header) return 'header';
  return requestLocation === REQUEST_LOCATIONS.query ? 'params' : 'body';
}

export const zForwardingAnswer = z.object({
  /** The microservice's HTTP status. */
  status: z.number().int(),
  /** Milliseconds from sending to the whole (or cut) answer. */
  durationMs: z.number().int(),
  contentType: z.string(),
  /** The answer: parsed JSON, or its text. */
  body: z.unknown(),
  /** The answer was longer than the platform keeps and was cut. */
  truncated: z.boolean(),
});
export type ForwardingAnswer = z.infer<typeof zForwardingAnswer>;

export const zMicroCall = z.object({
  id: z.number().int(),
  mid: z.number().int(),
  /** The values sent, by parameter name (a file as its name). */
  inputs: z.record(z.string(), z.unknown()),
  status: z.number().int(),
  durationMs: z.number().int(),
  /** The answer's first characters, or the refusal. */
  summary: z.string(),
  createTime: z.string(),
});
export type MicroCall = z.infer<typeof zMicroCall>;

/** Calls kept per user and microservice (issue 19, run history). */
export const MICRO_HISTORY_SIZE = 20;

export const zInstallLink = z.object({
  /** Where the package is downloaded from. */
  path: z.string(),
  /** The name to save it under: the microservice's name (spec 001 §7.2). */
  fileName: z.string(),
});

export const trialApi = {
  /** Spec 002 §7.4; multipart: `file` per file parameter, `str` the JSON above. */
  forward: defineEndpoint({
    method: 'POST',
    path: '/api/microservice/industrialMicroserviceComponents/forwardingInterface',
    tag: 'trial',
    summary: '微服务试用：按登记的接口地址转发调用（file 每个文件参数一份，str 为参数 JSON）',
    access: 'certified',
    kind: 'multipart',
    upload: TRIAL_UPLOAD,
    data: zForwardingAnswer,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/microCall/history/:id',
    tag: 'trial',
    summary: '本人对该微服务最近 20 次试用调用（参数、状态、耗时、结果摘要）',
    access: 'certified',
    params: zIdParam,
    data: z.array(zMicroCall),
  }),
  /** Spec 001 §7.2, download link: the id in, the package's path out, saved under the item's name. */
  installLink: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/micro/installLink/:id',
    tag: 'trial',
    summary: '微服务安装包的下载地址与文件名',
    // 安装 is an account's action (spec 000 §2.10: a visitor is asked to log in).
    access: 'certified',
    params: zIdParam,
    data: zInstallLink,
  }),
  installPackage: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/micro/installPackage/:id',
    tag: 'trial',
    summary: '微服务安装包（zip）：由参数定义生成的 OpenAPI 描述与带 curl 示例的 README',
    access: 'certified',
    kind: 'file',
    params: zIdParam,
    data: z.null(),
  }),
};

/** Single quotes for a POSIX shell. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A trial call as a `curl` command against the platform (the run history's copy, the install
 * package's README): the session token left as a variable, never written out; each file by name.
 */
export function trialCurl(origin: string, str: ForwardingStr, fileNames: readonly string[]): string {
  return [
    `curl -X POST ${shellQuoted(`${origin}${trialApi.forward.path}`)}`,
    '  -H "token: $PORTAL_TOKEN"',
    ...fileNames.map((name) => `  -F ${shellQuoted(`file=@${name};type=text/csv`)}`),
    `  -F ${shellQuoted(`str=${JSON.stringify(str)}`)}`,
  ].join(' \\\n');
}
