import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { levelsOf } from '@portal/shared/access';
import * as accounts from '@portal/shared/accounts';
import * as api from '@portal/shared/api';
import * as appAdmin from '@portal/shared/app-admin';
import * as bannerAdmin from '@portal/shared/banner-admin';
import * as builtin from '@portal/shared/builtin';
import * as cart from '@portal/shared/cart';
import * as catalogue from '@portal/shared/catalogue';
import * as certification from '@portal/shared/certification';
import * as community from '@portal/shared/community';
import * as content from '@portal/shared/content';
import { type Endpoint, endpointKey } from '@portal/shared/contract';
import * as dashboard from '@portal/shared/dashboard';
import * as datasource from '@portal/shared/datasource';
import * as market from '@portal/shared/market';
import * as memberAdmin from '@portal/shared/member-admin';
import * as messagesAdmin from '@portal/shared/messages-admin';
import * as microAdmin from '@portal/shared/micro-admin';
import * as modelAdmin from '@portal/shared/model-admin';
import * as newsAdmin from '@portal/shared/news-admin';
import * as noticeAdmin from '@portal/shared/notice-admin';
import * as orders from '@portal/shared/orders';
import * as signing from '@portal/shared/signing';
import * as simulation from '@portal/shared/simulation';
import * as site from '@portal/shared/site';
import * as siteSettings from '@portal/shared/site-settings';
import * as solutionAdmin from '@portal/shared/solution-admin';
import * as subscriptions from '@portal/shared/subscriptions';
import * as supply from '@portal/shared/supply';
import * as supplyModeration from '@portal/shared/supply-moderation';
import * as supplyPublishing from '@portal/shared/supply-publishing';
import * as trial from '@portal/shared/trial';
import * as userAdmin from '@portal/shared/user-admin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { uploadRequestBody } from './route.ts';

/**
 * The OpenAPI document at `/api/docs`, told from the contracts: each operation's id is its
 * endpoint's name (`<group>.<key>`: `marketApi.selectMarketList` is `market.selectMarketList`),
 * its security requirement comes from its `access`, its error answers say what each status means.
 * `api-document.test.ts` holds the document to `@redocly/cli lint`'s recommended rules.
 */

/** The contract modules of `packages/shared`: every `…Api` group they export is named from here. */
const CONTRACT_MODULES: Record<string, unknown>[] = [
  accounts,
  api,
  builtin,
  cart,
  catalogue,
  certification,
  content,
  datasource,
  market,
  orders,
  site,
  subscriptions,
  supply,
  supplyPublishing,
  supplyModeration,
  simulation,
  signing,
  trial,
  userAdmin,
  noticeAdmin,
  newsAdmin,
  community,
  dashboard,
  messagesAdmin,
  appAdmin,
  microAdmin,
  bannerAdmin,
  siteSettings,
  solutionAdmin,
  memberAdmin,
  modelAdmin,
];

function isEndpoint(value: unknown): value is Endpoint {
  const candidate = value as Partial<Endpoint> | null;
  return typeof candidate?.method === 'string' && typeof candidate.path === 'string';
}

interface NamedEndpoint {
  operationId: string;
  endpoint: Endpoint;
}

/** `METHOD /path` → the endpoint and its name. */
function namedEndpoints(): Map<string, NamedEndpoint> {
  const named = new Map<string, NamedEndpoint>();
  for (const module of CONTRACT_MODULES) {
    for (const [exportName, group] of Object.entries(module)) {
      if (!exportName.endsWith('Api') || typeof group !== 'object' || group === null) continue;
      for (const [key, endpoint] of Object.entries(group)) {
        if (!isEndpoint(endpoint)) continue;
        named.set(endpointKey(endpoint), { operationId: `${exportName.slice(0, -3)}.${key}`, endpoint });
      }
    }
  }
  return named;
}

/** The session token, sent in the `token` header (spec 002 §7.1). */
const TOKEN_SCHEME = 'token';

/** What each error status of the envelope means here. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': '请求参数不正确（`data.fieldErrors` 指出字段；`errorCode` 说明原因）',
  '401': '未登录或登录已过期（`code` 600）',
  '403': '无权访问（角色不符或尚未认证）',
  '404': '不存在或未发布',
  '409': '与当前状态冲突',
  '411': '上传缺少 Content-Length',
  '413': '请求体过大',
  '429': '请求过于频繁，请稍后再试',
  '500': '服务器内部错误（不含内部细节）',
  '503': '服务暂不可用',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

function describedResponses(
  response: Record<string, unknown> | undefined,
  endpoint: Endpoint,
): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  if ((endpoint.kind ?? 'json') === 'file') {
    // The bytes of the file or image; only the errors answer the envelope.
    described['200'] = {
      description: '文件内容',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  for (const [status, schema] of Object.entries(response ?? {})) {
    const description = status === '200' ? '成功（`code` 200）' : (ERROR_DESCRIPTIONS[status] ?? '错误');
    described[status] = { ...(schema as object), description };
  }
  return described;
}

export function apiDocumentOptions(): FastifyDynamicSwaggerOptions {
  const named = namedEndpoints();
  return {
    openapi: {
      info: {
        title: '工业互联网平台门户 API',
        version: '0.1.0',
        description:
          '门户、应用市场与运营控制台的接口。每个应答都是信封 `{ code, msg, data }`：成功时 `code` 为 200，失败时 HTTP 状态与 `code` 一致（未登录为 401、`code` 600）。需要登录的接口在 `token` 请求头中携带会话令牌。',
        // Not open source: the license is the platform's, asked for through its contact page.
        license: { name: '专有软件，保留所有权利；使用授权请联系平台', url: '/Contact' },
      },
      servers: [{ url: '/', description: '提供本文档的服务器' }],
      components: {
        securitySchemes: {
          [TOKEN_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: '登录（`POST /api/oauth/Login`）得到的会话令牌',
          },
        },
      },
    },
    transform(input: TransformInput): TransformOutput {
      const transformed = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0];
      const contract = named.get(`${method} ${input.url}`);
      if (!contract) return transformed;
      const schema = transformed.schema as Record<string, unknown>;
      return {
        ...transformed,
        schema: {
          ...schema,
          operationId: contract.operationId,
          // An upload's file: the route reads it as a stream, so only the document shows it.
          ...(contract.endpoint.upload ? { body: uploadRequestBody(contract.endpoint.upload) } : {}),
          // A visitor's call takes a session when sent (answers may adapt), so the token is optional.
          security: levelsOf(contract.endpoint.access).includes('visitor')
            ? [{}, { [TOKEN_SCHEME]: [] }]
            : [{ [TOKEN_SCHEME]: [] }],
          response: describedResponses(
            schema.response as Record<string, unknown> | undefined,
            contract.endpoint,
          ),
        },
      };
    },
  };
}
