import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKept } from './precompressed.ts';

/** A kept answer as it is sent: its bytes and the headers its route sets. */
export interface KeptAnswer {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** Reads the kept answer behind an address, if it is still current; never computes one. */
export type KeptLookup = () => KeptAnswer | undefined;

/** Addresses remembered per app; a query string can make any number of them, so they are bounded. */
const MAX_ADDRESSES = 5_000;

/**
 * The visitors' front door: a GET without a session whose address was last answered from a
 * cache (a public read kept by `cachedJson`, a page kept by the page cache) is answered from that
 * cache again straight from the first hook, before its query is validated and its handler runs.
 * Only what is the same for every visitor is remembered (a `visitor` call or page, asked without
 * a session), only its address is: the bytes stay in their own cache, whose drops and lifetime
 * decide, so a miss there goes the whole way as before. The answer is sent by the same reply
 * (its hooks add the security headers and the request id, and log it).
 */
export class KeptAddresses {
  private readonly lookups = new Map<string, KeptLookup>();
  /** Answers sent from here (tests). */
  served = 0;

  /** Remembers how to find this request's answer again, when any visitor would get the same. */
  remember(request: FastifyRequest, lookup: KeptLookup): void {
    if (!eligible(request)) return;
    if (this.lookups.size >= MAX_ADDRESSES) this.lookups.clear();
    this.lookups.set(addressOf(request), lookup);
  }

  /** Sends the kept answer of this request's address, when there is one; whether it did. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    if (this.lookups.size === 0 || !eligible(request)) return false;
    const kept = this.lookups.get(addressOf(request))?.();
    if (!kept) return false;
    this.served += 1;
    reply.headers(kept.headers);
    sendKept(reply, kept.body);
    return true;
  }
}

/** A visitor's GET: a session (either header) makes an answer the caller's own. */
function eligible(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers.token === undefined &&
    request.headers.authorization === undefined
  );
}

/**
 * The host (pages name it in their links) and the address without the request layer's `n`
 * (a cache buster no route reads: it is stripped before validation).
 */
function addressOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  if (query === -1 || !/[?&]n=/.test(url)) return `${request.host} ${url}`;
  const kept = url
    .slice(query + 1)
    .split('&')
    .filter((part) => !part.startsWith('n='));
  return `${request.host} ${url.slice(0, query)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}
