import { A4_POINTS } from '@portal/shared/signing-geometry';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encryptedPdf, pdfOfPages, placements, sealPng } from '../../test/support/signing-pdfs.ts';
import { inspectPdf, stampPdf } from './pdf-work.ts';

function close(actual: readonly number[], expected: readonly number[]) {
  expect(actual).toHaveLength(expected.length);
  for (const [index, value] of actual.entries()) expect(value).toBeCloseTo(expected[index] as number, 2);
}

describe('the PDF work of the signature tool', () => {
  it('reads the pages of a PDF and refuses encrypted, broken and too long ones', async () => {
    expect(await inspectPdf(await pdfOfPages(3, [612, 792]), 200)).toEqual({
      ok: true,
      pages: [
        { width: 612, height: 792 },
        { width: 612, height: 792 },
        { width: 612, height: 792 },
      ],
    });
    expect(await inspectPdf(await encryptedPdf(), 200)).toEqual({ ok: false, reason: 'encrypted' });
    expect(await inspectPdf(await pdfOfPages(5), 4)).toEqual({ ok: false, reason: 'tooManyPages' });
    expect(await inspectPdf(Buffer.from('%PDF-1.4\nnothing here\n%%EOF'), 200)).toMatchObject({ ok: false });
  });

  it('draws a stamp exactly where it was placed: the image matrix read back from the content stream', async () => {
    const original = await pdfOfPages(3, [600, 800]);
    const stamped = await stampPdf({
      original,
      images: [{ id: 7, type: 'png', content: sealPng(60) }],
      // Left 10 %, top 25 %, 25 % wide, 15 % high of a 600 × 800 page.
      stamps: [{ imageId: 7, kind: 'seal', page: 2, left: 0.1, top: 0.25, width: 0.25, height: 0.15 }],
      crossSeal: null,
      layout: 'original',
    });
    const reread = await PDFDocument.load(await stamped.save());
    expect(reread.getPageCount()).toBe(3);
    expect(placements(reread.getPage(0))).toEqual([]);
    const [drawn] = placements(reread.getPage(1));
    // x = 60, width 150, height 120, y = 800 − 200 − 120 = 480.
    close(drawn?.matrix ?? [], [150, 0, 0, 120, 60, 480]);
  });

  it('cuts a cross-page seal into one slice a page, each at the right edge', async () => {
    const original = await pdfOfPages(3, [600, 800]);
    const stamped = await stampPdf({
      original,
      images: [{ id: 1, type: 'png', content: sealPng(90) }],
      stamps: [],
      crossSeal: { imageId: 1, top: 0.5, width: 0.15 },
      layout: 'original',
    });
    const reread = await PDFDocument.load(await stamped.save());
    // 90 pt wide and high (square picture), 30 pt a slice, top at 400 → y = 310.
    for (let index = 0; index < 3; index += 1) {
      const [drawn] = placements(reread.getPage(index));
      close(drawn?.matrix ?? [], [90, 0, 0, 90, 570 - index * 30, 310]);
      close(drawn?.clips[0] ?? [], [570, 310, 30, 90]);
    }
  });

  it('fits every page onto A4 for the image-per-page output, the stamps moving with it', async () => {
    const original = await pdfOfPages(2, [612, 792]);
    const stamped = await stampPdf({
      original,
      images: [{ id: 3, type: 'png', content: sealPng(40) }],
      stamps: [{ imageId: 3, kind: 'signature', page: 1, left: 0, top: 0, width: 0.5, height: 0.5 }],
      crossSeal: null,
      layout: 'a4',
    });
    const reread = await PDFDocument.load(await stamped.save());
    for (const page of reread.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4_POINTS.width, 2);
      expect(page.getHeight()).toBeCloseTo(A4_POINTS.height, 2);
    }
    const scale = A4_POINTS.width / 612;
    const height = 792 * scale;
    const offsetY = (A4_POINTS.height - height) / 2;
    const image = placements(reread.getPage(0)).find((placement) => placement.name.startsWith('/Image'));
    close(image?.matrix ?? [], [306 * scale, 0, 0, 396 * scale, 0, offsetY + height / 2]);
  });
});
