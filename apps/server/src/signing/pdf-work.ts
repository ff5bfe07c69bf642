import type { CrossSeal, SigningLayout, Stamp } from '@portal/shared/signing';
import {
  A4_POINTS,
  crossPageSlices,
  displayedSize,
  displayMatrix,
  fitOnA4,
  fractionToPdf,
  normaliseRotation,
  type PageBox,
  type PageRotation,
  type PdfMatrix,
} from '@portal/shared/signing-geometry';
import {
  clip,
  concatTransformationMatrix,
  endPath,
  PDFDocument,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
} from 'pdf-lib';
import { hasPdfHeader } from './pdf-header.ts';
import { checkPdfSignature } from './verify-pdf.ts';

/**
 * The PDF work of the signature tool, run only in the worker pool (`heavy/tasks.ts`): reading an
 * uploaded PDF, drawing the seals and signatures in, and signing the result. pdf-lib parses the
 * whole file: the pool's time and heap limits end a file that would take too long.
 */

export type PdfInspection =
  | { ok: true; pages: { width: number; height: number }[] }
  | { ok: false; reason: 'encrypted' | 'broken' | 'noPages' | 'tooManyPages' };

/** Whether a PDF opens, is not encrypted, and has between 1 and `maxPages` pages (each page's size in points). */
export async function inspectPdf(content: Uint8Array, maxPages: number): Promise<PdfInspection> {
  if (!hasPdfHeader(content)) return { ok: false, reason: 'broken' };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(content, { updateMetadata: false });
  } catch (error) {
    if ((error as Error).name === 'EncryptedPDFError' || /encrypted/i.test((error as Error).message)) {
      return { ok: false, reason: 'encrypted' };
    }
    return { ok: false, reason: 'broken' };
  }
  if (document.isEncrypted) return { ok: false, reason: 'encrypted' };
  let count: number;
  try {
    count = document.getPageCount();
  } catch {
    return { ok: false, reason: 'broken' };
  }
  if (count === 0) return { ok: false, reason: 'noPages' };
  if (count > maxPages) return { ok: false, reason: 'tooManyPages' };
  try {
    return {
      ok: true,
      pages: document.getPages().map((page) => sizeOf(displayedSize(boxOf(page), rotationOf(page)))),
    };
  } catch {
    return { ok: false, reason: 'broken' };
  }
}

/** The part of a page a reader shows (its CropBox, which defaults to the MediaBox). */
function boxOf(page: PDFPage): PageBox {
  const { x, y, width, height } = page.getCropBox();
  return { x, y, width, height };
}

/** The page's /Rotate (inherited from its parents when it has none of its own). */
function rotationOf(page: PDFPage): PageRotation {
  return normaliseRotation(page.getRotation().angle);
}

const sizeOf = (box: { width: number; height: number }) => ({
  width: round(box.width),
  height: round(box.height),
});
const round = (value: number) => Math.round(value * 100) / 100;

export interface StampImage {
  id: number;
  type: 'png' | 'jpeg';
  content: Uint8Array;
}

export interface StampInput {
  original: Uint8Array;
  images: StampImage[];
  stamps: Stamp[];
  crossSeal: CrossSeal | null;
  layout: SigningLayout;
  /** The `a4` layout's page pictures (JPEG, as the page is shown), one a page in order. */
  pagePictures?: Uint8Array[];
}

/**
 * The original with its seals and signatures drawn exactly where they were placed (each page
 * kept as it is), or, for the `a4` layout, the spec's image-per-page output (spec 002 §9): every
 * page an A4 page (595.28 × 841.89 pt) holding the browser's JPEG picture of the original page,
 * fitted with `fitOnA4`, and the pictures on it. A cross-page seal (骑缝章) is cut into one slice
 * a page, each at the page's right edge. Placements are fractions of the page as the user saw it
 * (turned by its /Rotate): on a turned page of the `original` layout they are drawn through the
 * page's display matrix, so they land, upright, where they were placed. Answers the document,
 * not yet saved (the signature comes next).
 */
export async function stampPdf(input: StampInput): Promise<PDFDocument> {
  const source = await PDFDocument.load(input.original, { updateMetadata: false });
  const sourcePages = source.getPages();
  let document: PDFDocument;
  /**
   * Each output page, the box the page as shown occupies on it (points), and the matrix from that
   * shown space to the page's own (only for a turned page of the original).
   */
  let targets: { page: PDFPage; box: PageBox; matrix: PdfMatrix | null }[];
  if (input.layout === 'a4') {
    const pictures = input.pagePictures ?? [];
    if (pictures.length !== sourcePages.length) throw new Error('page pictures missing');
    document = await PDFDocument.create();
    targets = [];
    for (const [index, sourcePage] of sourcePages.entries()) {
      const shown = displayedSize(boxOf(sourcePage), rotationOf(sourcePage));
      const fit = fitOnA4(shown);
      const a4 = document.addPage([A4_POINTS.width, A4_POINTS.height]);
      const box = { x: fit.x, y: fit.y, width: shown.width * fit.scale, height: shown.height * fit.scale };
      // A copy of its own: pdf-lib reads a JPEG's header through its whole ArrayBuffer.
      a4.drawImage(await document.embedJpg(new Uint8Array(pictures[index] as Uint8Array)), box);
      targets.push({ page: a4, box, matrix: null });
    }
  } else {
    document = source;
    targets = sourcePages.map((page) => {
      const box = boxOf(page);
      const rotation = rotationOf(page);
      if (rotation === 0) return { page, box, matrix: null };
      return {
        page,
        box: { x: 0, y: 0, ...displayedSize(box, rotation) },
        matrix: displayMatrix(box, rotation),
      };
    });
  }

  const embedded = new Map<number, PDFImage>();
  for (const image of input.images) {
    embedded.set(
      image.id,
      image.type === 'png' ? await document.embedPng(image.content) : await document.embedJpg(image.content),
    );
  }
  const imageOf = (id: number) => {
    const image = embedded.get(id);
    if (!image) throw new Error(`image ${id} missing`);
    return image;
  };
  /** Draws on a target in the page's shown space (a turned page's matrix first). */
  const onTarget = (target: { page: PDFPage; matrix: PdfMatrix | null }, draw: () => void) => {
    if (!target.matrix) {
      draw();
      return;
    }
    target.page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...target.matrix));
    draw();
    target.page.pushOperators(popGraphicsState());
  };

  for (const stamp of input.stamps) {
    const target = targets[stamp.page - 1];
    if (!target) throw new Error(`page ${stamp.page} missing`);
    onTarget(target, () => target.page.drawImage(imageOf(stamp.imageId), fractionToPdf(stamp, target.box)));
  }

  if (input.crossSeal) {
    const image = imageOf(input.crossSeal.imageId);
    const first = targets[0]?.box as PageBox;
    const width = input.crossSeal.width * first.width;
    const height = (width * image.height) / image.width;
    const slices = crossPageSlices(
      targets.map((target) => target.box),
      { width, height, top: input.crossSeal.top },
    );
    for (const slice of slices) {
      const target = targets[slice.page - 1] as (typeof targets)[number];
      const { page } = target;
      onTarget(target, () => {
        page.pushOperators(
          pushGraphicsState(),
          rectangle(slice.clip.x, slice.clip.y, slice.clip.width, slice.clip.height),
          clip(),
          endPath(),
        );
        page.drawImage(image, slice.image);
        page.pushOperators(popGraphicsState());
      });
    }
  }
  return document;
}

export interface SignatureDetails {
  /** ASCII only (PDF text strings of the signature dictionary): the signer's account and the record. */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/**
 * Stamps the PDF, then signs it: a PKCS#7 detached signature (adbe.pkcs7.detached) over the
 * whole file but the signature itself, made with the platform's certificate and key (.p12).
 */
export async function stampAndSign(
  input: StampInput & { p12: Uint8Array; passphrase: string; details: SignatureDetails },
): Promise<{ pdf: Uint8Array; signedDigest: string }> {
  const [{ pdflibAddPlaceholder }, { SignPdf }, { P12Signer }] = await Promise.all([
    import('@signpdf/placeholder-pdf-lib'),
    import('@signpdf/signpdf'),
    import('@signpdf/signer-p12'),
  ]);
  const document = await stampPdf(input);
  document.setProducer('工业互联网平台 签名盖章');
  document.setModificationDate(input.details.signingTime);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: input.details.reason,
    contactInfo: input.details.contactInfo,
    name: input.details.name,
    location: input.details.location,
    signingTime: input.details.signingTime,
  });
  const unsigned = Buffer.from(await document.save({ useObjectStreams: false }));
  const signer = new P12Signer(Buffer.from(input.p12), { passphrase: input.passphrase });
  const signed = await new SignPdf().sign(unsigned, signer, input.details.signingTime);
  // Read back as the verify page will: the signature must hold before the file is handed out.
  const check = checkPdfSignature(signed);
  if (
    !check.found ||
    !check.coversWhole ||
    !check.digestMatches ||
    !check.signatureValid ||
    !check.claimedDigest
  ) {
    throw new Error('the signed PDF does not verify');
  }
  return { pdf: new Uint8Array(signed), signedDigest: check.claimedDigest };
}
