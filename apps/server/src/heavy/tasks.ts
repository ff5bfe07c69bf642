import type { FormDetails } from '../certification/form-details.ts';
import type { TemplateSheet } from '../models/simulation/template-read.ts';
import type { PdfInspection, SignatureDetails, StampInput } from '../signing/pdf-work.ts';
import type { RecordDetails } from '../signing/record-pdf.ts';
import type { SignatureCheck } from '../signing/verify-pdf.ts';

/**
 * The work that would hold the event loop: each task runs in a worker thread of the pool
 * (`heavy-work.ts`), never on the main thread. Inputs and answers cross by structured clone.
 * Each task loads its code on first use, so a new thread is ready at once (pdf-lib and the
 * font reader take a while to load and only the forms need them).
 */
export const HEAVY_TASKS = {
  /** Nothing: answers once the thread has loaded (warming the pool). */
  async ping(_input: null): Promise<true> {
    return true;
  },

  /** Whether the image decodes whole (its header was measured against a pixel budget first). */
  async verifyImage(input: { format: 'png' | 'jpeg'; content: Uint8Array }): Promise<boolean> {
    const { isWholeJpeg, isWholePng } = await import('../lib/file-content.ts');
    const content = asBuffer(input.content);
    return input.format === 'png' ? isWholePng(content) : isWholeJpeg(content);
  },

  /** A photo turned grey, scaled and smoothed for recognition (PGM bytes), or null when it does not decode. */
  async prepareForOcr(input: { content: Uint8Array }): Promise<Uint8Array | null> {
    const { prepareForOcr } = await import('../certification/ocr-image.ts');
    return prepareForOcr(asBuffer(input.content));
  },

  /** A certification form drawn as PDF bytes (the font was found on the main thread). */
  async drawForm(input: { type: number; details: FormDetails; fontFile: string }): Promise<Uint8Array> {
    const { renderFormPdf } = await import('../certification/forms-pdf.ts');
    return renderFormPdf(input.type, input.details, input.fontFile);
  },

  /** A filled simulation template's headers and rows (an xlsx is a zip: opened whole only here). */
  async readTemplate(input: { content: Uint8Array; maxRows: number }): Promise<TemplateSheet> {
    const { readTemplate } = await import('../models/simulation/template-read.ts');
    return readTemplate(asBuffer(input.content), input.maxRows);
  },

  /** Whether a PDF to sign opens, is not encrypted, and how many pages of what size it has. */
  async inspectPdf(input: { content: Uint8Array; maxPages: number }): Promise<PdfInspection> {
    const { inspectPdf } = await import('../signing/pdf-work.ts');
    return inspectPdf(input.content, input.maxPages);
  },

  /** Seals and signatures drawn into a PDF, then the whole signed with the platform's certificate. */
  async stampAndSign(
    input: StampInput & { p12: Uint8Array; passphrase: string; details: SignatureDetails },
  ): Promise<{ pdf: Uint8Array; signedDigest: string }> {
    const { stampAndSign } = await import('../signing/pdf-work.ts');
    return stampAndSign(input);
  },

  /** A PDF's last signature, read and checked against its bytes. */
  async checkPdfSignature(input: { content: Uint8Array }): Promise<SignatureCheck> {
    const { checkPdfSignature } = await import('../signing/verify-pdf.ts');
    return checkPdfSignature(asBuffer(input.content));
  },

  /** The platform's signing identity made anew: a self-signed certificate and key in a .p12. */
  async makeSigningIdentity(input: {
    passphrase: string;
  }): Promise<{ p12: Uint8Array; certificatePem: string }> {
    const { makeSelfSigned } = await import('../signing/identity-work.ts');
    return makeSelfSigned(input.passphrase);
  },

  /** The certificate (PEM) inside the platform's .p12. */
  async readSigningCertificate(input: { p12: Uint8Array; passphrase: string }): Promise<string> {
    const { certificateOfP12 } = await import('../signing/identity-work.ts');
    return certificateOfP12(input.p12, input.passphrase);
  },

  /** A signed document's one-page signing record (the font was found on the main thread). */
  async drawSigningRecord(input: { details: RecordDetails; fontFile: string }): Promise<Uint8Array> {
    const { renderSigningRecord } = await import('../signing/record-pdf.ts');
    return renderSigningRecord(input.details, input.fontFile);
  },
};

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export type HeavyTasks = typeof HEAVY_TASKS;
export type HeavyTaskName = keyof HeavyTasks;
