/**
 * What an endpoint says about the file it takes (DESIGN.md: files in the contract). The server
 * checks every upload against it before anything is decoded; the web reads the field and limits
 * from the same declaration.
 */
/**
 * `csv`: UTF-8 text without control characters (a CSV has no magic bytes; its content is checked
 * whole). `xlsx`: a zip (an Excel workbook), opened whole only in the worker pool. `zip`: an
 * installation package, stored as it came (its central directory measured, never inflated).
 */
export type UploadType = 'png' | 'jpeg' | 'pdf' | 'csv' | 'xlsx' | 'zip';

export interface UploadSpec {
  /** The multipart field that carries the file. */
  field: string;
  /**
   * The types taken, read from the content (magic bytes), never from the file's name, each
   * with its largest size in bytes.
   */
  accepts: Partial<Record<UploadType, number>>;
  /**
   * The largest picture, in pixels (width × height read from the image's header before any
   * decoding). Documents and receipts need no more than a 24-megapixel photo.
   */
  maxPixels: number;
}

const MB = 1024 * 1024;
/** Pictures (JPG/JPEG/PNG): at most 3 MB, and the hint on screen says 3MB (DESIGN.md). */
export const IMAGE_MAX_BYTES = 3 * MB;
/** Signed PDF forms and transfer receipts. */
export const DOCUMENT_MAX_BYTES = 10 * MB;

/** What a picture slot takes: JPG/JPEG or PNG, each at most 3 MB. */
export const IMAGE_ACCEPTS: UploadSpec['accepts'] = { png: IMAGE_MAX_BYTES, jpeg: IMAGE_MAX_BYTES };

/** The largest file an upload takes, whatever its type (the body's bound). */
export function largestUpload(spec: UploadSpec): number {
  return Math.max(0, ...Object.values(spec.accepts));
}

/** Photos of documents (ID cards, licences), receipts and the pictures of a form. */
export const DOCUMENT_MAX_PIXELS = 24_000_000;

/** Pixels as a Chinese reader counts them: 24000000 → 2400 万. */
function inTenThousands(pixels: number): string {
  return `${Math.floor(pixels / 10_000)} 万`;
}

export const UPLOAD_TEXTS = {
  tooManyPixels: (maxPixels: number) =>
    `图片尺寸过大（最多 ${inTenThousands(maxPixels)}像素），请缩小后再上传`,
  tooComplex: '文件过于复杂，未能在限定的时间和内存内处理完，请换一个文件再试',
  busy: '服务器正忙，请稍后再试',
  receiptsTooFrequent: '回单上传过于频繁，请一小时后再试',
  tenantStorageFull: (maxMegabytes: number) =>
    `本单位上传的文件已达 ${maxMegabytes}MB 上限，请删除不需要的订单回单或联系平台管理员`,
} as const;

const TYPE_BY_MIME: Record<string, UploadType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.ms-excel': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};
const TYPE_BY_NAME: [RegExp, UploadType][] = [
  [/\.png$/i, 'png'],
  [/\.jpe?g$/i, 'jpeg'],
  [/\.pdf$/i, 'pdf'],
  [/\.csv$/i, 'csv'],
  [/\.xlsx$/i, 'xlsx'],
  [/\.zip$/i, 'zip'],
];

/** A picked file's type as the browser tells it (its MIME type, else its name); null when none we know. */
export function declaredUploadType(file: { name: string; type: string }): UploadType | null {
  // Windows names a CSV by the spreadsheet it opens in; the name says more.
  if (file.type && file.type !== 'application/vnd.ms-excel') return TYPE_BY_MIME[file.type] ?? null;
  return TYPE_BY_NAME.find(([name]) => name.test(file.name))?.[1] ?? null;
}

/**
 * The browser's check of a picked file before it is sent, from the types and sizes an upload
 * takes (its contract's `accepts`, or a slot's narrower set): the message to show, or null. The
 * server checks the content again; this spares the user a refused upload.
 */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  accepts: UploadSpec['accepts'],
  texts: { wrongType: string; tooLarge: (type: UploadType) => string },
): string | null {
  const type = declaredUploadType(file);
  const largest = type ? accepts[type] : undefined;
  if (type === null || largest === undefined) return texts.wrongType;
  return file.size > largest ? texts.tooLarge(type) : null;
}
