import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher, type FormData, request, errors as undiciErrors } from 'undici';

/**
 * Sending a trial call to a microservice's registered endpoint (DESIGN.md, forwarding). The
 * address is checked after DNS: every address the name resolves to must be public (no loopback,
 * private, link-local, metadata, unique-local, mapped or otherwise special range), unless the
 * operator allowed that host and port; the connection then goes to the address checked, pinned,
 * so a second resolution (DNS rebinding) cannot move it. No redirect is followed, the call is
 * bounded in time, and the answer in size.
 */
export interface ForwardingOptions {
  /** `host:port` pairs the operator allows whatever they resolve to (the platform's own built-ins). */
  allowedHosts: readonly string[];
  /** Where an endpoint registered with an empty domain lives: this platform (`http://127.0.0.1:8080`). */
  selfOrigin: string;
  /** The whole call, from connecting to the last byte kept. */
  timeoutMs: number;
  /** Bytes of the answer kept; the rest is cut. */
  maxResponseBytes: number;
}

export const DEFAULT_FORWARDING_TIMEOUT_MS = 50_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

export type ForwardingRefusal =
  | { kind: 'badAddress' }
  | { kind: 'unresolved' }
  | { kind: 'refused'; address: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'timeout' }
  | { kind: 'failed'; reason: string };

export class ForwardingError extends Error {
  constructor(readonly refusal: ForwardingRefusal) {
    super(refusal.kind);
  }
}

export interface OutgoingRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface ForwardedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

/** The default port of a scheme when the URL names none. */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** Public unicast only: after unwrapping an IPv4-mapped IPv6 address, its range is `unicast`. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Every address a host stands for: the literal itself, or all that DNS gives. */
async function addressesOf(hostname: string): Promise<{ address: string; family: number }[]> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (ipaddr.isValid(bare)) return [{ address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 }];
  try {
    return await dnsLookup(bare, { all: true, verbatim: true });
  } catch {
    throw new ForwardingError({ kind: 'unresolved' });
  }
}

/** The address to connect to, checked; refused unless public or its host:port allowed. */
export async function checkedTarget(
  url: URL,
  allowedHosts: readonly string[],
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ForwardingError({ kind: 'badAddress' });
  if (url.username || url.password) throw new ForwardingError({ kind: 'badAddress' });
  const addresses = await addressesOf(url.hostname);
  const first = addresses[0];
  if (!first) throw new ForwardingError({ kind: 'unresolved' });
  if (allowedHosts.includes(`${url.hostname}:${portOf(url)}`)) return first;
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) throw new ForwardingError({ kind: 'refused', address: refused.address });
  return first;
}

/** A lookup that answers only the checked address, whatever the name resolves to now. */
function pinnedLookup(pinned: { address: string; family: number }): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

/** Reads at most `max` bytes of a body, then stops reading (the connection is dropped). */
async function readCapped(body: Dispatcher.ResponseData['body'], max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > max) {
      chunks.push(buffer.subarray(0, max - size));
      body.destroy();
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/** Agents kept for reuse, at most; past it the least recently used one is closed. */
const MAX_PINNED_AGENTS = 64;
/** The connection pools of recent calls, by origin, pinned address and time limit (most recent last). */
const pinnedAgents = new Map<string, Agent>();

/**
 * The connection pool for an origin at its checked address: calls to the same endpoint reuse its
 * open connections (a new connection per call cost the server its accept and setup every time).
 * A pool only ever connects to the one address in its key, so reuse never skips the check: each
 * call is checked first, and an address that changed gets a pool of its own.
 */
function agentFor(url: URL, pinned: { address: string; family: number }, timeoutMs: number): Agent {
  const key = `${url.origin}|${pinned.address}|${timeoutMs}`;
  const kept = pinnedAgents.get(key);
  pinnedAgents.delete(key);
  const agent =
    kept && !kept.closed && !kept.destroyed
      ? kept
      : new Agent({
          connect: { lookup: pinnedLookup(pinned), timeout: timeoutMs },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
  pinnedAgents.set(key, agent);
  if (pinnedAgents.size > MAX_PINNED_AGENTS) {
    const [oldestKey, oldest] = pinnedAgents.entries().next().value as [string, Agent];
    pinnedAgents.delete(oldestKey);
    // Its calls still running finish; then its connections end.
    oldest.close().catch(() => undefined);
  }
  return agent;
}

/** Sends the request to its checked, pinned address; never follows a redirect. */
export async function sendForwarded(
  outgoing: OutgoingRequest,
  options: ForwardingOptions,
): Promise<ForwardedAnswer> {
  const pinned = await checkedTarget(outgoing.url, options.allowedHosts);
  const agent = agentFor(outgoing.url, pinned, options.timeoutMs);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await request(outgoing.url, {
      method: outgoing.method as Dispatcher.HttpMethod,
      headers: outgoing.headers,
      ...(outgoing.body === undefined ? {} : { body: outgoing.body }),
      dispatcher: agent,
      signal,
    });
    // Once the answer is cut or refused, the stream is dropped; its late abort is nobody's error.
    response.body.on('error', () => undefined);
    if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
      response.body.destroy();
      throw new ForwardingError({
        kind: 'redirect',
        location: String(response.headers.location).slice(0, 200),
      });
    }
    const read = await readCapped(response.body, options.maxResponseBytes);
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      ...read,
    };
  } catch (error) {
    if (error instanceof ForwardingError) throw error;
    if (
      signal.aborted ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError ||
      error instanceof undiciErrors.ConnectTimeoutError
    ) {
      throw new ForwardingError({ kind: 'timeout' });
    }
    throw new ForwardingError({ kind: 'failed', reason: (error as Error).message });
  }
}
