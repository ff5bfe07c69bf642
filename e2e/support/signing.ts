import zlib from 'node:zlib';
import { signingApi } from '@portal/shared/signing';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A PDF of `count` A4 pages, each with its number on it; the pages listed in `turned` have /Rotate 90. */
export async function pdfOfPages(count: number, turned: readonly number[] = []): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number += 1) {
    const page = document.addPage([595.28, 841.89]);
    if (turned.includes(number)) page.setRotation(degrees(90));
    page.drawText(`Contract page ${number}`, { x: 72, y: 760, size: 26, font, color: rgb(0.1, 0.1, 0.1) });
    for (let line = 0; line < 20; line += 1) {
      page.drawText('Lorem ipsum dolor sit amet, consectetur adipiscing elit.', {
        x: 72,
        y: 700 - line * 24,
        size: 12,
        font,
      });
    }
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, sum]);
}

/** A red seal: a ring and a star-like cross on a transparent square of `size` pixels. */
export function sealPng(size = 160): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre);
      const ring = distance < size / 2 - 1 && distance > size / 2 - size / 12;
      const cross =
        distance < size / 4 && (Math.abs(x - centre) < size / 40 || Math.abs(y - centre) < size / 40);
      if (ring || cross) row.set([200, 20, 20, 255], 1 + x * 4);
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

async function uploadThroughApi<T>(
  base: string,
  path: string,
  token: string,
  content: Buffer,
  name: string,
  type: string,
): Promise<T> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { token }, body: form });
  const envelope = (await res.json()) as { data: T; msg?: string };
  if (!res.ok) throw new Error(`${path} refused: ${res.status} ${envelope.msg ?? ''}`);
  return envelope.data;
}

/**
 * A document signed through the API of the server at `base` by the session's account (a row for
 * the account's list); answers its id.
 */
export async function signedThroughApi(base: string, token: string, name = '采购合同.pdf'): Promise<number> {
  const draft = await uploadThroughApi<{ id: number }>(
    base,
    signingApi.uploadDocument.path,
    token,
    await pdfOfPages(2),
    name,
    'application/pdf',
  );
  const image = await uploadThroughApi<{ id: number }>(
    base,
    signingApi.uploadImage.path,
    token,
    sealPng(80),
    'seal.png',
    'image/png',
  );
  const res = await fetch(`${base}${signingApi.sign.path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({
      documentId: draft.id,
      stamps: [{ imageId: image.id, kind: 'seal', page: 2, left: 0.6, top: 0.7, width: 0.25, height: 0.18 }],
      crossSeal: { imageId: image.id, top: 0.4, width: 0.2 },
    }),
  });
  const envelope = (await res.json()) as { data: { id: number }; msg?: string };
  if (!res.ok) throw new Error(`signing refused: ${res.status} ${envelope.msg ?? ''}`);
  return envelope.data.id;
}
