import { accessVerdict, operatorsOnly } from '@portal/shared/access';
import { type Envelope, zEnvelope, zErrorEnvelope } from '@portal/shared/api';
import {
  type AccessRule,
  type Endpoint,
  type EndpointData,
  type EndpointRequestParts,
  endpointKey,
} from '@portal/shared/contract';
import { largestUpload, type UploadSpec } from '@portal/shared/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dropAreas } from '../lib/cache-invalidation.ts';
import type { Caller, CallerOf } from '../lib/caller.ts';
import { type CacheArea, cachedJson, JSON_CONTENT_TYPE, keptJson, sendJson } from '../lib/json-cache.ts';

/** A route's onRequest check of who may call it (auth/guards.ts). */
export type AccessGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its contract (the role matrix reads it). */
    access?: AccessRule;
    /** The file an upload route takes, from its contract (the API document shows it). */
    upload?: UploadSpec;
  }
  interface FastifyRequest {
    /** Who is calling, resolved once by the route's guard; null for a visitor. */
    caller: Caller | null;
    /** The session's token, when one was sent and is valid (logging out closes it). */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** The onRequest guard of an access rule (auth/guards.ts provides it). */
    accessGuard: (rule: AccessRule, refusal?: string) => AccessGuard;
    /**
     * The caller of a token whose session was resolved lately and needs nothing written now, or
     * null (auth/guards.ts provides it): the front door answers only such callers' kept reads.
     */
    recentCaller: (token: string, ip: string) => Caller | null;
    /**
     * Writes the audit floor of an operator write that logged no entry of its own (audit/audit.ts
     * provides it): every operator action is on the audit log.
     */
    auditFloor: (caller: Caller, call: string, input: { params: unknown; body: unknown }) => Promise<void>;
  }
}

/** Every error a route may answer, always the envelope. */
const ERROR_ANSWERS = Object.fromEntries(
  [400, 401, 403, 404, 409, 411, 413, 429, 500, 503].map((status) => [status, zErrorEnvelope]),
);

/** The instance a route module receives (the zod type provider's plugin type). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

type JsonAnswer<E extends Endpoint> = Envelope<z.input<E['data']> | EndpointData<E>>;

/** What a handler gets: the validated parts of the request and who is calling. */
export type RouteInput<E extends Endpoint> = EndpointRequestParts<E> & { caller: CallerOf<E['access']> };

/**
 * A JSON call answers the envelope, or sends bytes already checked against `answerSchema` through
 * `reply` (the read cache, `lib/json-cache.ts`); a file call sends through `reply` itself.
 */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<E['kind'] extends 'file' ? FastifyReply : JsonAnswer<E> | FastifyReply>;

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /** The cached read areas a write changes: dropped after a successful answer, never after an error. */
  invalidates?: readonly CacheArea[];
  /**
   * A public read kept in memory in this area (lib/json-cache.ts), keyed by the call, its path
   * and query (or by `key`, when the answer depends on the body), until a write drops the area or
   * its lifetime ends. Only for answers that are the same for every caller: `caller` is not part
   * of the key.
   */
  cached?: CacheArea | { area: CacheArea; key: (input: RouteInput<E>) => string };
}

/** Room for the multipart framing around an upload's file (boundaries, part headers, small fields). */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/**
 * The API document's request body of an upload (added by the document's transform in `app.ts`:
 * the route itself reads the file as a stream, not a validated body).
 */
export function uploadRequestBody(upload: UploadSpec) {
  return {
    type: 'object',
    required: [upload.field],
    properties: {
      [upload.field]: {
        type: 'string',
        format: 'binary',
        // Of a binary string, its bytes: the largest file the upload takes.
        maxLength: largestUpload(upload),
        description: `${Object.keys(upload.accepts).join('/')}，类型按内容判断`,
      },
    },
  };
}

const answerSchemas = new WeakMap<Endpoint, z.ZodType>();

const JSON_HEADERS = { 'content-type': JSON_CONTENT_TYPE };
/** A caller's own answer: no cache on the way may keep it (as the security hook says for a session). */
const OWN_JSON_HEADERS = { 'content-type': JSON_CONTENT_TYPE, 'Cache-Control': 'no-store' };

/** The successful envelope of a JSON call, built once: the route declares it, the read cache checks against it. */
export function answerSchema<E extends Endpoint>(endpoint: E): ReturnType<typeof zEnvelope<E['data']>> {
  let schema = answerSchemas.get(endpoint);
  if (!schema) {
    schema = zEnvelope(endpoint.data);
    answerSchemas.set(endpoint, schema);
  }
  return schema as ReturnType<typeof zEnvelope<E['data']>>;
}

/**
 * A logged-in caller's kept read (a `cached` call keyed by who calls, taking no path or query
 * parameters: CurrentUser) is answered by the front door before the framework when the caller's
 * session was resolved lately and the call's rule admits them (the same verdict the guard
 * gives); anything else (no kept bytes, a session to read, renew or refuse) goes the whole way.
 */
function rememberSessionRead<E extends Endpoint>(
  app: RouteApp,
  endpoint: E,
  cached: NonNullable<RouteOptions<E>['cached']>,
): void {
  if (endpoint.access === 'visitor' || typeof cached === 'string' || endpoint.params || endpoint.query)
    return;
  if (endpoint.method !== 'GET') return;
  const prefix = `${endpointKey(endpoint)}:`;
  app.keptAddresses.rememberSessionRead(endpoint.path, (token, ip) => {
    const caller = app.recentCaller(token, ip);
    if (!caller || accessVerdict(endpoint.access, caller) !== 'allowed') return undefined;
    const body = keptJson(app.db, cached.area, prefix + cached.key({ caller } as RouteInput<E>));
    return body && { body, headers: OWN_JSON_HEADERS };
  });
}

/**
 * Registers a call from its contract: path, method, schemas (so the API document shows them),
 * the access guard, and the handler. Handlers stay thin: take the input, call the service,
 * answer the envelope.
 */
export function route<E extends Endpoint>(
  app: RouteApp,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions<E> = {},
): void {
  const kind = endpoint.kind ?? 'json';
  if (options.cached) rememberSessionRead(app, endpoint, options.cached);
  // Every operator action is on the audit log: the service's own entry, or this floor.
  const audited = operatorsOnly(endpoint.access) && endpoint.method !== 'GET';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // An upload's whole body: its largest file and the multipart framing, checked before reading.
    ...(endpoint.upload ? { bodyLimit: largestUpload(endpoint.upload) + MULTIPART_FRAMING_BYTES } : {}),
    config: { access: endpoint.access, ...(endpoint.upload ? { upload: endpoint.upload } : {}) },
    // No call takes a compressed body (no client sends one, and one would be a bomb to unpack):
    // nor does any pay for the check per request.
    decompress: false,
    // A cached read sends kept bytes, compressed once per answer (http/precompressed.ts): the
    // compression plugin's per-request pass would only find them compressed already.
    ...(options.cached ? { compress: false as const } : {}),
    // Checked before the body is read or validated: a caller who may not call learns nothing more.
    onRequest: app.accessGuard(endpoint.access, endpoint.refusal),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && kind === 'json' ? { body: endpoint.body } : {}),
      ...(kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response:
        kind === 'file' ? ERROR_ANSWERS : { 200: answerSchema(endpoint) as z.ZodType, ...ERROR_ANSWERS },
    },
    // The handler's answer is checked against the contract's types above and by the serializer.
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        caller: request.caller,
      } as RouteInput<E>;
      if (options.cached) {
        const cached = options.cached;
        // By default the path and query (validated, bounded); a body is read only through `key`.
        const area = typeof cached === 'string' ? cached : cached.area;
        const part =
          typeof cached === 'string' ? JSON.stringify([request.params, request.query]) : cached.key(input);
        const key = `${endpointKey(endpoint)}:${part}`;
        const body = await cachedJson(app.db, area, key, answerSchema(endpoint) as z.ZodType, () =>
          handler(input, request, reply),
        );
        // The same for every visitor: the next visitor at this address is answered at the door.
        if (endpoint.access === 'visitor') {
          app.keptAddresses.remember(request, () => {
            const kept = keptJson(app.db, area, key);
            return kept && { body: kept, headers: JSON_HEADERS };
          });
        }
        return sendJson(reply, body);
      }
      const answer = await handler(input, request, reply);
      // Only a successful answer gets here: the write it made is done.
      if (audited) {
        await app.auditFloor(request.caller as Caller, endpointKey(endpoint), {
          params: request.params,
          body: request.body,
        });
      }
      if (options.invalidates) await dropAreas(app.db, options.invalidates);
      return answer as never;
    },
  });
}
