import { A4_POINTS } from '@portal/shared/signing-geometry';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encryptedPdf, pageJpeg, pdfOfPages, placements, sealPng } from '../../test/support/signing-pdfs.ts';
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

  it("makes the A4 output of the pages' pictures: one JPEG a page, fitted, the stamps on it", async () => {
    const original = await pdfOfPages(2, [612, 792]);
    const picture = pageJpeg(40, 52);
    const stamped = await stampPdf({
      original,
      images: [{ id: 3, type: 'png', content: sealPng(40) }],
      stamps: [{ imageId: 3, kind: 'signature', page: 1, left: 0, top: 0, width: 0.5, height: 0.5 }],
      crossSeal: null,
      layout: 'a4',
      pagePictures: [picture, picture],
    });
    const reread = await PDFDocument.load(await stamped.save());
    for (const page of reread.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4_POINTS.width, 2);
      expect(page.getHeight()).toBeCloseTo(A4_POINTS.height, 2);
    }
    const scale = A4_POINTS.width / 612;
    const height = 792 * scale;
    const offsetY = (A4_POINTS.height - height) / 2;
    const [page, stamp] = placements(reread.getPage(0));
    // The page's picture fills the fitted box; the signature's top-left quarter on top of it.
    close(page?.matrix ?? [], [A4_POINTS.width, 0, 0, height, 0, offsetY]);
    close(stamp?.matrix ?? [], [306 * scale, 0, 0, 396 * scale, 0, offsetY + height / 2]);
    expect(placements(reread.getPage(1))).toHaveLength(1);
    // No page of the original is embedded: every page is its picture.
    expect(Buffer.from(await reread.save()).includes('/Subtype /Form')).toBe(false);
    await expect(
      stampPdf({ original, images: [], stamps: [], crossSeal: null, layout: 'a4', pagePictures: [picture] }),
    ).rejects.toThrow();
  });

  it('draws on a turned page (/Rotate 90) where the user saw it, upright, for both layouts', async () => {
    // 600 × 800 pt unrotated, shown 800 × 600 (turned 90° clockwise).
    const original = await pdfOfPages(1, [600, 800], 90);
    expect(await inspectPdf(original, 200)).toEqual({ ok: true, pages: [{ width: 800, height: 600 }] });
    const stamp = {
      imageId: 7,
      kind: 'seal' as const,
      page: 1,
      left: 0.1,
      top: 0.25,
      width: 0.25,
      height: 0.15,
    };
    const kept = await stampPdf({
      original,
      images: [{ id: 7, type: 'png', content: sealPng(60) }],
      stamps: [stamp],
      crossSeal: null,
      layout: 'original',
    });
    const rereadKept = await PDFDocument.load(await kept.save());
    expect(rereadKept.getPage(0).getRotation().angle).toBe(90);
    const [drawn] = placements(rereadKept.getPage(0));
    // Shown: 200 × 90 pt at (80, 360); unrotated: the picture turned a quarter, over x 150–240, y 80–280.
    close(drawn?.matrix ?? [], [0, 200, -90, 0, 240, 80]);

    const a4 = await stampPdf({
      original,
      images: [{ id: 7, type: 'png', content: sealPng(60) }],
      stamps: [stamp],
      crossSeal: null,
      layout: 'a4',
      pagePictures: [pageJpeg(80, 60)],
    });
    const rereadA4 = await PDFDocument.load(await a4.save());
    // The picture already is the page as shown: 800 × 600 fitted on A4 (no turn left).
    const scale = A4_POINTS.width / 800;
    const offsetY = (A4_POINTS.height - 600 * scale) / 2;
    expect(rereadA4.getPage(0).getRotation().angle).toBe(0);
    const [picture, seal] = placements(rereadA4.getPage(0));
    close(picture?.matrix ?? [], [A4_POINTS.width, 0, 0, 600 * scale, 0, offsetY]);
    close(seal?.matrix ?? [], [200 * scale, 0, 0, 90 * scale, 80 * scale, offsetY + 360 * scale]);
  });
});
