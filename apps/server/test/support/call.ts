import type { Envelope } from '@portal/shared/api';
import { type Endpoint, type EndpointData, type EndpointInput, pathWith } from '@portal/shared/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../src/app.ts';
import { type RoleName, type SignedInRole, signIn } from './roles.ts';

/**
 * The typed test client: a call addressed by its contract, never by a path written in the test.
 *
 *   const { status, body } = await callAs(t, 'operator', ordersApi.confirmPayment, { params: { id }, body: {} });
 *
 * `who` is a role of the role matrix (its demo account, signed in once per app through the real
 * login), `'visitor'`, or `{ token }` for an account the test made itself.
 */
export type Caller = RoleName | { token: string };

export interface CallOptions {
  /** Extra headers (an address through `x-forwarded-for` is ignored unless the app trusts a proxy). */
  headers?: Record<string, string>;
  /** The caller's address as the server sees it. */
  remoteAddress?: string;
  /** A raw body sent in place of `input.body`: a multipart upload (`multipartBody`), with its headers. */
  payload?: Buffer;
}

export interface CallAnswer<E extends Endpoint> {
  status: number;
  /** The envelope (JSON calls, and every error); for a file call's success, use `response`. */
  body: Envelope<EndpointData<E>> & { errorCode?: string };
  response: LightMyRequestResponse;
}

const sessions = new WeakMap<AppInstance, Map<SignedInRole, Promise<string>>>();

/** The role's session on this app, signed in once and reused by every call. */
function sessionOf(app: AppInstance, role: SignedInRole): Promise<string> {
  let byRole = sessions.get(app);
  if (!byRole) {
    byRole = new Map();
    sessions.set(app, byRole);
  }
  let token = byRole.get(role);
  if (!token) {
    token = signIn(app, role);
    byRole.set(role, token);
  }
  return token;
}

/** Forgets the role's session (after a test logs it out, say); the next call signs in again. */
export function forgetSession(app: AppInstance, role: SignedInRole): void {
  sessions.get(app)?.delete(role);
}

async function tokenOf(app: AppInstance, who: Caller): Promise<string | null> {
  if (typeof who === 'object') return who.token;
  return who === 'visitor' ? null : sessionOf(app, who);
}

/** The query string of a call, as the web's request layer sends it (absent values left out). */
function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a call: the path with its parameters filled, and the query string. */
export function urlOf(endpoint: Pick<Endpoint, 'path'>, input: { params?: object; query?: object }): string {
  return `${pathWith(endpoint.path, input.params as Record<string, unknown> | undefined)}${queryString(input.query)}`;
}

/** Calls `endpoint` with its typed input as `who`, through the real app (routing, guard, validation). */
export async function callAs<E extends Endpoint>(
  t: { app: AppInstance },
  who: Caller,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<CallAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const token = await tokenOf(t.app, who);
  const request: InjectOptions = {
    method: endpoint.method,
    url: urlOf(endpoint, { params, query }),
    headers: { ...(token ? { token } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    ...(options.payload ? { payload: options.payload } : {}),
  };
  const response = await t.app.inject(request);
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : (null as never), response };
}

/** An input the contract refuses, sent as it is: for tests of the refusal. */
export function malformed(input: { params?: object; query?: object; body?: unknown }): never {
  return input as never;
}

/**
 * The endpoint's path with its `:name` segments filled as given, not encoded: for the raw inject
 * of a test of malformed addresses (bad percent-encoding, a NUL), which `callAs` would encode away.
 */
export function rawPathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`路径参数 ${name} 缺失`);
    return String(value);
  });
}
