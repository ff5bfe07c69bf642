import { REQUEST_LOCATIONS, REQUEST_TYPES, type RequestField } from '@portal/shared/catalogue';
import { strPartOf, trialCurl } from '@portal/shared/trial';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { findMicroservice } from './micro.repository.ts';

type Micro = NonNullable<Awaited<ReturnType<typeof findMicroservice>>>;

const NUMERIC: readonly number[] = [
  REQUEST_TYPES.int,
  REQUEST_TYPES.long,
  REQUEST_TYPES.float,
  REQUEST_TYPES.number,
];

/** A parameter's schema: integers, numbers (type 8 also an object of numbers), a file, text. */
function schemaOf(field: RequestField): Record<string, unknown> {
  const description = `${field.requestDescribes}${field.unit ? `（${field.unit}）` : ''}`;
  const example = field.requestDefaultValue === '' ? undefined : field.requestDefaultValue;
  if (field.requestType === REQUEST_TYPES.file) return { type: 'string', format: 'binary', description };
  if (field.requestType === REQUEST_TYPES.int || field.requestType === REQUEST_TYPES.long) {
    return { type: 'integer', description, ...(example ? { example: Number(example) } : {}) };
  }
  if (field.requestType === REQUEST_TYPES.number) {
    return {
      description,
      oneOf: [{ type: 'number' }, { type: 'object', additionalProperties: { type: 'number' } }],
      ...(example ? { example: Number(example) } : {}),
    };
  }
  if (NUMERIC.includes(field.requestType)) {
    return { type: 'number', description, ...(example ? { example: Number(example) } : {}) };
  }
  return { type: 'string', description, ...(example ? { example } : {}) };
}

/** Where the service answers: its registered domain, or this platform for the built-ins. */
function serverOf(micro: Micro, platformOrigin: string): string {
  const origin = micro.request.domain
    ? `${micro.request.protocol.toLowerCase()}://${micro.request.domain}`
    : platformOrigin;
  return `${origin}${micro.request.prefix}`;
}

/** OpenAPI 3.0 of the microservice's endpoint, told from its parameter definition. */
export function openApiOf(micro: Micro, platformOrigin: string): Record<string, unknown> {
  const fields = micro.requestFields;
  const method = micro.request.method.toLowerCase();
  const inBody = fields.filter((field) => field.requestLocation === REQUEST_LOCATIONS.body);
  const hasFile = inBody.some((field) => field.requestType === REQUEST_TYPES.file);
  const required = (list: RequestField[]) =>
    list.filter((field) => field.requiredFlag === 1).map((f) => f.requestName);
  const bodySchema = {
    type: 'object',
    properties: Object.fromEntries(inBody.map((field) => [field.requestName, schemaOf(field)])),
    ...(required(inBody).length ? { required: required(inBody) } : {}),
  };
  const parameters = fields
    .filter((field) => field.requestLocation !== REQUEST_LOCATIONS.body)
    .map((field) => ({
      name: field.requestName,
      in: field.requestLocation === REQUEST_LOCATIONS.header ? 'header' : 'query',
      required: field.requiredFlag === 1,
      schema: schemaOf(field),
    }));
  return {
    openapi: '3.0.3',
    info: { title: micro.name, version: '1.0.0', description: micro.contentRemake },
    servers: [{ url: serverOf(micro, platformOrigin) }],
    paths: {
      [micro.request.uri]: {
        [method]: {
          operationId: 'call',
          summary: micro.name,
          description: micro.detailsRemake,
          ...(parameters.length ? { parameters } : {}),
          ...(inBody.length && method !== 'get'
            ? {
                requestBody: {
                  required: true,
                  content: { [hasFile ? 'multipart/form-data' : 'application/json']: { schema: bodySchema } },
                },
              }
            : {}),
          responses: {
            '200': {
              description: '调用成功：{ code, msg, data }',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            '400': { description: '参数不正确（msg 说明原因）' },
          },
        },
      },
    },
  };
}

/** The README: what the service does, its parameters, and a curl call through the platform. */
export function readmeOf(micro: Micro, platformOrigin: string): string {
  const str = {
    id: micro.id,
    body: {} as Record<string, string | number>,
    params: {} as Record<string, string | number>,
    header: {} as Record<string, string | number>,
  };
  const files: string[] = [];
  for (const field of micro.requestFields) {
    if (field.requestType === REQUEST_TYPES.file) {
      files.push('data.csv');
      continue;
    }
    const value =
      NUMERIC.includes(field.requestType) && field.requestDefaultValue !== ''
        ? Number(field.requestDefaultValue)
        : field.requestDefaultValue;
    if (value !== '') str[strPartOf(field.requestLocation)][field.requestName] = value;
  }
  const curl = trialCurl(platformOrigin, str, files);
  const rows = micro.requestFields.map(
    (field) =>
      `| ${field.requestName} | ${field.requestDescribes}${field.unit ? `（${field.unit}）` : ''} | ${
        field.requestLocation === REQUEST_LOCATIONS.header
          ? 'Header'
          : field.requestLocation === REQUEST_LOCATIONS.query
            ? 'Query'
            : 'Body'
      } | ${field.requiredFlag === 1 ? '是' : '否'} | ${field.requestDefaultValue || '—'} |`,
  );
  return [
    `# ${micro.name}`,
    '',
    micro.contentRemake,
    '',
    micro.detailsRemake,
    '',
    '## 接口',
    '',
    `${micro.request.method} ${serverOf(micro, platformOrigin)}${micro.request.uri}（完整描述见 openapi.json）`,
    '',
    '## 参数',
    '',
    '| 参数名 | 说明 | 位置 | 必填 | 默认值 |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## 通过平台调用（curl）',
    '',
    '平台按登记的接口地址转发调用；先登录平台，把会话令牌放进环境变量 PORTAL_TOKEN。',
    '',
    '```sh',
    curl,
    '```',
    '',
  ].join('\n');
}

/** The name the package is saved under: the item's name (spec 001 §7.2), safe as a file name. */
export function packageName(name: string): string {
  const safe = [...name].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
  return `${safe}.zip`;
}

/**
 * The install package of a published microservice: openapi.json and README.md, zipped. A few
 * kilobytes: zipped in the call, not worth a trip to the worker pool.
 */
export async function installPackage(db: Db, id: number, platformOrigin: string) {
  const micro = await findMicroservice(db, id);
  if (!micro) throw notFound('微服务不存在');
  const zip = zipSync({
    'openapi.json': strToU8(`${JSON.stringify(openApiOf(micro, platformOrigin), null, 2)}\n`),
    'README.md': strToU8(readmeOf(micro, platformOrigin)),
  });
  return { fileName: packageName(micro.name), content: Buffer.from(zip) };
}

/** Spec 001 §7.2's download link: the package's path and the name to save it under. */
export async function installLink(db: Db, id: number, path: string) {
  const micro = await findMicroservice(db, id);
  if (!micro) throw notFound('微服务不存在');
  return { path, fileName: packageName(micro.name) };
}
