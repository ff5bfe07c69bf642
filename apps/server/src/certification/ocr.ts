import { createRequire } from 'node:module';
import path from 'node:path';
import { CERTIFICATION_TEXTS } from '@portal/shared/certification';
import { isNationalId, isSocialCreditCode } from '@portal/shared/validation';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { AppError } from '../http/errors.ts';

/**
 * Reading the number off an ID card or a business licence photo (spec 001 §5.8, §7.3),
 * offline: tesseract.js with the `eng` data package shipped in node_modules (DESIGN.md).
 * A number is answered only when it passes its check rule; otherwise null (未识别到证件号).
 */
export type DocumentKind = 'idNumber' | 'creditCode';

export interface OcrEngine {
  /** Reads a photo prepared by `prepareForOcr` (a PGM image; run in the worker pool). */
  read(prepared: Buffer, kind: DocumentKind): Promise<string | null>;
  close(): Promise<void>;
}

/** Recognition takes 50–220 ms a pass; a photo still unread after this ends its worker. */
const OCR_TIME_LIMIT_MS = 20_000;

const ALPHABET: Record<DocumentKind, string> = {
  idNumber: '0123456789X',
  creditCode: '0123456789ABCDEFGHJKLMNPQRTUWXY',
};

/** What the recogniser is allowed to answer: the alphabet and the letters it mistakes for it. */
const WHITELIST: Record<DocumentKind, string> = {
  idNumber: ALPHABET.idNumber,
  creditCode: `${ALPHABET.creditCode}IOSZV`,
};

/** Letters read where only a digit may stand (the id's first 17, the code's area digits). */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  T: '7',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  A: '4',
};
/** Letters a credit code never uses (GB 32100 leaves out I, O, S, V, Z). */
const NEVER_IN_CODE: Record<string, string> = { I: '1', O: '0', S: '5', Z: '2', V: 'U' };

/**
 * Puts a window of 18 read characters right where the number's structure is certain: the
 * id's first 17 places and a credit code's area (places 3–8) hold digits only.
 */
function repaired(window: string, kind: DocumentKind): string {
  return [...window]
    .map((char, i) => {
      if (kind === 'idNumber') return i < 17 ? (AS_DIGIT[char] ?? char) : char;
      const fixed = NEVER_IN_CODE[char] ?? char;
      return i >= 2 && i <= 7 ? (AS_DIGIT[fixed] ?? fixed) : fixed;
    })
    .join('');
}

/**
 * The shape beyond the check character: a credit code opens with its registering authority
 * and kind (91 a company, 11 a government body, N1 a farmers' cooperative…) and an area code.
 */
const PLAUSIBLE: Record<DocumentKind, RegExp> = {
  idNumber: /^[1-9]/,
  creditCode: /^[1-9ANY][1-9]\d{6}/,
};

const CHECKS: Record<DocumentKind, (value: string) => boolean> = {
  idNumber: (value) => isNationalId(value),
  creditCode: isSocialCreditCode,
};

/**
 * The first 18-character run in the recognised text that passes the kind's check, looking
 * across spaces the recogniser put inside the number.
 */
export function findNumber(text: string, kind: DocumentKind): string | null {
  const readable = new Set(WHITELIST[kind]);
  for (const line of text.split('\n')) {
    const kept = [...line.toUpperCase()].filter((char) => readable.has(char)).join('');
    for (let start = 0; start + 18 <= kept.length; start += 1) {
      const candidate = repaired(kept.slice(start, start + 18), kind);
      if (PLAUSIBLE[kind].test(candidate) && CHECKS[kind](candidate)) return candidate;
    }
  }
  return null;
}

/** The `eng` data's folder (4.0.0_best_int, gzipped), resolved from the installed package. */
function languageFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * One tesseract worker (its own thread), started on first use and kept (starting costs about
 * half a second); reads run one after another on it, each within OCR_TIME_LIMIT_MS: past it
 * the worker is ended (the next read starts a new one) and the caller told in Chinese.
 */
export function createTesseractOcr(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const start = () =>
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath: languageFolder(),
      gzip: true,
      cacheMethod: 'none',
    });

  const read = async (image: Buffer, kind: DocumentKind): Promise<string | null> => {
    worker ??= start();
    const engine = await worker;
    await engine.setParameters({
      // Digits and capitals only: the Chinese around the number comes out as noise we skip.
      tessedit_char_whitelist: WHITELIST[kind],
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    });
    const { data } = await engine.recognize(image);
    const found = findNumber(data.text, kind);
    if (found) return found;
    // A photo held at a slant: straightened first, which costs about twice the time.
    const { data: straightened } = await engine.recognize(image, { rotateAuto: true });
    return findNumber(straightened.text, kind);
  };

  const readWithinLimit = async (image: Buffer, kind: DocumentKind): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError(400, CERTIFICATION_TEXTS.ocrTimedOut)), OCR_TIME_LIMIT_MS);
    });
    try {
      return await Promise.race([read(image, kind), timedOut]);
    } catch (error) {
      if (error instanceof AppError) {
        const stuck = worker;
        worker = null;
        await stuck?.then((engine) => engine.terminate()).catch(() => undefined);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    read(image, kind) {
      const result = queue.then(() => readWithinLimit(image, kind));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const started = worker;
      worker = null;
      if (started) await (await started).terminate();
    },
  };
}
