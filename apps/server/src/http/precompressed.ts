import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * The compressed forms of kept answers (cached JSON bytes, kept page HTML), made once per
 * answer and encoding instead of once per request; they go with the bytes they were made from.
 */
const variants = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** Answers for the Accept-Encoding headers seen lately: browsers send a handful of distinct ones. */
const chosen = new Map<string, Encoding | null>();
const CHOSEN_MAX = 64;

/** The encoding the client prefers among brotli and gzip (q-values honoured), or null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = negotiate(acceptEncoding);
  if (chosen.size >= CHOSEN_MAX) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

function negotiate(acceptEncoding: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          // Made once per kept answer: a higher quality than per-request compression affords.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * The form of kept bytes to send for a client's Accept-Encoding: compressed once per answer and
 * encoding (small answers go as they are), with the encoding named, or null for the bytes as they are.
 */
export function keptForm(
  body: Buffer,
  acceptEncoding: string | undefined,
): { bytes: Buffer; encoding: Encoding | null } {
  const encoding = body.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(acceptEncoding) : null;
  if (!encoding) return { bytes: body, encoding: null };
  let forms = variants.get(body);
  if (!forms) {
    forms = {};
    variants.set(body, forms);
  }
  let compressed = forms[encoding];
  if (!compressed) {
    compressed = compress(body, encoding);
    forms[encoding] = compressed;
  }
  return { bytes: compressed, encoding };
}

/**
 * Sends kept bytes in the encoding the client asks for (`keptForm`; the compression plugin,
 * which would compress them again per request, leaves an encoded answer alone). The content
 * type is the caller's to set.
 */
export function sendKept(reply: FastifyReply, body: Buffer): FastifyReply {
  reply.header('Vary', 'Accept-Encoding');
  const { bytes, encoding } = keptForm(body, reply.request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}
