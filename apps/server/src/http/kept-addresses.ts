import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptForm, sendKept } from './precompressed.ts';
import { loggedUrl } from './request-logging.ts';
import { tokenFrom } from './session-token.ts';

/** A kept answer as it is sent: its bytes and the headers its route sets. */
export interface KeptAnswer {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** Reads the kept answer behind an address, if it is still current; never computes one. */
export type KeptLookup = () => KeptAnswer | undefined;

/**
 * A logged-in caller's kept answer at a path, for the session's token and the caller's address
 * (route.ts decides: the session resolved lately, the call's rule admits the caller), else
 * undefined: never computes one.
 */
export type SessionRead = (token: string, ip: string) => KeptAnswer | undefined;

/** What the door sends for a request: the kept answer, and the address as its log line names it. */
interface DoorAnswer {
  kept: KeptAnswer;
  loggedJson: string;
}

/** Addresses remembered per app; a query string can make any number of them, so they are bounded. */
const MAX_ADDRESSES = 5_000;

/** What the door needs from the app to answer before the framework sees a request. */
export interface RawDoor {
  /** Writes a line to the app's log, or null when the log leaves out requests (below info). */
  writeLogLine: ((line: string) => void) | null;
  /** The security headers the app's hook adds to an answer of this content type. */
  securityHeaders: (contentType: string | undefined) => Readonly<Record<string, string>>;
  /** The request's id: the caller's own when sane, else a new one (as the app makes it). */
  requestId: (request: IncomingMessage) => string;
  /** Whether the app believes a proxy's X-Forwarded-* headers (TRUST_PROXY). */
  trustsProxy: boolean;
}

interface Remembered {
  lookup: KeptLookup;
  /** The address as logged (`loggedUrl`: no query, secret parameters redacted), as JSON text. */
  loggedJson: string;
}

/**
 * The visitors' front door: a GET without a session whose address was last answered from a
 * cache (a public read kept by `cachedJson`, a page kept by the page cache) is answered from that
 * cache again straight from the first hook, before its query is validated and its handler runs.
 * Only what is the same for every visitor is remembered (a `visitor` call or page, asked without
 * a session), only its address is: the bytes stay in their own cache, whose drops and lifetime
 * decide, so a miss there goes the whole way as before.
 *
 * The door has two places. Before the framework (`serveRaw`, from the HTTP server's own request
 * event): the answer is written with the same headers the app's hooks add, a request id and the
 * log line, and nothing of the framework's per-request work runs; a request whose address, host
 * or protocol a trusted proxy names (X-Forwarded-*) goes on, as Fastify reads those by its own
 * rules. At the first hook (`serve`) for those: the same reply sends it (its hooks add the
 * security headers and the request id, and log it).
 */
export class KeptAddresses {
  private readonly remembered = new Map<string, Remembered>();
  /** Logged-in callers' kept reads, by path (a fixed set: the routes that declare one). */
  private readonly sessionReads = new Map<string, { read: SessionRead; loggedJson: string }>();
  private raw: RawDoor | null = null;
  /** The headers `serveRaw` sends, by kept bytes (they go with them) and encoding. */
  private readonly sentHeaders = new WeakMap<Buffer, Map<string | null, string[]>>();
  /** Answers sent from here, before the framework and at its first hook (tests). */
  served = 0;
  servedRaw = 0;

  /** Remembers how to find this request's answer again, when any visitor would get the same. */
  remember(request: FastifyRequest, lookup: KeptLookup): void {
    if (!isVisitorGet(request.method, request.headers)) return;
    if (this.remembered.size >= MAX_ADDRESSES) this.remembered.clear();
    this.remembered.set(addressOf(request.host, request.url), {
      lookup,
      loggedJson: JSON.stringify(loggedUrl(request)),
    });
  }

  /** Lets the door answer a logged-in caller's kept read at `path` (any query), found by `read`. */
  rememberSessionRead(path: string, read: SessionRead): void {
    this.sessionReads.set(path, { read, loggedJson: JSON.stringify(path) });
  }

  /** Sends the kept answer of this request's address, when there is one; whether it did. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    if (this.remembered.size === 0 || !isVisitorGet(request.method, request.headers)) return false;
    const kept = this.remembered.get(addressOf(request.host, request.url))?.lookup();
    if (!kept) return false;
    this.served += 1;
    reply.headers(kept.headers);
    sendKept(reply, kept.body);
    return true;
  }

  /** The headers of a kept answer in one encoding, as `writeHead` takes them: made once per answer. */
  private headersOf(kept: KeptAnswer, bytes: Buffer, encoding: string | null, door: RawDoor): string[] {
    let byEncoding = this.sentHeaders.get(kept.body);
    if (!byEncoding) {
      byEncoding = new Map();
      this.sentHeaders.set(kept.body, byEncoding);
    }
    let flat = byEncoding.get(encoding);
    if (!flat) {
      const all: Record<string, string> = {
        ...kept.headers,
        ...door.securityHeaders(kept.headers['content-type']),
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': String(bytes.length),
      };
      flat = Object.entries(all).flat();
      byEncoding.set(encoding, flat);
    }
    return flat;
  }

  /** Lets `serveRaw` answer (once the app that sets the headers and logs is built). */
  openRawDoor(door: RawDoor): void {
    this.raw = door;
  }

  /**
   * Answers a kept read straight from the HTTP server's request event: a visitor's, or a
   * logged-in caller's own (`rememberSessionRead`); whether it did.
   */
  serveRaw(request: IncomingMessage, response: ServerResponse): boolean {
    const door = this.raw;
    const { headers, method, url } = request;
    if (!door || method !== 'GET' || url === undefined) return false;
    if (door.trustsProxy && hasForwarded(headers)) return false;
    const started = performance.now();
    const found = isVisitorGet(method, headers)
      ? this.visitorRead(headers.host, url)
      : this.sessionRead(request, url);
    if (!found) return false;
    const { kept, loggedJson } = found;
    this.served += 1;
    this.servedRaw += 1;
    const id = door.requestId(request);
    const { bytes, encoding } = keptForm(kept.body, headers['accept-encoding']);
    response.writeHead(200, [...this.headersOf(kept, bytes, encoding, door), 'X-Request-Id', id]);
    response.end(bytes);
    door.writeLogLine?.(
      requestLine(id, loggedJson, performance.now() - started, request.socket.remoteAddress),
    );
    return true;
  }

  private visitorRead(host: string | undefined, url: string): DoorAnswer | undefined {
    // The sign-in calls' answers are never stored anywhere (the security hook says no-store).
    if (this.remembered.size === 0 || host === undefined || url.startsWith('/api/oauth/')) return undefined;
    const entry = this.remembered.get(addressOf(host, url));
    const kept = entry?.lookup();
    return entry && kept && { kept, loggedJson: entry.loggedJson };
  }

  private sessionRead(request: IncomingMessage, url: string): DoorAnswer | undefined {
    const query = url.indexOf('?');
    const entry = this.sessionReads.get(query === -1 ? url : url.slice(0, query));
    const token = entry && tokenFrom(request);
    const kept = token ? entry.read(token, request.socket.remoteAddress ?? '') : undefined;
    return entry && kept && { kept, loggedJson: entry.loggedJson };
  }
}

const HOSTNAME_JSON = JSON.stringify(os.hostname());

/**
 * The line the app's logger writes for a request (pino's fields, level info), made here: pino's
 * work per line was a quarter of a kept answer's cost.
 */
function requestLine(id: string, loggedJson: string, ms: number, ip: string | undefined): string {
  return (
    `{"level":30,"time":${Date.now()},"pid":${process.pid},"hostname":${HOSTNAME_JSON},` +
    `"reqId":${JSON.stringify(id)},"method":"GET","url":${loggedJson},"statusCode":200,` +
    `"responseTime":${Math.round(ms * 10) / 10}${ip === undefined ? '' : `,"ip":${JSON.stringify(ip)}`},` +
    `"msg":"request completed"}\n`
  );
}

/** A visitor's GET: a session (either header) makes an answer the caller's own. */
function isVisitorGet(method: string | undefined, headers: IncomingMessage['headers']): boolean {
  return method === 'GET' && headers.token === undefined && headers.authorization === undefined;
}

function hasForwarded(headers: IncomingMessage['headers']): boolean {
  return (
    headers['x-forwarded-for'] !== undefined ||
    headers['x-forwarded-host'] !== undefined ||
    headers['x-forwarded-proto'] !== undefined
  );
}

/**
 * The host (pages name it in their links) and the address without the request layer's `n`
 * (a cache buster no route reads: it is stripped before validation).
 */
function addressOf(host: string, url: string): string {
  const query = url.indexOf('?');
  if (query === -1 || !/[?&]n=/.test(url)) return `${host} ${url}`;
  const kept = url
    .slice(query + 1)
    .split('&')
    .filter((part) => !part.startsWith('n='));
  return `${host} ${url.slice(0, query)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}
