import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { CERTIFICATION_TEXTS } from '@portal/shared/certification';
import type { HeavyWork } from '../heavy/heavy-work.ts';
import { AppError } from '../http/errors.ts';
import { DEFAULT_CJK_FONT, EMPTY_DETAILS, type FormDetails } from './form-details.ts';

/** The font the forms are drawn with: CJK_FONT_PATH, else Debian's. */
function fontFile(): string {
  return process.env.CJK_FONT_PATH || DEFAULT_CJK_FONT;
}

/** A machine without the font: said in Chinese (503) here, before a thread is asked to draw. */
async function requireFont(file: string): Promise<void> {
  try {
    await fs.access(file);
  } catch {
    throw new AppError(503, CERTIFICATION_TEXTS.formFontMissing);
  }
}

export interface BlankForm {
  pdf: Buffer;
  /** A strong validator of the bytes, for `If-None-Match`. */
  etag: string;
}

/**
 * The two certification forms, drawn in the worker pool (about 140 ms of work each). A blank form
 * is the same for every visitor: drawn once per form and font, then served from memory.
 */
export class FormCache {
  private readonly blanks = new Map<string, Promise<BlankForm>>();

  constructor(private readonly heavy: HeavyWork) {}

  blank(type: number): Promise<BlankForm> {
    const font = fontFile();
    const key = `${type}:${font}`;
    let form = this.blanks.get(key);
    if (!form) {
      form = this.draw(type, EMPTY_DETAILS, font).then((pdf) => ({
        pdf,
        etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"`,
      }));
      // A failed draw (no font yet) is tried again by the next request.
      form.catch(() => this.blanks.delete(key));
      this.blanks.set(key, form);
    }
    return form;
  }

  filled(type: number, details: FormDetails): Promise<Buffer> {
    return this.draw(type, details, fontFile());
  }

  private async draw(type: number, details: FormDetails, font: string): Promise<Buffer> {
    await requireFont(font);
    const pdf = await this.heavy.run('drawForm', { type, details, fontFile: font }, { timeoutMs: 20_000 });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }
}
