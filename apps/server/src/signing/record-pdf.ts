import fs from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { A4_POINTS } from '@portal/shared/signing-geometry';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * A signed document's signing record (签署记录) as a one-page A4 PDF, drawn in the worker pool
 * with the CJK font the certification forms use (WenQuanYi Micro Hei, subset embedded).
 */
export interface RecordDetails {
  recordNo: string;
  documentName: string;
  pageCount: number;
  originalSha256: string;
  resultSha256: string;
  signerName: string;
  signerAccount: string;
  /** China time (UTC+8), already written out. */
  signedAt: string;
  address: string;
  layout: string;
  certificate: string;
  stamps: { label: string; page: string }[];
}

const FONT_NAME = 'WenQuanYiMicroHei';
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const LINE = rgb(0.6, 0.6, 0.6);
/** The most stamp lines that fit below the details; beyond, one line says how many more. */
const MAX_STAMP_LINES = 16;

interface Pen {
  page: PDFPage;
  font: PDFFont;
  y: number;
}

function write(pen: Pen, value: string, x: number, size = 11) {
  pen.page.drawText(value, { x, y: pen.y, size, font: pen.font, color: INK });
}

/** Cuts a value into lines that fit `width` (any character may end a line: hashes, Chinese). */
function lines(font: PDFFont, value: string, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const char of value) {
    if (font.widthOfTextAtSize(line + char, size) > width && line) {
      out.push(line);
      line = char;
    } else line += char;
  }
  out.push(line);
  return out;
}

function field(pen: Pen, label: string, value: string, size = 10.5) {
  const labelWidth = 120;
  const valueWidth = A4_POINTS.width - 2 * MARGIN - labelWidth - 12;
  const valueLines = lines(pen.font, value || '—', size, valueWidth);
  const height = Math.max(26, valueLines.length * 15 + 11);
  const top = pen.y + 17;
  pen.page.drawRectangle({
    x: MARGIN,
    y: top - height,
    width: A4_POINTS.width - 2 * MARGIN,
    height,
    borderColor: LINE,
    borderWidth: 0.6,
  });
  pen.page.drawLine({
    start: { x: MARGIN + labelWidth, y: top },
    end: { x: MARGIN + labelWidth, y: top - height },
    color: LINE,
    thickness: 0.6,
  });
  write(pen, label, MARGIN + 8, 10.5);
  const startY = pen.y;
  for (const line of valueLines) {
    write(pen, line, MARGIN + labelWidth + 8, size);
    pen.y -= 15;
  }
  pen.y = startY - height;
}

export async function renderSigningRecord(details: RecordDetails, fontFile: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit({ create: (bytes: Uint8Array) => fontkit.create(bytes, FONT_NAME) } as never);
  const font = await document.embedFont(await fs.readFile(fontFile), { subset: true });
  document.setTitle(`签署记录 ${details.recordNo}`);
  document.setCreator('工业互联网平台');
  document.setLanguage('zh-CN');
  const page = document.addPage([A4_POINTS.width, A4_POINTS.height]);
  const pen: Pen = { page, font, y: A4_POINTS.height - MARGIN - 20 };
  const title = '电子签章签署记录';
  page.drawText(title, {
    x: (A4_POINTS.width - font.widthOfTextAtSize(title, 20)) / 2,
    y: pen.y,
    size: 20,
    font,
    color: INK,
  });
  pen.y -= 26;
  const number = `记录编号：${details.recordNo}`;
  page.drawText(number, {
    x: (A4_POINTS.width - font.widthOfTextAtSize(number, 10)) / 2,
    y: pen.y,
    size: 10,
    font,
    color: INK,
  });
  pen.y -= 34;
  field(pen, '文档名称', details.documentName);
  field(pen, '页数', `${details.pageCount} 页`);
  // A hash on one line: 64 hex digits at 9 pt fit the column.
  field(pen, '原文件 SHA-256', details.originalSha256, 9);
  field(pen, '签章后 SHA-256', details.resultSha256, 9);
  field(pen, '签章人', `${details.signerName}（${details.signerAccount}）`);
  field(pen, '签章时间', `${details.signedAt}（北京时间 UTC+8）`);
  field(pen, '签章地址（IP）', details.address);
  field(pen, '输出方式', details.layout);
  field(pen, '签名证书', details.certificate);
  pen.y -= 14;
  write(pen, '印章与签名', MARGIN, 13);
  pen.y -= 24;
  const shown = details.stamps.slice(0, MAX_STAMP_LINES);
  shown.forEach((stamp, index) => {
    write(pen, `${index + 1}. ${stamp.label}`, MARGIN + 8, 10.5);
    write(pen, stamp.page, MARGIN + 200, 10.5);
    pen.y -= 17;
  });
  if (details.stamps.length > shown.length) {
    write(pen, `另有 ${details.stamps.length - shown.length} 个，详见签章后的文件`, MARGIN + 8, 10.5);
    pen.y -= 17;
  }
  pen.y = Math.min(pen.y, 110);
  for (const note of lines(
    font,
    '本记录由工业互联网平台在签章时生成。签章后的文件带有平台证书的数字签名（PKCS#7），可在平台的“签名验证”页面核对文件是否由本平台签章、签章后是否被修改。',
    9.5,
    A4_POINTS.width - 2 * MARGIN,
  )) {
    write(pen, note, MARGIN, 9.5);
    pen.y -= 14;
  }
  return document.save({ useObjectStreams: false });
}
