import { describe, expect, it } from 'vitest';
import {
  A4_POINTS,
  applyMatrix,
  clampToPage,
  crossPageSlices,
  displayedSize,
  displayMatrix,
  fitOnA4,
  fractionToPdf,
  initialBox,
  multiplyMatrix,
  normaliseRotation,
  type PageFraction,
  type PageRotation,
  resizeStep,
  SEAL_DEFAULT_WIDTH,
  SIGNATURE_DEFAULT_WIDTH,
  screenToPdf,
  toFraction,
  toUnrotatedFraction,
} from './signing-geometry.ts';

const page = { width: 800, height: 1000 };

describe('placing a seal: screen pixels to PDF points', () => {
  it('turns a box on a page drawn at any zoom into points from the bottom-left corner', () => {
    // A 595 × 842 pt page drawn 1190 px wide (zoom 2): a 300 × 200 px box at (100, 400).
    const rect = screenToPdf(
      { left: 100, top: 400, width: 300, height: 200 },
      { width: 1190, height: 1684 },
      { width: 595, height: 842 },
    );
    expect(rect.x).toBeCloseTo(50);
    expect(rect.width).toBeCloseTo(150);
    expect(rect.height).toBeCloseTo(100);
    expect(rect.y).toBeCloseTo(842 - 200 - 100);
  });

  it('counts from the page box corner when the box does not start at 0', () => {
    const rect = fractionToPdf(
      { left: 0.5, top: 0, width: 0.1, height: 0.1 },
      { width: 200, height: 100, x: 10, y: 20 },
    );
    expect(rect).toEqual({ x: 110, y: 110, width: 20, height: 10 });
  });

  it('keeps fractions independent of the zoom', () => {
    expect(toFraction({ left: 80, top: 250, width: 160, height: 100 }, page)).toEqual({
      left: 0.1,
      top: 0.25,
      width: 0.2,
      height: 0.1,
    });
  });
});

describe('dragging and resizing within the spec limits', () => {
  it('keeps the top edge between 20 % and 90 % of the page, and the box on the page', () => {
    expect(clampToPage({ left: -50, top: 10, width: 150, height: 150 }, page)).toEqual({
      left: 0,
      top: 200,
      width: 150,
      height: 150,
    });
    expect(clampToPage({ left: 790, top: 990, width: 150, height: 50 }, page)).toEqual({
      left: 650,
      top: 900,
      width: 150,
      height: 50,
    });
    // A tall box cannot go below the page's bottom, even above the 90 % line.
    expect(clampToPage({ left: 0, top: 950, width: 100, height: 300 }, page).top).toBe(700);
  });

  it('resizes by 10 wide and 3 high a step', () => {
    const box = { left: 100, top: 300, width: 150, height: 150 };
    expect(resizeStep(box, 1, page)).toEqual({ ...box, width: 160, height: 153 });
    expect(resizeStep(box, -1, page)).toEqual({ ...box, width: 140, height: 147 });
    expect(resizeStep({ ...box, width: 10, height: 3 }, -1, page)).toEqual({ ...box, width: 10, height: 3 });
  });

  it('places a signature 350 and a seal 150 wide, keeping the picture’s shape', () => {
    expect(initialBox({ width: 700, height: 200 }, SIGNATURE_DEFAULT_WIDTH, page)).toMatchObject({
      width: 350,
      height: 100,
      top: 200,
    });
    expect(initialBox({ width: 300, height: 300 }, SEAL_DEFAULT_WIDTH, page)).toMatchObject({
      width: 150,
      height: 150,
    });
  });
});

describe('the cross-page seal (骑缝章)', () => {
  it('cuts the seal into one slice a page, each at the right edge, together the whole seal', () => {
    const pages = [
      { width: 600, height: 800 },
      { width: 600, height: 800 },
      { width: 600, height: 800 },
      { width: 600, height: 800 },
    ];
    const slices = crossPageSlices(pages, { width: 120, height: 120, top: 0.5 });
    expect(slices.map((slice) => slice.page)).toEqual([1, 2, 3, 4]);
    expect(slices.map((slice) => slice.from)).toEqual([0, 0.25, 0.5, 0.75]);
    for (const [index, slice] of slices.entries()) {
      expect(slice.clip).toEqual({ x: 570, y: 280, width: 30, height: 120 });
      // The whole picture is drawn so that its index-th quarter falls in the clip.
      expect(slice.image.x + slice.from * 120).toBeCloseTo(570);
      expect(slice.image.x).toBeCloseTo(570 - index * 30);
    }
    const covered = slices.reduce((sum, slice) => sum + slice.share, 0);
    expect(covered).toBeCloseTo(1);
  });

  it('keeps the seal within the vertical limits and answers nothing for no pages', () => {
    const [slice] = crossPageSlices([{ width: 600, height: 800 }], { width: 100, height: 100, top: 0 });
    expect(slice?.clip.y).toBeCloseTo(800 - 0.2 * 800 - 100);
    expect(crossPageSlices([], { width: 100, height: 100, top: 0.5 })).toEqual([]);
  });
});

describe('the A4 output', () => {
  it('fits a page onto A4, centred', () => {
    const letter = fitOnA4({ width: 612, height: 792 });
    expect(letter.scale).toBeCloseTo(A4_POINTS.width / 612);
    expect(letter.x).toBeCloseTo(0);
    expect(letter.y).toBeCloseTo((A4_POINTS.height - 792 * letter.scale) / 2);
  });
});

describe('a turned page (/Rotate): what the user saw, drawn into the unrotated page', () => {
  // An unrotated 600 × 800 pt page whose CropBox starts at (10, 20).
  const box = { x: 10, y: 20, width: 600, height: 800 };
  const placed: PageFraction = { left: 0.1, top: 0.25, width: 0.25, height: 0.15 };

  it('normalises any /Rotate and swaps the shown size for a quarter turn', () => {
    expect([0, 90, 180, 270, 360, -90, 450].map(normaliseRotation)).toEqual([0, 90, 180, 270, 0, 270, 90]);
    expect(displayedSize(box, 90)).toEqual({ width: 800, height: 600 });
    expect(displayedSize(box, 180)).toEqual({ width: 600, height: 800 });
    expect(displayedSize(box, 270)).toEqual({ width: 800, height: 600 });
  });

  it('turns a shown box into fractions of the unrotated page', () => {
    expect(toUnrotatedFraction(placed, 0)).toEqual(placed);
    // 90° clockwise: the page's left edge is shown at the top, its top edge at the right.
    expect(toUnrotatedFraction(placed, 90)).toEqual({ left: 0.25, top: 0.65, width: 0.15, height: 0.25 });
    const half = toUnrotatedFraction(placed, 180);
    expect(half.left).toBeCloseTo(0.65);
    expect(half.top).toBeCloseTo(0.6);
    expect(half.width).toBeCloseTo(0.25);
    expect(half.height).toBeCloseTo(0.15);
    const three = toUnrotatedFraction(placed, 270);
    expect(three.left).toBeCloseTo(0.6);
    expect(three.top).toBeCloseTo(0.1);
    expect(three).toMatchObject({ width: 0.15, height: 0.25 });
    // Four quarter turns are none.
    let turned = placed;
    for (let step = 0; step < 4; step += 1) turned = toUnrotatedFraction(turned, 90);
    for (const key of ['left', 'top', 'width', 'height'] as const)
      expect(turned[key]).toBeCloseTo(placed[key]);
  });

  it('the display matrix puts a shown box on the same unrotated rectangle as the fractions do', () => {
    for (const rotation of [0, 90, 180, 270] as PageRotation[]) {
      const shown = { x: 0, y: 0, ...displayedSize(box, rotation) };
      const drawn = fractionToPdf(placed, shown);
      const matrix = displayMatrix(box, rotation);
      const corners = [
        applyMatrix(matrix, { x: drawn.x, y: drawn.y }),
        applyMatrix(matrix, { x: drawn.x + drawn.width, y: drawn.y + drawn.height }),
      ];
      const expected = fractionToPdf(toUnrotatedFraction(placed, rotation), box);
      expect(Math.min(...corners.map((c) => c.x))).toBeCloseTo(expected.x);
      expect(Math.min(...corners.map((c) => c.y))).toBeCloseTo(expected.y);
      expect(Math.max(...corners.map((c) => c.x))).toBeCloseTo(expected.x + expected.width);
      expect(Math.max(...corners.map((c) => c.y))).toBeCloseTo(expected.y + expected.height);
    }
  });

  it('draws the picture upright as shown: its image matrix on a page turned 90°', () => {
    const shown = { x: 0, y: 0, ...displayedSize(box, 90) };
    const drawn = fractionToPdf(placed, shown);
    // The image's unit square: shown 200 × 90 pt at (80, 360), then through the page's matrix.
    expect(drawn).toEqual({ x: 80, y: 360, width: 200, height: 90 });
    const image = multiplyMatrix([drawn.width, 0, 0, drawn.height, drawn.x, drawn.y], displayMatrix(box, 90));
    // Its bottom edge runs up the unrotated page: turned 90° clockwise, it reads left to right.
    expect(image).toEqual([0, 200, -90, 0, 10 + 600 - 360, 20 + 80]);
    // Turned 90° clockwise, the unrotated page's bottom-left corner is shown at the top-left.
    expect(applyMatrix(displayMatrix(box, 90), { x: 0, y: 600 })).toEqual({ x: 10, y: 20 });
    expect(applyMatrix(displayMatrix(box, 180), { x: 0, y: 0 })).toEqual({ x: 610, y: 820 });
    expect(applyMatrix(displayMatrix(box, 270), { x: 0, y: 0 })).toEqual({ x: 10, y: 820 });
  });
});
