import { MESSAGES } from '@portal/shared/messages';
import { largestUpload, UPLOAD_TEXTS, type UploadSpec, type UploadType } from '@portal/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { HeavyWork } from '../heavy/heavy-work.ts';
import { AppError } from '../http/errors.ts';
import { isWholePdf } from '../lib/file-content.ts';
import { measureImage } from './image-header.ts';
import { readUploadedFile } from './multipart.ts';

/** An upload that passed its endpoint's declaration: its type is what its bytes are. */
export interface CheckedFile {
  content: Buffer;
  type: UploadType;
  mimeType: string;
  extension: 'png' | 'jpg' | 'pdf' | 'csv' | 'xlsx' | 'zip';
}

/** What a refusal says; each upload has its own words for a file of the wrong type or size. */
export interface UploadTexts {
  missing: string;
  wrongType: string;
  tooLarge: (type: UploadType) => string;
  /** The type's first bytes are there, but the file does not decode whole. */
  broken?: string;
}

const FORMATS: Record<UploadType, Omit<CheckedFile, 'content'>> = {
  png: { type: 'png', mimeType: 'image/png', extension: 'png' },
  jpeg: { type: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' },
  pdf: { type: 'pdf', mimeType: 'application/pdf', extension: 'pdf' },
  csv: { type: 'csv', mimeType: 'text/csv', extension: 'csv' },
  xlsx: {
    type: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  // Packages are streamed to disk and measured by `micro/package-upload.ts`, never checked here whole.
  zip: { type: 'zip', mimeType: 'application/zip', extension: 'zip' },
};
/** A zip's local file header: an xlsx workbook is a zip. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the first bytes say; the rest is checked after. Text (a CSV) has no such bytes: it is what is left. */
export function sniffUploadType(content: Buffer): UploadType | null {
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpeg';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (content.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  if (content.length > 0 && isPlainText(content)) return 'csv';
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 with no control characters but tab, CR and LF: one linear pass and one decode. */
function isPlainText(content: Buffer): boolean {
  for (const byte of content) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  }
  try {
    strictUtf8.decode(content);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks an uploaded file against its declaration, cheapest first, so nothing heavy runs on a
 * file that can be refused from its first bytes: the type from the content, the size, an
 * image's pixels from its header (before a byte is inflated), then the whole file (a PDF by
 * linear scans here; an image decoded in the worker pool, with its time and memory limits).
 */
export async function checkUpload(
  heavy: HeavyWork,
  content: Buffer,
  spec: UploadSpec,
  texts: UploadTexts,
): Promise<CheckedFile> {
  const type = sniffUploadType(content);
  const maxBytes = type ? spec.accepts[type] : undefined;
  if (!type || maxBytes === undefined) throw new AppError(400, texts.wrongType);
  if (content.length > maxBytes) throw new AppError(400, texts.tooLarge(type));
  const broken = texts.broken ?? MESSAGES.imageBroken;
  // A CSV was read whole by the sniff: text is all it has to be. A workbook is opened whole by
  // the task that reads it, in the worker pool.
  if (type === 'pdf') {
    if (!isWholePdf(content)) throw new AppError(400, broken);
  } else if (type === 'png' || type === 'jpeg') {
    const measure = measureImage(content);
    if (!measure || measure.format !== type || measure.width === 0 || measure.height === 0) {
      throw new AppError(400, broken);
    }
    if (measure.width * measure.height > spec.maxPixels) {
      throw new AppError(400, UPLOAD_TEXTS.tooManyPixels(spec.maxPixels));
    }
    if (!(await heavy.run('verifyImage', { format: type, content }))) throw new AppError(400, broken);
  }
  return { content, ...FORMATS[type] };
}

/** The one file of a multipart upload, read within its declaration's bounds and checked. */
export async function readCheckedUpload(
  request: FastifyRequest,
  heavy: HeavyWork,
  spec: UploadSpec,
  texts: UploadTexts,
): Promise<CheckedFile> {
  const content = await readUploadedFile(request, {
    field: spec.field,
    maxBytes: largestUpload(spec),
    missing: texts.missing,
    tooLarge: texts.tooLarge(largestType(spec)),
  });
  return checkUpload(heavy, content, spec, texts);
}

function largestType(spec: UploadSpec): UploadType {
  const entries = Object.entries(spec.accepts) as [UploadType, number][];
  return entries.reduce((largest, entry) => (entry[1] > largest[1] ? entry : largest))[0];
}
