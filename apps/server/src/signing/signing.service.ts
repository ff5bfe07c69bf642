import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { chinaTimestamp, formatDateTime } from '@portal/shared/format';
import {
  type PagePictureAnswer,
  SIGNING_MAX_PAGES,
  SIGNING_STATE,
  SIGNING_TEXTS,
  type SignedDocument,
  type SigningDraft,
  type SigningImage,
  type SignRequest,
  signedFileName,
  stampKindLabel,
  VERIFY_STATUS,
  VERIFY_STATUSES,
  type VerifyResult,
  zSignRequest,
} from '@portal/shared/signing';
import { UPLOAD_TEXTS } from '@portal/shared/uploads';
import { DEFAULT_CJK_FONT } from '../certification/form-details.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { TENANT_STORAGE_MAX_MB } from '../files/files.service.ts';
import { measureImage } from '../files/image-header.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import type { HeavyWork } from '../heavy/heavy-work.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { randomToken } from '../lib/crypto.ts';
import { DAY_MS, isoIn, nowIso } from '../lib/time.ts';
import { hasPdfHeader } from './pdf-header.ts';
import type { PlatformIdentities } from './platform-certificate.ts';
import {
  deletePagePictures,
  deleteStaleUploads,
  findBySignedDigest,
  findDocument,
  findImages,
  findPagePictures,
  insertDocument,
  insertImage,
  markSigned,
  type Owner,
  pageSignedDocuments,
  savePagePicture,
  signingBytes,
} from './signing.repository.ts';
import type { SigningDocumentTable } from './signing.tables.ts';

/** Drawing and signing a 200-page document takes seconds; reading one, less. */
const INSPECT_TIME_MS = 8_000;
const SIGN_TIME_MS = 30_000;

/** A signer reads their own documents; an operator everyone's. */
function ownerOf(caller: Caller): Owner {
  return caller.role === 'operate' ? null : caller.userId;
}

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

async function assertRoom(db: Db, caller: Caller, bytes: number): Promise<void> {
  if ((await signingBytes(db, caller.userId)) + bytes > TENANT_STORAGE_MAX_MB * 1024 * 1024) {
    throw new AppError(413, UPLOAD_TEXTS.tenantStorageFull(TENANT_STORAGE_MAX_MB));
  }
}

/** Originals, results and pictures live apart from other uploads (their own area): only their rows name them. */
async function store(files: FileStore, extension: string, content: Uint8Array): Promise<string> {
  const name = `${randomToken(18)}.${extension}`;
  await files.put('signing', name, content);
  return name;
}

/** The name shown for an upload: the browser's, cleaned (no folders, no control characters), at most 100 characters. */
export function documentName(given: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, 100);
  return clean || '未命名文档.pdf';
}

/**
 * A PDF to sign: read whole in the worker pool (encrypted, broken, empty of pages or past 200
 * pages, it is refused with its reason), then kept privately as the caller's draft.
 */
export async function uploadDocument(
  db: Db,
  heavy: HeavyWork,
  files: FileStore,
  caller: Caller,
  file: CheckedFile,
  fileName: string,
): Promise<SigningDraft> {
  // Refused before a thread is asked (cheap, and the parser's slowest inputs fail it).
  if (!hasPdfHeader(file.content)) throw new AppError(400, SIGNING_TEXTS.pdfBroken);
  const inspection = await heavy.run(
    'inspectPdf',
    { content: file.content, maxPages: SIGNING_MAX_PAGES },
    { timeoutMs: INSPECT_TIME_MS },
  );
  if (!inspection.ok) {
    const reason = {
      encrypted: SIGNING_TEXTS.pdfEncrypted,
      broken: SIGNING_TEXTS.pdfBroken,
      noPages: SIGNING_TEXTS.pdfNoPages,
      tooManyPages: SIGNING_TEXTS.pdfTooManyPages,
    }[inspection.reason];
    throw new AppError(400, reason);
  }
  await assertRoom(db, caller, file.content.length);
  const name = documentName(fileName);
  const stored = await store(files, 'pdf', file.content);
  const id = await withTransaction(db, (trx) =>
    insertDocument(trx, {
      userId: caller.userId,
      name,
      originalFile: stored,
      originalSha256: sha256(file.content),
      originalSize: file.content.length,
      pageCount: inspection.pages.length,
      pageSizes: JSON.stringify(inspection.pages),
      createTime: nowIso(),
    }),
  );
  return { id, name, pageCount: inspection.pages.length, pages: inspection.pages };
}

/** A seal picture or a drawn signature (checked whole by the upload), kept privately as the caller's. */
export async function uploadImage(
  db: Db,
  files: FileStore,
  caller: Caller,
  file: CheckedFile,
): Promise<SigningImage> {
  const measure = measureImage(file.content);
  if (!measure) throw new AppError(400, SIGNING_TEXTS.imageBroken);
  await assertRoom(db, caller, file.content.length);
  const stored = await store(files, file.extension, file.content);
  const id = await withTransaction(db, (trx) =>
    insertImage(trx, {
      userId: caller.userId,
      file: stored,
      mimeType: file.mimeType,
      width: measure.width,
      height: measure.height,
      size: file.content.length,
      createTime: nowIso(),
    }),
  );
  return { id, width: measure.width, height: measure.height };
}

/**
 * The caller's draft a page picture is for, checked before its body is read: it must be the
 * caller's (another's does not exist), not yet signed, and have the page.
 */
export async function assertPageSlot(db: Db, caller: Caller, documentId: number, page: number) {
  const row = await findDocument(db, documentId, caller.userId);
  if (!row) throw notFound(SIGNING_TEXTS.documentNotFound);
  if (row.state !== SIGNING_STATE.draft) throw new AppError(409, SIGNING_TEXTS.alreadySigned);
  if (page > row.pageCount) throw new AppError(400, SIGNING_TEXTS.pageMissing(page));
  return row;
}

/**
 * One page's picture for the A4 output (a JPEG checked by the upload: its header's pixels before
 * any decoding, then decoded whole in the worker pool), kept as the draft's page; a second
 * picture of the page replaces the first.
 */
export async function uploadPagePicture(
  db: Db,
  files: FileStore,
  caller: Caller,
  documentId: number,
  page: number,
  file: CheckedFile,
): Promise<PagePictureAnswer> {
  const row = await assertPageSlot(db, caller, documentId, page);
  const measure = measureImage(file.content);
  if (measure?.format !== 'jpeg') throw new AppError(400, SIGNING_TEXTS.pageImageBroken);
  await assertRoom(db, caller, file.content.length);
  const stored = await store(files, 'jpg', file.content);
  const { replaced, uploaded } = await withTransaction(db, (trx) =>
    savePagePicture(trx, {
      documentId: row.id,
      userId: caller.userId,
      page,
      file: stored,
      width: measure.width,
      height: measure.height,
      size: file.content.length,
      createTime: nowIso(),
    }),
  );
  if (replaced) await files.remove('signing', [replaced]);
  return { page, pageCount: row.pageCount, uploaded };
}

interface StoredStamp {
  kind: 'seal' | 'signature';
  page: number;
}

function toSignedDocument(
  row: Omit<
    SigningDocumentTable,
    'id' | 'state' | 'crossSeal' | 'signerName' | 'signerAccount' | 'signerAddress'
  > & {
    id: number;
    state: 0 | 1;
    crossSeal: number;
    signerName: string;
  },
): SignedDocument {
  const stamps = row.stamps ? (JSON.parse(row.stamps) as StoredStamp[]) : [];
  return {
    id: row.id,
    name: row.name,
    pageCount: row.pageCount,
    state: row.state,
    layout: row.layout,
    originalSha256: row.originalSha256,
    resultSha256: row.resultSha256,
    signerName: row.signerName,
    signedAt: row.signedAt,
    stamps: stamps.map(({ kind, page }) => ({ kind, page })),
    crossSeal: row.crossSeal === 1,
  };
}

/**
 * Draws the seals and signatures into the caller's uploaded PDF and signs it with the platform's
 * certificate (in the worker pool), then keeps the result and the signing record: who, when, from
 * which address, which pictures on which pages.
 */
export async function signDocument(
  db: Db,
  heavy: HeavyWork,
  files: FileStore,
  identities: PlatformIdentities,
  caller: Caller,
  input: SignRequest,
): Promise<SignedDocument> {
  const request = zSignRequest.parse(input);
  const row = await findDocument(db, request.documentId, caller.userId);
  if (!row) throw notFound(SIGNING_TEXTS.documentNotFound);
  if (row.state !== SIGNING_STATE.draft) throw new AppError(409, SIGNING_TEXTS.alreadySigned);
  if (request.stamps.length === 0 && !request.crossSeal) throw new AppError(400, SIGNING_TEXTS.noStamp);
  const missingPage = request.stamps.find((stamp) => stamp.page > row.pageCount);
  if (missingPage) throw new AppError(400, SIGNING_TEXTS.pageMissing(missingPage.page));
  const imageIds = [
    ...new Set([
      ...request.stamps.map((stamp) => stamp.imageId),
      ...(request.crossSeal ? [request.crossSeal.imageId] : []),
    ]),
  ];
  const images = await findImages(db, imageIds, caller.userId);
  if (images.length !== imageIds.length) throw new AppError(400, SIGNING_TEXTS.imageNotFound);
  // The A4 output is made of the browser's pictures of the pages: one a page, every page.
  const pagePictures = request.layout === 'a4' ? await findPagePictures(db, row.id) : [];
  if (
    request.layout === 'a4' &&
    (pagePictures.length !== row.pageCount ||
      pagePictures.some((picture, index) => picture.page !== index + 1))
  ) {
    throw new AppError(400, SIGNING_TEXTS.pageImagesMissing);
  }

  const [original, imageContents, pageContents, platform] = await Promise.all([
    files.read('signing', row.originalFile),
    Promise.all(images.map((image) => files.read('signing', image.file))),
    Promise.all(pagePictures.map((picture) => files.read('signing', picture.file))),
    identities.identity(),
  ]);
  const signedAt = new Date();
  const { pdf, signedDigest } = await heavy.run(
    'stampAndSign',
    {
      original,
      images: images.map((image, index) => ({
        id: image.id,
        type: image.mimeType === 'image/png' ? ('png' as const) : ('jpeg' as const),
        content: imageContents[index] as Buffer,
      })),
      stamps: request.stamps,
      crossSeal: request.crossSeal,
      layout: request.layout,
      ...(request.layout === 'a4' ? { pagePictures: pageContents } : {}),
      p12: platform.p12,
      passphrase: platform.passphrase,
      details: {
        name: caller.account.replace(/[^\x20-\x7e]/g, '?').slice(0, 100),
        reason: `Signed on the Industrial Internet Portal, record ${row.id}`,
        location: 'CN',
        contactInfo: caller.account.replace(/[^\x20-\x7e]/g, '?').slice(0, 100),
        signingTime: signedAt,
      },
    },
    { timeoutMs: SIGN_TIME_MS },
  );
  await assertRoom(db, caller, pdf.length);
  const resultFile = await store(files, 'pdf', pdf);
  const values = {
    resultFile,
    resultSha256: sha256(pdf),
    resultSize: pdf.length,
    signedDigest,
    layout: request.layout,
    stamps: JSON.stringify(
      request.stamps.map(({ kind, page, left, top, width, height }) => ({
        kind,
        page,
        left,
        top,
        width,
        height,
      })),
    ),
    crossSeal: request.crossSeal ? 1 : 0,
    signerName: caller.realName || caller.account,
    signerAccount: caller.account,
    signerAddress: caller.ip,
    signedAt: signedAt.toISOString(),
  };
  const saved = await withTransaction(db, (trx) => markSigned(trx, row.id, values));
  if (!saved) {
    await files.remove('signing', [resultFile]);
    throw new AppError(409, SIGNING_TEXTS.alreadySigned);
  }
  // The result holds the pages now: their pictures go.
  const drawn = await deletePagePictures(db, row.id);
  await files.remove('signing', drawn);
  return toSignedDocument({ ...row, ...values, state: SIGNING_STATE.signed });
}

export async function listSignedDocuments(
  db: Db,
  caller: Caller,
  query: { currentPage: number; pageSize: number; keyword?: string | undefined },
): Promise<{ list: SignedDocument[]; total: number }> {
  const { rows, total } = await pageSignedDocuments(db, ownerOf(caller), query);
  return { list: rows.map(toSignedDocument), total };
}

/** A signed document of the caller's (any, for an operator); to anyone else it does not exist. */
async function signedRow(db: Db, caller: Caller, id: number) {
  const row = await findDocument(db, id, ownerOf(caller));
  if (!row || row.state !== SIGNING_STATE.signed || !row.resultFile || !row.signedAt) {
    throw notFound(SIGNING_TEXTS.documentNotFound);
  }
  return { ...row, resultFile: row.resultFile, signedAt: row.signedAt };
}

/** The signed PDF (or its original), named for download: 原名-签章-20261129153000.pdf. */
export async function readDocumentFile(
  db: Db,
  files: FileStore,
  caller: Caller,
  id: number,
  which: 'result' | 'original',
): Promise<{ content: Buffer; fileName: string }> {
  const row = await signedRow(db, caller, id);
  const file = which === 'result' ? row.resultFile : row.originalFile;
  const content = await files.read('signing', file);
  const fileName = which === 'result' ? signedFileName(row.name, chinaTimestamp(row.signedAt)) : row.name;
  return { content, fileName };
}

function fontFile(): string {
  return process.env.CJK_FONT_PATH || DEFAULT_CJK_FONT;
}

const LAYOUT_LABELS = { original: '保留原页面', a4: 'A4 逐页输出' } as const;

/** The signing record as a one-page PDF (drawn in the worker pool). */
export async function signingRecordPdf(
  db: Db,
  heavy: HeavyWork,
  identities: PlatformIdentities,
  caller: Caller,
  id: number,
): Promise<{ content: Buffer; fileName: string }> {
  const row = await signedRow(db, caller, id);
  const font = fontFile();
  try {
    await fs.access(font);
  } catch {
    throw new AppError(503, SIGNING_TEXTS.fontMissing);
  }
  const platform = await identities.identity();
  const stamps = (row.stamps ? (JSON.parse(row.stamps) as StoredStamp[]) : []).map((stamp) => ({
    label: stampKindLabel(stamp.kind),
    page: `第 ${stamp.page} 页`,
  }));
  if (row.crossSeal === 1) stamps.push({ label: '骑缝章', page: `第 1–${row.pageCount} 页右侧边缘` });
  const recordNo = `QS${chinaTimestamp(row.signedAt)}${String(row.id).padStart(6, '0')}`;
  const pdf = await heavy.run(
    'drawSigningRecord',
    {
      fontFile: font,
      details: {
        recordNo,
        documentName: row.name,
        pageCount: row.pageCount,
        originalSha256: row.originalSha256,
        resultSha256: row.resultSha256 ?? '',
        signerName: row.signerName,
        signerAccount: row.signerAccount,
        signedAt: `${formatDateTime(row.signedAt)}:${chinaTimestamp(row.signedAt).slice(12, 14)}`,
        address: row.signerAddress,
        layout: LAYOUT_LABELS[row.layout ?? 'original'],
        certificate: `${platform.subject}（SHA-256 指纹 ${platform.fingerprint}）`,
        stamps,
      },
    },
    { timeoutMs: 20_000 },
  );
  return { content: Buffer.from(pdf), fileName: `签署记录-${recordNo}.pdf` };
}

/**
 * Whether a PDF was signed here, by whom and when, and whether any byte changed since: its last
 * signature is read in the worker pool; the certificate must be the platform's, the signed bytes'
 * digest the one the signature vouches for, and the signed ranges the whole file.
 */
export async function verifyDocument(
  db: Db,
  heavy: HeavyWork,
  identities: PlatformIdentities,
  content: Buffer,
): Promise<VerifyResult> {
  const [check, platform] = await Promise.all([
    heavy.run('checkPdfSignature', { content }),
    identities.certificate(),
  ]);
  const answer = (
    status: VerifyResult['status'],
    found?: { name: string; signerName: string; signedAt: string | null },
  ) => ({
    status,
    message: VERIFY_STATUSES.label(status),
    signerName: found?.signerName ?? null,
    signedAt: found?.signedAt ?? check.signingTime,
    documentName: found?.name ?? null,
    certificate: check.subject,
    fingerprint: check.fingerprint,
  });
  if (!check.found) return { ...answer(VERIFY_STATUS.unsigned), signedAt: null };
  if (!platform || check.fingerprint !== platform.fingerprint) return answer(VERIFY_STATUS.foreign);
  const record = check.claimedDigest ? await findBySignedDigest(db, check.claimedDigest) : undefined;
  const intact = check.coversWhole && check.digestMatches && check.signatureValid;
  return answer(intact ? VERIFY_STATUS.intact : VERIFY_STATUS.changed, record);
}

/**
 * A day after upload, a PDF never signed and every seal or signature picture are removed (the
 * signed result holds the pictures it needs). Answers how many files were removed.
 */
export async function removeStaleSigningUploads(
  db: Db,
  files: FileStore,
  now: Date = new Date(),
): Promise<number> {
  // Two independent deletes, each whole by itself: no transaction held open between them (on
  // SQLite it would keep every other writer waiting), and a stop in between loses nothing the
  // next run does not remove.
  const stale = await deleteStaleUploads(db, isoIn(-DAY_MS, now));
  await files.remove('signing', stale);
  return stale.length;
}
