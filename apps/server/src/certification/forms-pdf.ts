import fs from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { CERTIFICATION_TEXTS, PREVIEW_PDF_TITLES } from '@portal/shared/certification';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { AppError } from '../http/errors.ts';
import { DEFAULT_CJK_FONT, type FormDetails } from './form-details.ts';

/**
 * The two forms an applicant prints, signs and uploads (spec 001 §2.9, 002 §2.1 /preViewPdf):
 * the enterprise certification application form (type 1) and the commitment letter (any
 * other type). Real PDFs with Chinese text: the glyphs used are embedded as a subset of a
 * CJK font (WenQuanYi Micro Hei, Debian's fonts-wqy-microhei), filled with the applicant's
 * company details where known.
 */

/** The regular (proportional) face inside the collection. */
const FONT_NAME = 'WenQuanYiMicroHei';

/** Font files read once per path; a failed read is tried again next time. */
const fontBytes = new Map<string, Promise<Buffer>>();

function loadFont(file: string): Promise<Buffer> {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFile(file).catch((error: unknown) => {
      fontBytes.delete(file);
      // A machine without the font: say so in Chinese (503), not a stack trace (500).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new AppError(503, CERTIFICATION_TEXTS.formFontMissing);
      }
      throw error;
    });
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/** A4 in points (spec 002 §9). */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.13, 0.13, 0.13);
const LINE = rgb(0.55, 0.55, 0.55);

interface Pen {
  page: PDFPage;
  font: PDFFont;
  y: number;
}

function text(pen: Pen, value: string, options: { size?: number; x?: number; center?: boolean } = {}) {
  const size = options.size ?? 12;
  const width = pen.font.widthOfTextAtSize(value, size);
  const x = options.center ? (A4[0] - width) / 2 : (options.x ?? MARGIN);
  pen.page.drawText(value, { x, y: pen.y, size, font: pen.font, color: INK });
}

/** Wraps Chinese prose by width (any character may end a line). */
function paragraph(pen: Pen, value: string, size = 12, lineHeight = 22) {
  const maxWidth = A4[0] - 2 * MARGIN;
  let line = '';
  for (const char of value) {
    if (pen.font.widthOfTextAtSize(line + char, size) > maxWidth) {
      text(pen, line, { size });
      pen.y -= lineHeight;
      line = char;
    } else line += char;
  }
  if (line) text(pen, line, { size });
  pen.y -= lineHeight;
}

/** A two-column table row: label on the left, the value (or a blank to write in) on the right. */
function row(pen: Pen, label: string, value: string) {
  const height = 30;
  const left = MARGIN;
  const split = MARGIN + 150;
  const right = A4[0] - MARGIN;
  const top = pen.y + 20;
  pen.page.drawRectangle({
    x: left,
    y: top - height,
    width: right - left,
    height,
    borderColor: LINE,
    borderWidth: 0.8,
  });
  pen.page.drawLine({
    start: { x: split, y: top },
    end: { x: split, y: top - height },
    color: LINE,
    thickness: 0.8,
  });
  text(pen, label, { x: left + 10 });
  if (value) text(pen, value, { x: split + 10 });
  pen.y -= height;
}

function signatures(pen: Pen, who: string) {
  pen.y -= 24;
  text(pen, `${who}（签字）：`, { x: MARGIN });
  text(pen, '（盖章）', { x: A4[0] - MARGIN - 120 });
  pen.y -= 36;
  text(pen, '日期：        年      月      日', { x: MARGIN });
}

function applicationForm(pen: Pen, details: FormDetails) {
  text(pen, PREVIEW_PDF_TITLES[1], { size: 22, center: true });
  pen.y -= 40;
  paragraph(
    pen,
    '本企业申请在工业互联网平台开通租户，现将企业信息填报如下，并保证所填内容真实、准确、完整。',
  );
  pen.y -= 10;
  row(pen, '企业名称', details.companyName);
  row(pen, '统一社会信用代码', details.creditCode);
  row(pen, '租户号', details.enCode);
  row(pen, '法定代表人', details.legalPersonName);
  row(pen, '法定代表人电话', details.legalPersonPhone);
  row(pen, '管理员姓名', details.adminName);
  row(pen, '管理员手机号', details.adminPhone);
  row(pen, '电子邮箱', details.email);
  row(pen, '企业地址', details.address);
  pen.y -= 20;
  paragraph(pen, '附件：营业执照照片、法定代表人与管理员身份证件照片（在平台认证页面上传）。', 11);
  signatures(pen, '法定代表人');
}

function commitmentLetter(pen: Pen, details: FormDetails) {
  text(pen, PREVIEW_PDF_TITLES[2], { size: 22, center: true });
  pen.y -= 44;
  const company = details.companyName || '＿＿＿＿＿＿＿＿＿＿＿＿＿＿';
  const code = details.creditCode || '＿＿＿＿＿＿＿＿＿＿＿＿＿＿';
  paragraph(pen, `本单位${company}（统一社会信用代码：${code}）在使用工业互联网平台期间郑重承诺：`);
  pen.y -= 6;
  for (const item of [
    '一、提交的企业信息、证件照片及申请材料真实、合法、有效，如有变更及时在平台更新；',
    '二、遵守国家法律法规及平台规则，不利用平台从事违法违规活动；',
    '三、妥善保管平台账号与密码，对账号下的全部操作承担责任；',
    '四、订阅、使用的应用与服务仅用于本单位的生产经营活动；',
    '五、如违反上述承诺，愿意承担由此产生的一切法律责任，并接受平台暂停或注销账号的处理。',
  ]) {
    paragraph(pen, item);
    pen.y -= 4;
  }
  pen.y -= 20;
  text(pen, `承诺单位：${details.companyName}`, { x: MARGIN });
  pen.y -= 28;
  text(pen, `法定代表人：${details.legalPersonName}`, { x: MARGIN });
  signatures(pen, '法定代表人');
}

/** The form of the type (1 application form, else commitment letter) as PDF bytes. */
export async function renderFormPdf(
  type: number,
  details: FormDetails,
  fontFile = process.env.CJK_FONT_PATH || DEFAULT_CJK_FONT,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // The font file is a collection: fontkit is told which face to open.
  document.registerFontkit({ create: (bytes: Uint8Array) => fontkit.create(bytes, FONT_NAME) } as never);
  const font = await document.embedFont(await loadFont(fontFile), { subset: true });
  const title = type === 1 ? PREVIEW_PDF_TITLES[1] : PREVIEW_PDF_TITLES[2];
  document.setTitle(title);
  document.setCreator('工业互联网平台');
  document.setLanguage('zh-CN');
  const pen: Pen = { page: document.addPage(A4), font, y: A4[1] - MARGIN - 20 };
  if (type === 1) applicationForm(pen, details);
  else commitmentLetter(pen, details);
  // Plain objects (no object streams): older readers open it, and the font is named in the open.
  return document.save({ useObjectStreams: false });
}
