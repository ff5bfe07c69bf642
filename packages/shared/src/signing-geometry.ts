/**
 * Where a seal or signature goes (spec 002 §2.10, §9), as pure maths both sides share: the tool
 * places an image over a page drawn on screen (pixels, from the top-left corner), the server
 * draws it into the PDF (points, from the bottom-left corner). In between a placement travels as
 * fractions of the page, so it means the same at any zoom.
 */

/** Default widths on screen (spec 002 §9): a signature 350 px, a seal 150 px. */
export const SIGNATURE_DEFAULT_WIDTH = 350;
export const SEAL_DEFAULT_WIDTH = 150;
/** Resizing steps (spec 002 §9): 10 wide, 3 high. */
export const RESIZE_STEP_WIDTH = 10;
export const RESIZE_STEP_HEIGHT = 3;
/** Vertical movement limits (spec 002 §9), as fractions of the page's height: the top edge stays within. */
export const VERTICAL_MIN = 0.2;
export const VERTICAL_MAX = 0.9;
/** The spec's image-per-page output (spec 002 §9): A4 in points. */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

/** A box on screen, in CSS pixels from the page's top-left corner. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box as fractions (0–1) of the page's width and height, from its top-left corner. */
export interface PageFraction {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box in PDF points, from the page's bottom-left corner (as `cm` and drawImage take it). */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's box in points: its width, height and the corner its coordinates start at (MediaBox/CropBox). */
export interface PageBox {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A dragged box kept on its page: horizontally inside the page, vertically with its top edge
 * between 20 % and 90 % of the page (spec 002 §9), and never past the page's bottom.
 */
export function clampToPage(box: ScreenBox, page: { width: number; height: number }): ScreenBox {
  const width = Math.min(box.width, page.width);
  const height = Math.min(box.height, page.height);
  const left = clamp(box.left, 0, page.width - width);
  const lowest = Math.max(0, Math.min(VERTICAL_MAX * page.height, page.height - height));
  const highest = Math.min(VERTICAL_MIN * page.height, lowest);
  const top = clamp(box.top, highest, lowest);
  return { left, top, width, height };
}

/**
 * One resize step (spec 002 §9: 10 wide and 3 high per step), bigger (`+1`) or smaller (`-1`),
 * never below one step nor wider than the page.
 */
export function resizeStep(
  box: ScreenBox,
  direction: 1 | -1,
  page: { width: number; height: number },
): ScreenBox {
  const width = clamp(box.width + direction * RESIZE_STEP_WIDTH, RESIZE_STEP_WIDTH, page.width);
  const height = clamp(box.height + direction * RESIZE_STEP_HEIGHT, RESIZE_STEP_HEIGHT, page.height);
  if (width === box.width || height === box.height) return box;
  return clampToPage({ ...box, width, height }, page);
}

/** The box's size when an image of `natural` pixels is first placed `width` wide (its shape kept). */
export function initialBox(
  natural: { width: number; height: number },
  width: number,
  page: { width: number; height: number },
): ScreenBox {
  const w = Math.min(width, page.width);
  const h = natural.width > 0 ? (w * natural.height) / natural.width : w;
  return clampToPage(
    { left: (page.width - w) / 2, top: VERTICAL_MIN * page.height, width: w, height: h },
    page,
  );
}

/** Screen pixels on a page drawn `view` pixels large → fractions of the page. */
export function toFraction(box: ScreenBox, view: { width: number; height: number }): PageFraction {
  return {
    left: box.left / view.width,
    top: box.top / view.height,
    width: box.width / view.width,
    height: box.height / view.height,
  };
}

/** Fractions of a page → PDF points on that page (y flipped: PDF counts from the bottom). */
export function fractionToPdf(fraction: PageFraction, page: PageBox): PdfRect {
  const width = fraction.width * page.width;
  const height = fraction.height * page.height;
  return {
    x: (page.x ?? 0) + fraction.left * page.width,
    y: (page.y ?? 0) + page.height - fraction.top * page.height - height,
    width,
    height,
  };
}

/** Screen pixels on a page drawn `view` pixels large → PDF points on that page. */
export function screenToPdf(box: ScreenBox, view: { width: number; height: number }, page: PageBox): PdfRect {
  return fractionToPdf(toFraction(box, view), page);
}

/** One page's part of a cross-page seal (骑缝章): which slice of the image, and where it lands. */
export interface SealSlice {
  /** 1-based page number. */
  page: number;
  /** The slice of the image, as fractions of its width: from `from` to `from + share`. */
  from: number;
  share: number;
  /** Where the whole image is drawn on this page (points): only the slice's part is shown (clipped). */
  image: PdfRect;
  /** The visible part: the slice at the page's right edge. */
  clip: PdfRect;
}

/**
 * A cross-page seal (骑缝章): one seal `width` × `height` points cut into as many vertical slices
 * as there are pages, page i showing slice i at its right edge, so the pages laid edge to edge
 * (each under the next, right edges aligned) show the whole seal. `top` is the seal's top edge as
 * a fraction of each page's height (kept within the vertical limits).
 */
export function crossPageSlices(
  pages: readonly PageBox[],
  seal: { width: number; height: number; top: number },
): SealSlice[] {
  const count = pages.length;
  if (count === 0) return [];
  return pages.map((page, index) => {
    const share = 1 / count;
    const sliceWidth = seal.width * share;
    const top = clamp(
      seal.top,
      VERTICAL_MIN,
      Math.max(VERTICAL_MIN, Math.min(VERTICAL_MAX, 1 - seal.height / page.height)),
    );
    const right = (page.x ?? 0) + page.width;
    const y = (page.y ?? 0) + page.height - top * page.height - seal.height;
    const clipX = right - sliceWidth;
    return {
      page: index + 1,
      from: index * share,
      share,
      image: { x: clipX - index * sliceWidth, y, width: seal.width, height: seal.height },
      clip: { x: clipX, y, width: sliceWidth, height: seal.height },
    };
  });
}

/**
 * A page's box fitted onto A4 (the image-per-page output): scaled to fit, centred. Answers the
 * scale and the offset of the page's bottom-left corner on the A4 page.
 */
export function fitOnA4(page: { width: number; height: number }): { scale: number; x: number; y: number } {
  const scale = Math.min(A4_POINTS.width / page.width, A4_POINTS.height / page.height);
  return {
    scale,
    x: (A4_POINTS.width - page.width * scale) / 2,
    y: (A4_POINTS.height - page.height * scale) / 2,
  };
}

/** A page's /Rotate, normalised: how far clockwise a reader turns the page to show it. */
export type PageRotation = 0 | 90 | 180 | 270;

/** Any /Rotate value (a multiple of 90, possibly negative or past 360) as 0, 90, 180 or 270. */
export function normaliseRotation(degrees: number): PageRotation {
  const turned = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return turned as PageRotation;
}

/** The page's size as a reader shows it: width and height swapped for a quarter turn. */
export function displayedSize(
  page: { width: number; height: number },
  rotation: PageRotation,
): { width: number; height: number } {
  return rotation === 90 || rotation === 270
    ? { width: page.height, height: page.width }
    : { width: page.width, height: page.height };
}

/**
 * A box placed on the page as shown (turned by its /Rotate) → the same box as fractions of the
 * unrotated page (from its top-left corner, as `fractionToPdf` takes them). A page turned 90°
 * clockwise shows its left edge at the top and its top edge at the right.
 */
export function toUnrotatedFraction(box: PageFraction, rotation: PageRotation): PageFraction {
  switch (rotation) {
    case 90:
      return { left: box.top, top: 1 - box.left - box.width, width: box.height, height: box.width };
    case 180:
      return {
        left: 1 - box.left - box.width,
        top: 1 - box.top - box.height,
        width: box.width,
        height: box.height,
      };
    case 270:
      return { left: 1 - box.top - box.height, top: box.left, width: box.height, height: box.width };
    default:
      return { ...box };
  }
}

/** A PDF transformation matrix [a b c d e f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type PdfMatrix = [number, number, number, number, number, number];

/**
 * The matrix from the page as shown (points, from its bottom-left corner as shown, the shown
 * width × height) to the unrotated page's own space (its CropBox): what is drawn through it lands
 * upright where the user saw it, whatever the page's /Rotate. `page` is the unrotated box.
 */
export function displayMatrix(page: PageBox, rotation: PageRotation): PdfMatrix {
  const x0 = page.x ?? 0;
  const y0 = page.y ?? 0;
  switch (rotation) {
    case 90:
      return [0, 1, -1, 0, x0 + page.width, y0];
    case 180:
      return [-1, 0, 0, -1, x0 + page.width, y0 + page.height];
    case 270:
      return [0, -1, 1, 0, x0, y0 + page.height];
    default:
      return [1, 0, 0, 1, x0, y0];
  }
}

/** A point through a matrix. */
export function applyMatrix(m: PdfMatrix, point: { x: number; y: number }): { x: number; y: number } {
  return { x: m[0] * point.x + m[2] * point.y + m[4], y: m[1] * point.x + m[3] * point.y + m[5] };
}

/** `inner` then `outer` as one matrix (PDF's `cm` order: inner × outer). */
export function multiplyMatrix(inner: PdfMatrix, outer: PdfMatrix): PdfMatrix {
  return [
    inner[0] * outer[0] + inner[1] * outer[2],
    inner[0] * outer[1] + inner[1] * outer[3],
    inner[2] * outer[0] + inner[3] * outer[2],
    inner[2] * outer[1] + inner[3] * outer[3],
    inner[4] * outer[0] + inner[5] * outer[2] + outer[4],
    inner[4] * outer[1] + inner[5] * outer[3] + outer[5],
  ];
}
