import {
  TRIAL_MAX_FILES,
  TRIAL_STR_MAX_BYTES,
  TRIAL_TEXTS,
  TRIAL_UPLOAD,
  zForwardingStr,
} from '@portal/shared/trial';
import { largestUpload } from '@portal/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkUpload } from '../files/upload-check.ts';
import type { HeavyWork } from '../heavy/heavy-work.ts';
import { AppError } from '../http/errors.ts';
import type { TrialFile } from './trial.service.ts';

const TOO_MANY: Record<string, string> = {
  FST_FILES_LIMIT: TRIAL_TEXTS.tooManyFiles,
  FST_FIELDS_LIMIT: '上传内容的字段过多',
  FST_PARTS_LIMIT: '上传内容的部分过多',
};

/** A file's name as sent, without a path or characters that would break a header. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((char) => char >= ' ' && char !== '"' && char !== '\x7f').join('');
  return cleaned.slice(0, 100) || 'file.csv';
}

/**
 * The forwarding call's form (spec 001 §7.2): `file` once per file parameter, each read within
 * the declaration's size (a longer one stops being read at the limit) and checked by its
 * content, and `str`, the JSON of the values.
 */
export async function readTrialForm(
  request: FastifyRequest,
  heavy: HeavyWork,
): Promise<{ str: z.output<typeof zForwardingStr>; files: TrialFile[] }> {
  if (!request.isMultipart()) throw new AppError(400, TRIAL_TEXTS.notMultipart);
  const files: TrialFile[] = [];
  let strText: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        files: TRIAL_MAX_FILES,
        fields: 2,
        fieldSize: TRIAL_STR_MAX_BYTES,
        fileSize: largestUpload(TRIAL_UPLOAD),
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== TRIAL_UPLOAD.field) throw new AppError(400, TRIAL_TEXTS.fileType);
        const content = await part.toBuffer();
        if (part.file.truncated) throw new AppError(400, TRIAL_TEXTS.fileSize);
        const checked = await checkUpload(heavy, content, TRIAL_UPLOAD, {
          missing: TRIAL_TEXTS.fileType,
          wrongType: TRIAL_TEXTS.fileType,
          tooLarge: () => TRIAL_TEXTS.fileSize,
        });
        files.push({ fileName: safeName(part.filename), mimeType: checked.mimeType, content });
      } else if (part.fieldname === 'str') {
        if (part.valueTruncated) throw new AppError(413, TRIAL_TEXTS.badStr);
        strText = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, TRIAL_TEXTS.fileSize);
    const tooMany = TOO_MANY[code];
    if (tooMany) throw new AppError(413, tooMany);
    throw new AppError(400, '上传内容格式不正确');
  }
  let json: unknown;
  try {
    json = JSON.parse(strText ?? '');
  } catch {
    throw new AppError(400, TRIAL_TEXTS.badStr);
  }
  const parsed = zForwardingStr.safeParse(json);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? TRIAL_TEXTS.badStr);
  return { str: parsed.data, files };
}
