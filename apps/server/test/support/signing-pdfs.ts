import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import {
  decodePDFRawStream,
  degrees,
  PDFArray,
  PDFDocument,
  type PDFPage,
  PDFRawStream,
  rgb,
  StandardFonts,
} from 'pdf-lib';

/** A PDF of `count` pages (A4 unless told), each with its number written on it, turned by `rotate` (/Rotate). */
export async function pdfOfPages(
  count: number,
  size: [number, number] = [595.28, 841.89],
  rotate = 0,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number += 1) {
    const page = document.addPage(size);
    if (rotate) page.setRotation(degrees(rotate));
    page.drawText(`Page ${number}`, { x: 72, y: size[1] - 100, size: 28, font, color: rgb(0.1, 0.1, 0.1) });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A PDF whose trailer names an encryption dictionary (as a password-protected file does). */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 300]);
  document.context.trailerInfo.Encrypt = document.context.register(
    document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 }),
  );
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A light grey JPEG of `width` × `height` pixels: a page's picture as the browser sends it for the A4 output. */
export function pageJpeg(width: number, height: number): Buffer {
  return Buffer.from(jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 0xf0) }, 100).data);
}

/** Starts as a PDF and ends as one, with nothing readable in between. */
export function corruptPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\n%garbage\u0001\u0002\u0003 not a pdf body\nxref\n0 1\ntrailer\n<< /Root 7 0 R >>\nstartxref\n12345\n%%EOF\n',
    'latin1',
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A red ring on a transparent square, `size` pixels: a seal's picture. */
export function sealPng(size = 120, color: [number, number, number] = [200, 20, 20]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6; // RGBA
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre);
      const ink = distance < size / 2 - 1 && distance > size / 2 - size / 10;
      if (ink) row.set([...color, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × current (PDF's `cm` pre-multiplies the current transformation matrix). */
function multiply(m: Matrix, c: Matrix): Matrix {
  return [
    m[0] * c[0] + m[1] * c[2],
    m[0] * c[1] + m[1] * c[3],
    m[2] * c[0] + m[3] * c[2],
    m[2] * c[1] + m[3] * c[3],
    m[4] * c[0] + m[5] * c[2] + c[4],
    m[4] * c[1] + m[5] * c[3] + c[5],
  ];
}

/** The decoded content streams of a page, joined. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
        : '',
    )
    .join('\n');
}

export interface Placement {
  /** The XObject drawn (`/Image-12-0 Do`). */
  name: string;
  /** The transformation matrix in force when it was drawn: an image's [w 0 0 h x y]. */
  matrix: Matrix;
  /** The clipping rectangles in force (`re W n`), in page space when no other transform applies. */
  clips: [number, number, number, number][];
}

/**
 * Every XObject a page draws, with the matrix in force (`q`, `Q`, `cm` followed through the
 * content stream) and the rectangles it is clipped to.
 */
export function placements(page: PDFPage): Placement[] {
  const tokens = pageContent(page).split(/\s+/).filter(Boolean);
  let state = { matrix: IDENTITY, clips: [] as [number, number, number, number][] };
  const stack: (typeof state)[] = [];
  const found: Placement[] = [];
  let pendingRect: [number, number, number, number] | null = null;
  tokens.forEach((token, index) => {
    const operands = (n: number) => tokens.slice(index - n, index).map(Number);
    if (token === 'q') stack.push({ matrix: state.matrix, clips: [...state.clips] });
    else if (token === 'Q') state = stack.pop() ?? state;
    else if (token === 'cm') state = { ...state, matrix: multiply(operands(6) as Matrix, state.matrix) };
    else if (token === 're') pendingRect = operands(4) as [number, number, number, number];
    else if (token === 'W' && pendingRect) state = { ...state, clips: [...state.clips, pendingRect] };
    else if (token === 'n') pendingRect = null;
    else if (token === 'Do')
      found.push({ name: tokens[index - 1] as string, matrix: state.matrix, clips: state.clips });
  });
  return found;
}
