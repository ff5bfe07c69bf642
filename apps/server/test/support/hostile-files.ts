import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { TINY_PNG } from './http.ts';

/**
 * Files made to hurt an upload check: each is small on the wire and costly to whatever decodes,
 * scans or stores it naively (issue: uploads that stall the server).
 */

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, crc]);
}

/**
 * A PNG of `width` × `height` pixels, each row filtered 0 and all zero, deflated at the highest
 * level: zeros compress about a thousandfold. The rows are deflated in slices so the maker
 * itself never holds the whole picture.
 */
export function zeroPng(
  width: number,
  height: number,
  bitDepth: number,
  colourType: number,
  claimed = { width, height },
) {
  const samples = { 0: 1, 2: 3, 4: 2, 6: 4 }[colourType] ?? 1;
  const rowBytes = 1 + Math.ceil((width * bitDepth * samples) / 8);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claimed.width, 0);
  header.writeUInt32BE(claimed.height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  // All-zero data deflates to the same bytes however it is sliced; deflate it once, whole rows.
  const data = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 16 × 16 JPEG whose frame header is rewritten to claim `width` × `height`. */
export function jpegClaiming(width: number, height: number): Buffer {
  const small = Buffer.from(
    jpeg.encode({ width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 0x80) }, 90).data,
  );
  for (let offset = 2; offset < small.length; ) {
    const marker = small[offset + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      small.writeUInt16BE(height, offset + 5);
      small.writeUInt16BE(width, offset + 7);
      return small;
    }
    offset += 2 + small.readUInt16BE(offset + 2);
  }
  throw new Error('no frame header in the encoded JPEG');
}

/** `%PDF-`, a run of digits, then one object and the end marker: a backtracking pattern's worst case. */
export function digitRunPdf(digits: number): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-'),
    Buffer.alloc(digits, '1'),
    Buffer.from('\n1 0 obj\n<<>>\nendobj\nstartxref\n0\n%%EOF\n'),
  ]);
}

/** A plain one-object PDF cut before its end marker. */
export function truncatedPdf(): Buffer {
  const whole = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\nxref\n0 3\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  );
  return whole.subarray(0, Math.floor(whole.length / 2));
}

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/hostile');

/**
 * The decompression bombs take seconds and hundreds of megabytes to make (deflating the zeros),
 * so they are made once and kept in test/fixtures/hostile: `npx tsx
 * apps/server/test/support/hostile-files.ts` writes them anew.
 */
const BOMBS: Record<string, () => Buffer> = {
  // The review's files: 124,517 bytes claiming 32000 × 32000 (1-bit grey), 388,871 bytes
  // claiming 20000 × 20000 (8-bit grey), a 40-megapixel 16-bit picture.
  'bomb-32000x32000-1bit.png': () => zeroPng(32000, 32000, 1, 0),
  'bomb-20000x20000-8bit.png': () => zeroPng(20000, 20000, 8, 0),
  'bomb-8000x5000-16bit.png': () => zeroPng(8000, 5000, 16, 0),
  // 16 × 16 in its header, 100 MB of rows in its data.
  'lying-header-16x16.png': () => zeroPng(10000, 10000, 8, 0, { width: 16, height: 16 }),
};

export function bomb(name: keyof typeof BOMBS & string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  fs.mkdirSync(FIXTURES, { recursive: true });
  for (const [name, make] of Object.entries(BOMBS)) fs.writeFileSync(path.join(FIXTURES, name), make());
}

/** The hostile-file corpus every upload endpoint is run against. */
export function hostileCorpus(): { name: string; content: Buffer }[] {
  return [
    // 124 KB on the wire, 128 MB of pixels once inflated.
    { name: 'PNG bomb 32000×32000 1-bit', content: bomb('bomb-32000x32000-1bit.png') },
    { name: 'PNG whose header lies about its size', content: bomb('lying-header-16x16.png') },
    { name: 'JPEG claiming 60000×60000', content: jpegClaiming(60000, 60000) },
    { name: 'backtracking PDF of 1 MB', content: digitRunPdf(1024 * 1024) },
    { name: 'truncated PDF', content: truncatedPdf() },
    {
      name: 'PNG + HTML polyglot',
      content: Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    },
    { name: 'empty file', content: Buffer.alloc(0) },
  ];
}
