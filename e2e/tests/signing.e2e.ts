import fs from 'node:fs';
import { microApi } from '@portal/shared/catalogue';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
} from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe.ts';
import {
  ARTIFACTS,
  animationsDone,
  api,
  baseURL,
  expectNoSidewaysScroll,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiSession } from '../support/login.ts';
import { pdfOfPages, sealPng } from '../support/signing.ts';

/**
 * Issue 21 in Chromium: from a seal microservice's 签章 button the tool opens full screen; a
 * 3-page PDF is uploaded and previewed, a signature drawn on the pad and a seal placed on page 2
 * and dragged, a cross-page seal added, and the result downloaded: its pages and the seal's place
 * are read back from the file. The verify page finds it intact and a tampered copy changed; the
 * signing record downloads from the account list.
 */

const TENANT_ADMIN = '13800000001';
/** The A4 journey's own account (the other journeys sign as the tenant administrator). */
const DEVELOPER = '13800000002';
const SEAL_SERVICE = '电子合同签章';
const PAGE = { width: 595.28, height: 841.89 };

const { freshPage } = useBrowser();

// antd spaces a two-character button's label (盖 章).
const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${[...label].join('\\s?')}$`) });

async function microIdOf(name: string): Promise<number> {
  const { list } = await api<{ list: { id: number; name: string }[] }>(
    `${microApi.list.path}?keyword=${encodeURIComponent(name)}`,
  );
  const found = list.find((micro) => micro.name === name);
  if (!found) throw new Error(`no microservice ${name}`);
  return found.id;
}

type Matrix = number[];

/** Each image a page draws with its matrix ([w 0 0 h x y]), q/Q/cm followed through the content stream. */
function drawnImages(page: PDFPage): Matrix[] {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const text = streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
        : '',
    )
    .join('\n');
  const tokens = text.split(/\s+/).filter(Boolean);
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  const found: Matrix[] = [];
  tokens.forEach((token, index) => {
    if (token === 'q') stack.push(matrix);
    else if (token === 'Q') matrix = stack.pop() ?? matrix;
    else if (token === 'cm') {
      const [a, b, c, d, e, f] = tokens.slice(index - 6, index).map(Number) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const [A, B, C, D, E, F] = matrix as [number, number, number, number, number, number];
      matrix = [
        a * A + b * C,
        a * B + b * D,
        c * A + d * C,
        c * B + d * D,
        e * A + f * C + E,
        e * B + f * D + F,
      ];
    } else if (token === 'Do' && tokens[index - 1]?.startsWith('/Image')) found.push(matrix);
  });
  return found;
}

/** The filters of the images a page's resources hold (`/DCTDecode` for a JPEG). */
function imageFilters(page: PDFPage): string[] {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return xObjects.keys().map((key) => {
    const stream = xObjects.lookup(key);
    return stream instanceof PDFRawStream ? (stream.dict.get(PDFName.of('Filter'))?.toString() ?? '') : '';
  });
}

/** Where a placed box sits on its page, as fractions of the page drawn on screen. */
async function fractionOnPage(page: Page, stamp: Locator, pageNumber: number) {
  const sheet = await page.locator(`.signing-page[data-page="${pageNumber}"]`).boundingBox();
  const box = await stamp.boundingBox();
  if (!sheet || !box) throw new Error('not on screen');
  return {
    left: (box.x - sheet.x) / sheet.width,
    top: (box.y - sheet.y) / sheet.height,
    width: box.width / sheet.width,
    height: box.height / sheet.height,
  };
}

async function pick(page: Page, input: string, name: string, mimeType: string, buffer: Buffer) {
  await page.locator(input).first().setInputFiles({ name, mimeType, buffer });
}

async function verifyFile(page: Page, name: string, content: Buffer, expected: string) {
  await pick(page, 'input[type=file][accept*="pdf"]', name, 'application/pdf', content);
  await visible(page.getByRole('alert').filter({ hasText: expected }));
}

describe('the signature and seal tool', () => {
  it('signs a 3-page PDF with a drawn signature, a seal and a cross-page seal, then verifies it', async () => {
    const id = await microIdOf(SEAL_SERVICE);
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession(TENANT_ADMIN, 'tenant'),
    );
    await page.goto(`${baseURL}/AppdetailInfo?title=gywfwzj&catalogue=${id}&page=micr`);
    await visible(page.getByRole('heading', { name: SEAL_SERVICE, level: 1 }));
    await button(page, '签章').click();

    // The tool opens full screen over the account area's 电子签章.
    const tool = page.getByRole('dialog', { name: '盖章' });
    await visible(tool);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/signing');
    await animationsDone(page);
    const submit = button(tool, '提交');
    expect(await submit.isDisabled()).toBe(true);

    await pick(
      page,
      '.signing-tool input[type=file][accept*="pdf"]',
      '采购合同.pdf',
      'application/pdf',
      await pdfOfPages(3),
    );
    await visible(toast(page, '上传成功'));
    await expect.poll(() => tool.locator('.signing-page').count()).toBe(3);
    await expect.poll(() => tool.locator('.signing-pages').getAttribute('data-state')).toBe('ready');

    // Page 2 for what comes next.
    await tool.getByRole('combobox', { name: '放置页' }).click();
    await page.getByTitle('第 2 页', { exact: true }).filter({ visible: true }).click();

    // The pad refuses an empty signature, then takes a drawn one.
    await button(tool, '签名').click();
    const pad = page.getByRole('dialog', { name: '手写签名' });
    await visible(pad);
    await animationsDone(page);
    await visible(pad.getByText('请在灰色区域内签名').first());
    await button(pad, '确认').click();
    await visible(toast(page, '请签名之后提交'));
    const canvas = await pad.getByRole('img', { name: '签名区域' }).boundingBox();
    if (!canvas) throw new Error('no pad');
    await page.mouse.move(canvas.x + 60, canvas.y + 150);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(canvas.x + 60 + step * 30, canvas.y + 150 - Math.sin(step / 2) * 60, {
        steps: 3,
      });
    }
    await page.mouse.up();
    await button(pad, '确认').click();
    await expect.poll(() => pad.isVisible()).toBe(false);
    const signature = tool.locator('.signing-page[data-page="2"] [data-stamp^="签名"]');
    await visible(signature);
    expect(await submit.isDisabled()).toBe(false);

    // A seal picture (one file at a time), placed on page 2 and dragged.
    await pick(page, '.signing-tool input[type=file][accept*="png"]', 'seal.png', 'image/png', sealPng());
    await visible(toast(page, '上传成功'));
    await button(tool, '盖章').click();
    const seal = tool.locator('.signing-page[data-page="2"] [data-stamp^="印章"]');
    await visible(seal);
    await seal.scrollIntoViewIfNeeded();
    const before = await seal.boundingBox();
    if (!before) throw new Error('no seal');
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2 + 180, before.y + before.height / 2 + 260, {
      steps: 8,
    });
    await page.mouse.up();
    const after = await seal.boundingBox();
    expect(Math.round((after?.x ?? 0) - before.x)).toBe(180);
    expect(Math.round((after?.y ?? 0) - before.y)).toBe(260);
    // 150 wide by default (spec 002 §9), on a page drawn at its nominal 1.5 px a point.
    expect(Math.round(after?.width ?? 0)).toBe(150);

    await tool.getByRole('switch', { name: '骑缝章' }).click();
    await expect.poll(() => tool.locator('[data-cross-page]').count()).toBe(3);
    const sealPlace = await fractionOnPage(page, seal, 2);
    const signaturePlace = await fractionOnPage(page, signature, 2);
    await screenshot(page, 'signing-tool-1440', { fullPage: false });
    expect(await accessibilityViolations(page), 'the tool').toEqual([]);

    await submit.click();
    await visible(tool.getByText('签章完成：采购合同.pdf'));
    const downloading = page.waitForEvent('download');
    await button(tool, '下载签章文件').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^采购合同-签章-\d{14}\.pdf$/);
    const signed = fs.readFileSync(await download.path());

    // The pages kept, the pictures where they were placed.
    const reread = await PDFDocument.load(signed);
    expect(reread.getPageCount()).toBe(3);
    const pageTwo = drawnImages(reread.getPage(1));
    const near = (matrix: Matrix, place: typeof sealPlace) =>
      Math.abs((matrix[0] ?? 0) - place.width * PAGE.width) < 1.5 &&
      Math.abs((matrix[3] ?? 0) - place.height * PAGE.height) < 1.5 &&
      Math.abs((matrix[4] ?? 0) - place.left * PAGE.width) < 1.5 &&
      Math.abs((matrix[5] ?? 0) - (PAGE.height - place.top * PAGE.height - place.height * PAGE.height)) < 1.5;
    expect(
      pageTwo.some((matrix) => near(matrix, sealPlace)),
      JSON.stringify({ pageTwo, sealPlace }),
    ).toBe(true);
    expect(
      pageTwo.some((matrix) => near(matrix, signaturePlace)),
      JSON.stringify({ pageTwo, signaturePlace }),
    ).toBe(true);
    // The cross-page seal: one picture on every page, shifted by a third of its width a page.
    const slices = reread.getPages().map((sheet) => drawnImages(sheet).at(-1));
    const sliceWidth = (slices[0]?.[0] ?? 0) / 3;
    expect(slices).toHaveLength(3);
    expect(sliceWidth).toBeGreaterThan(10);
    for (const [index, matrix] of slices.entries()) {
      expect(matrix?.[4]).toBeCloseTo(PAGE.width - sliceWidth - index * sliceWidth, 1);
    }

    await button(tool, '取消').click();
    await expect.poll(() => tool.isVisible()).toBe(false);

    // The public check: intact, then a copy with one byte changed.
    await page.goto(`${baseURL}/verifySignature`);
    await verifyFile(page, download.suggestedFilename(), signed, '签名有效，文件未被修改');
    await visible(page.getByText('采购合同.pdf', { exact: true }));
    await screenshot(page, 'signing-verify-1440');
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('/MediaBox [ 0 0 595.28', 0, 'latin1');
    expect(at).toBeGreaterThan(0);
    tampered[at + '/MediaBox [ 0 0 '.length] = '6'.charCodeAt(0);
    await verifyFile(page, 'tampered.pdf', tampered, '文件在签章后已被修改');
    await screenshot(page, 'signing-verify-changed-1440');

    // The record, from the account list.
    await page.goto(`${baseURL}/admin/signing`);
    const row = page.getByRole('row').filter({ hasText: '采购合同.pdf' });
    await visible(row);
    const recording = page.waitForEvent('download');
    await row.getByRole('button', { name: /^签署记录/ }).click();
    const record = await recording;
    expect(record.suggestedFilename()).toMatch(/^签署记录-\d{14}\.pdf$/);
    const recordPdf = await PDFDocument.load(fs.readFileSync(await record.path()));
    expect(recordPdf.getPageCount()).toBe(1);
    await screenshot(page, 'signing-list-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('works on a 390 px phone: the tool and the verify page without sideways scrolling', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.phone,
      await apiSession(TENANT_ADMIN, 'tenant'),
    );
    await page.goto(`${baseURL}/admin/signing?tool=sign`);
    const tool = page.getByRole('dialog', { name: '签名' });
    await visible(tool);
    await animationsDone(page);
    await pick(
      page,
      '.signing-tool input[type=file][accept*="pdf"]',
      '报价单.pdf',
      'application/pdf',
      await pdfOfPages(2),
    );
    await expect.poll(() => tool.locator('.signing-pages').getAttribute('data-state')).toBe('ready');
    await pick(page, '.signing-tool input[type=file][accept*="png"]', 'seal.png', 'image/png', sealPng());
    await visible(toast(page, '上传成功'));
    await button(tool, '盖章').click();
    const seal = tool.locator('[data-stamp^="印章"]');
    await visible(seal);
    // The page is narrowed to the screen and the seal with it.
    const sheet = await tool.locator('.signing-page').first().boundingBox();
    expect(sheet?.width ?? 999).toBeLessThan(390);
    // A finger drags it as a mouse does (pointer events of a touch).
    const box = await seal.boundingBox();
    if (!box) throw new Error('no seal');
    const touch = (type: string, x: number, y: number) =>
      seal.dispatchEvent(type, {
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x,
        clientY: y,
        bubbles: true,
      });
    await touch('pointerdown', box.x + 20, box.y + 20);
    await touch('pointermove', box.x + 50, box.y + 80);
    await touch('pointerup', box.x + 50, box.y + 80);
    await expect.poll(async () => Math.round(((await seal.boundingBox())?.y ?? 0) - box.y)).toBe(60);
    expect(Math.round(((await seal.boundingBox())?.x ?? 0) - box.x)).toBe(30);
    await animationsDone(page);
    await screenshot(page, 'signing-tool-390', { fullPage: false });
    await button(tool, '取消').click();
    await expect.poll(() => tool.isVisible()).toBe(false);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'signing-list-390');

    await page.goto(`${baseURL}/verifySignature`);
    await verifyFile(page, 'plain.pdf', await pdfOfPages(1), '文件没有数字签名');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'signing-verify-390');
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a file that is not a PDF and a second seal picture at once, with the spec messages', async () => {
    const { page, close } = await freshPage(VIEWPORTS.desktop, await apiSession(TENANT_ADMIN, 'tenant'));
    await page.goto(`${baseURL}/admin/signing`);
    await button(page, '盖章').click();
    const tool = page.getByRole('dialog', { name: '盖章' });
    await visible(tool);
    await animationsDone(page);
    await pick(page, '.signing-tool input[type=file][accept*="pdf"]', 'seal.png', 'image/png', sealPng());
    await visible(toast(page, '请上传PDF格式的文件'));
    await page.locator('.signing-tool input[type=file][accept*="png"]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: sealPng(40) },
      { name: 'b.png', mimeType: 'image/png', buffer: sealPng(50) },
    ]);
    await visible(toast(page, '每次只能选择1个文件'));
    await close();
  });

  it('makes the A4 output: every page drawn here as a JPEG, on A4, with the seal where it was placed', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession(DEVELOPER, 'develop'),
    );
    await page.goto(`${baseURL}/admin/signing`);
    await button(page, '盖章').click();
    const tool = page.getByRole('dialog', { name: '盖章' });
    await visible(tool);
    await animationsDone(page);
    await pick(
      page,
      '.signing-tool input[type=file][accept*="pdf"]',
      '交货单.pdf',
      'application/pdf',
      // Page 2 is turned (/Rotate 90): previewed landscape, as pdf.js shows it.
      await pdfOfPages(2, [2]),
    );
    await expect.poll(() => tool.locator('.signing-pages').getAttribute('data-state')).toBe('ready');
    const turned = await tool.locator('.signing-page[data-page="2"]').boundingBox();
    expect((turned?.width ?? 0) / (turned?.height ?? 1)).toBeCloseTo(841.89 / 595.28, 2);
    await pick(page, '.signing-tool input[type=file][accept*="png"]', 'seal.png', 'image/png', sealPng());
    await visible(toast(page, '上传成功'));
    await button(tool, '盖章').click();
    const seal = tool.locator('.signing-page[data-page="1"] [data-stamp^="印章"]');
    await visible(seal);
    const sealPlace = await fractionOnPage(page, seal, 1);

    await tool.getByText('A4 逐页输出', { exact: true }).click();
    await button(tool, '提交').click();
    // Every page drawn and uploaded, then the signing: longer than a plain signing on a busy machine.
    await visible(tool.getByText('签章完成：交货单.pdf'), 60_000);
    await screenshot(page, 'signing-a4-1440', { fullPage: false });
    const downloading = page.waitForEvent('download');
    await button(tool, '下载签章文件').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^交货单-签章-\d{14}\.pdf$/);
    const reread = await PDFDocument.load(fs.readFileSync(await download.path()));

    // A4 pages, each holding one JPEG (the page as drawn here) under the seal.
    expect(reread.getPages().map((sheet) => [sheet.getWidth(), sheet.getHeight()])).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    for (const [index, sheet] of reread.getPages().entries()) {
      expect(imageFilters(sheet).filter((filter) => filter === '/DCTDecode')).toHaveLength(1);
      // Kept to look at: the page's picture as the browser drew it.
      const xObjects = sheet.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      for (const key of xObjects?.keys() ?? []) {
        const stream = xObjects?.lookup(key);
        if (
          stream instanceof PDFRawStream &&
          stream.dict.get(PDFName.of('Filter'))?.toString() === '/DCTDecode'
        ) {
          fs.mkdirSync(ARTIFACTS, { recursive: true });
          fs.writeFileSync(`${ARTIFACTS}/signing-a4-page-${index + 1}.jpg`, stream.contents);
        }
      }
    }
    // An A4 original fills its A4 page; the turned page, landscape, is fitted across it and centred.
    expect(drawnImages(reread.getPage(0))[0]?.map((n) => Math.round(n))).toEqual([595, 0, 0, 842, 0, 0]);
    const landscape = (595.28 * 595.28) / 841.89;
    expect(drawnImages(reread.getPage(1))[0]?.map((n) => Math.round(n))).toEqual([
      595,
      0,
      0,
      Math.round(landscape),
      0,
      Math.round((841.89 - landscape) / 2),
    ]);
    const pageOne = drawnImages(reread.getPage(0));
    expect(pageOne).toHaveLength(2);
    const stamp = pageOne[1] ?? [];
    expect(Math.abs((stamp[0] ?? 0) - sealPlace.width * PAGE.width)).toBeLessThan(1.5);
    expect(Math.abs((stamp[4] ?? 0) - sealPlace.left * PAGE.width)).toBeLessThan(1.5);
    expect(
      Math.abs((stamp[5] ?? 0) - (PAGE.height - (sealPlace.top + sealPlace.height) * PAGE.height)),
    ).toBeLessThan(1.5);
    expect(drawnImages(reread.getPage(1))).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});
