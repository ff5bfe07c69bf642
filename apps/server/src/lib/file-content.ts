import { crc32, createInflate } from 'node:zlib';
import jpeg from 'jpeg-js';

/**
 * Whether an uploaded image or PDF is whole, read from its bytes. A file whose first bytes say
 * PNG but whose body is cut or scrambled would pass a magic-byte check and show as a broken
 * image: images are decoded in full here (PNG: every chunk's checksum and the whole compressed
 * picture; JPEG: decoded by jpeg-js), a PDF must have its header, objects and end marker.
 *
 * Decoding an image is heavy: it runs in the worker pool (`heavy/`), and only after the
 * image's header was measured against the upload's pixel budget (`files/upload-check.ts`).
 * The limit here is a second guard.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Larger pictures are refused rather than decoded, whatever the caller measured before. */
const MAX_PIXELS = 40_000_000;

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Bytes of the filtered picture data of one PNG image (or one interlace pass). */
function scanlineBytes(width: number, height: number, bitsPerPixel: number): number {
  if (width === 0 || height === 0) return 0;
  return height * (1 + Math.ceil((width * bitsPerPixel) / 8));
}

/** Adam7 passes: start column, start row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function expectedPngData(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  if (!interlaced) return scanlineBytes(width, height, bitsPerPixel);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => {
    const w = Math.ceil(Math.max(0, width - x0) / dx);
    const h = Math.ceil(Math.max(0, height - y0) / dy);
    return sum + scanlineBytes(w, h, bitsPerPixel);
  }, 0);
}

/**
 * Bytes the compressed picture inflates to, counted as they stream out and never kept (a
 * 24-megapixel 16-bit picture would take 190 MB); stops past `limit`.
 */
function inflatedLength(data: Buffer[], limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflate.destroy();
        resolve(length);
      }
    });
    inflate.on('end', () => resolve(length));
    inflate.on('error', () => resolve(-1));
    for (const part of data) inflate.write(part);
    inflate.end();
  });
}

/** True when `content` is a complete, decodable PNG. */
export async function isWholePng(content: Buffer): Promise<boolean> {
  if (content.length < 8 || !content.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  let ended = false;
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const typeAndData = content.subarray(offset + 4, offset + 8 + length);
    if (offset + 12 + length > content.length) return false;
    if (crc32(typeAndData) !== content.readUInt32BE(offset + 8 + length)) return false;
    const type = typeAndData.subarray(0, 4).toString('latin1');
    const body = typeAndData.subarray(4);
    offset += 12 + length;
    if (header === null && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return false;
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      const depth = body[8] ?? 0;
      const channels = CHANNELS[body[9] ?? -1];
      if (!channels || ![1, 2, 4, 8, 16].includes(depth) || body[10] !== 0 || body[11] !== 0) return false;
      if (width === 0 || height === 0 || width * height > MAX_PIXELS) return false;
      header = { width, height, bitsPerPixel: depth * channels, interlaced: body[12] === 1 };
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  // Bytes after IEND are ignored, as decoders do (a file served as an image never runs them).
  if (!header || !ended || data.length === 0) return false;
  const expected = expectedPngData(header.width, header.height, header.bitsPerPixel, header.interlaced);
  return (await inflatedLength(data, expected)) === expected;
}

/** True when `content` decodes as a JPEG. */
export function isWholeJpeg(content: Buffer): boolean {
  if (content.length < 4 || content[0] !== 0xff || content[1] !== 0xd8) return false;
  // A cut file loses its end-of-image marker; jpeg-js decodes what it has without complaint.
  if (content[content.length - 2] !== 0xff || content[content.length - 1] !== 0xd9) return false;
  try {
    const image = jpeg.decode(content, {
      useTArray: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
/** PDF white-space: NUL, tab, line feed, form feed, carriage return, space. */
const isPdfSpace = (byte: number | undefined) =>
  byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
const isWordByte = (byte: number | undefined) =>
  byte !== undefined && (isDigit(byte) || byte === 0x5f || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a));

/** Steps back over at most `max` bytes that pass `test`; the new end, or -1 when none passed. */
function backOver(
  content: Buffer,
  end: number,
  max: number,
  test: (byte: number | undefined) => boolean,
): number {
  let at = end;
  while (at > 0 && end - at < max && test(content[at - 1])) at -= 1;
  return at === end ? -1 : at;
}

/**
 * Whether an `obj` keyword at `at` closes an object header `<number> <generation> obj`. Looks
 * back a bounded number of bytes, so checking every keyword of a file stays linear.
 */
function isObjectHeader(content: Buffer, at: number): boolean {
  if (isWordByte(content[at + 3])) return false;
  const beforeKeyword = backOver(content, at, 16, isPdfSpace);
  if (beforeKeyword < 0) return false;
  const generationStart = backOver(content, beforeKeyword, 10, isDigit);
  if (generationStart < 0) return false;
  const beforeGeneration = backOver(content, generationStart, 16, isPdfSpace);
  return beforeGeneration >= 0 && isDigit(content[beforeGeneration - 1]);
}

/**
 * True when `content` has a PDF's header, at least one object and its end marker. Linear in the
 * file's length whatever it holds: the end marker is looked for in the last kilobyte, and each
 * `obj` keyword is checked by a bounded look back (a pattern over the whole file backtracked:
 * 100 KB of digits took 17 s).
 */
export function isWholePdf(content: Buffer): boolean {
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const tail = content.subarray(Math.max(0, content.length - 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail) || !/startxref\s+\d+/.test(tail)) return false;
  for (
    let at = content.indexOf('obj', 5, 'latin1');
    at !== -1;
    at = content.indexOf('obj', at + 3, 'latin1')
  ) {
    if (isObjectHeader(content, at)) return true;
  }
  return false;
}
