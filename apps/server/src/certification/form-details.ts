/**
 * What the printable forms (forms-pdf.ts) are filled with, and the font they are drawn in: kept
 * apart from the drawing, which loads pdf-lib and a font engine (megabytes) and runs in the
 * worker threads only, so the main thread that names these never loads them.
 */

/** Debian's CJK font (installed with Chromium for the browser tests); CJK_FONT_PATH overrides. */
export const DEFAULT_CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

export interface FormDetails {
  companyName: string;
  creditCode: string;
  enCode: string;
  legalPersonName: string;
  legalPersonPhone: string;
  adminName: string;
  adminPhone: string;
  email: string;
  address: string;
}

export const EMPTY_DETAILS: FormDetails = {
  companyName: '',
  creditCode: '',
  enCode: '',
  legalPersonName: '',
  legalPersonPhone: '',
  adminName: '',
  adminPhone: '',
  email: '',
  address: '',
};
