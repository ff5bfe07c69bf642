import type { z } from 'zod';
import type { UploadSpec } from './uploads.ts';

/**
 * One object per API call, used by both sides: the server registers its route from it
 * (`apps/server/src/http/route.ts`), the web calls it with `call(endpoint, input)`
 * (`apps/web/src/shared/api/call.ts`), and the OpenAPI document comes from its schemas.
 */

/**
 * Who may call. Every access but `visitor` and `user` also requires a certified account
 * (registration status 2, or a member added by an administrator): an uncertified tenant or
 * developer may only sign in and certify.
 * - visitor: anyone; a session, when sent, is read (answers may adapt to the caller)
 * - user: any logged-in user, certified or not
 * - certified: any logged-in, certified user
 * - tenant: a tenant-role user (administrator or member)
 * - tenantAdmin: a tenant-role administrator
 * - developer: a developer-role user
 * - operator: an operator
 */
export const ACCESS_LEVELS = [
  'visitor',
  'user',
  'certified',
  'tenant',
  'tenantAdmin',
  'developer',
  'operator',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
/** One level, or any of several (`['tenant', 'operator']`); decided by `accessVerdict` (access.ts). */
export type AccessRule = Access | readonly Access[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the answer travels: `json` is the envelope `{ code, msg, data }` with `data` as declared;
 * `file` is a file or image (errors still answer the envelope); `multipart` takes a form upload
 * and answers the envelope.
 */
export type EndpointKind = 'json' | 'file' | 'multipart';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify style: `/api/portalWeb/news/web/:id`. */
  path: `/api/${string}`;
  /** One line for the API document. */
  summary: string;
  /** The API document's group. */
  tag: string;
  access: AccessRule;
  /**
   * What a logged-in caller of the wrong role is told, when the access level's own message
   * would name the wrong action (a member deleting a subscription is not "subscribing").
   */
  refusal?: string;
  kind?: EndpointKind;
  /** A `multipart` call's file: field, types with their largest sizes, pixel budget. */
  upload?: UploadSpec;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `data` of a successful envelope (ignored for `file`). */
  data: z.ZodType;
}

/** Declares a call; the literal types are kept so the web infers params, query, body and answer. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

// A part every field of which is optional (`{}` would do) may be left out too.
type InputPart<S, K extends string> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : Record<string, never> extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller passes: `params`, `query` and `body`, each required when the call declares one with a required field. */
export type EndpointInput<E extends Endpoint> = InputPart<E['params'], 'params'> &
  InputPart<E['query'], 'query'> &
  InputPart<E['body'], 'body'>;

/** What a successful answer's `data` holds. */
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** The server handler's view: parsed params, query and body. */
export interface EndpointRequestParts<E extends Endpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
}

/** Fills `:name` segments of a path, each value URL-encoded. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`路径参数 ${name} 缺失`);
    return encodeURIComponent(String(value));
  });
}

/** `METHOD /path` as the route table, the role matrix and the API document name a call. */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/**
 * An endpoint's method and path alone, typed as the endpoint, for a caller that must not load the
 * schemas: the first screen of `/` carries no zod. `call` and `urlOf` read only these two, and the
 * type refuses a method or path other than the contract's. Never read its schemas.
 */
export function addressOf<E extends Endpoint>(address: Pick<E, 'method' | 'path'>): E {
  return address as E;
}
