import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import { UPLOAD_TEXTS } from '@portal/shared/uploads';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { randomToken } from '../lib/crypto.ts';
import { DAY_MS, isoIn, nowIso } from '../lib/time.ts';
import type { FileStore } from './file-store.ts';
import {
  claimUnownedUploads,
  deleteUnreferencedUploads,
  findUpload,
  insertUpload,
  storedBytes,
} from './files.repository.ts';
import type { CheckedFile } from './upload-check.ts';

export const UPLOAD_URL_PREFIX = '/api/tenant/upload/files/';

/** The type is read from the content (magic bytes), never from the name the browser sent. */
export function detectImageType(head: Buffer): { mimeType: string; extension: string } | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { mimeType: 'image/jpeg', extension: 'jpg' };
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) {
    return { mimeType: 'image/png', extension: 'png' };
  }
  return null;
}

/** What one tenant (or one account of no tenant) may keep on the server, uploads and receipts together. */
export const TENANT_STORAGE_MAX_MB = 200;

/** Refuses a file that would take the owner's stored bytes past the cap. */
export async function assertRoomFor(
  db: Db,
  owner: { userId: number; tenantId: number | null },
  bytes: number,
): Promise<void> {
  if ((await storedBytes(db, owner)) + bytes > TENANT_STORAGE_MAX_MB * 1024 * 1024) {
    throw new AppError(413, UPLOAD_TEXTS.tenantStorageFull(TENANT_STORAGE_MAX_MB));
  }
}

/**
 * Stores a private upload, checked against its endpoint's declaration (`upload-check.ts`), under
 * a random name; returns the path clients use to fetch it. Images (JPG/PNG) up to 3 MB for
 * anyone (the registration form); PDFs (signed forms) up to 10 MB for a logged-in account only.
 */
export async function saveUpload(
  db: Db,
  files: FileStore,
  file: CheckedFile,
  owner: { userId: number; tenantId: number | null } | null,
  visibility: 'private' | 'public' = 'private',
): Promise<string> {
  // Visitors (the registration form) upload images only.
  if (file.type === 'pdf' && owner === null) throw new AppError(400, ACCOUNT_TEXTS.imageType);
  if (owner) await assertRoomFor(db, owner, file.content.length);
  const ownerUserId = owner?.userId ?? null;
  const name = `${randomToken(18)}.${file.extension}`;
  await files.put('uploads', name, file.content);
  await insertUpload(db, {
    name,
    ownerUserId,
    mimeType: file.mimeType,
    size: file.content.length,
    isPrivate: visibility === 'private' ? 1 : 0,
    createTime: nowIso(),
  });
  return UPLOAD_URL_PREFIX + name;
}

/**
 * Stores an operator's picture (checked by its content on the way in) as a public upload and
 * answers its public address under `publicPrefix` (the domain's image route); the upload
 * clean-up keeps it while a record names it (files.repository.ts).
 */
export async function savePublicPicture(
  db: Db,
  files: FileStore,
  operator: Caller,
  file: CheckedFile,
  publicPrefix: string,
): Promise<string> {
  const stored = await saveUpload(
    db,
    files,
    file,
    { userId: operator.userId, tenantId: operator.tenantId },
    'public',
  );
  return publicPrefix + (stored.split('/').pop() as string);
}

/** The stored name of an upload path (or of a bare name); null when it cannot be one of ours. */
export function nameFromPath(filePath: string): string | null {
  const name = filePath.startsWith(UPLOAD_URL_PREFIX) ? filePath.slice(UPLOAD_URL_PREFIX.length) : filePath;
  return /^[A-Za-z0-9_-]+\.(jpg|png|pdf)$/.test(name) ? name : null;
}

/** Files uploaded before an account existed (registration) become that account's own. */
export async function claimUploads(db: Db, paths: string[], userId: number): Promise<void> {
  const names = paths.map(nameFromPath).filter((name): name is string => name !== null);
  if (names.length === 0) return;
  await claimUnownedUploads(db, names, userId);
}

/** A private file is visible to its owner and to operators; to anyone else it does not exist. */
export async function readVisibleFile(
  db: Db,
  files: FileStore,
  name: string,
  viewer: Pick<Caller, 'userId' | 'role'>,
): Promise<{ content: Buffer; mimeType: string }> {
  const row = await findUpload(db, name);
  const visible =
    row && (row.isPrivate === 0 || row.ownerUserId === viewer.userId || viewer.role === 'operate');
  if (!row || !visible) throw new AppError(404, '文件不存在');
  return { content: await files.read('uploads', row.name), mimeType: row.mimeType };
}

/**
 * A public upload (an operator's news picture), readable by anyone by its random name; a private
 * one does not exist here.
 */
export async function readPublicFile(
  db: Db,
  files: FileStore,
  name: string,
): Promise<{ content: Buffer; mimeType: string }> {
  const row = await findUpload(db, name);
  if (row?.isPrivate !== 0) throw new AppError(404, '文件不存在');
  return { content: await files.read('uploads', row.name), mimeType: row.mimeType };
}

/**
 * Removes the uploads no record refers to once they are a day old: a picture picked on a
 * form that was never sent, or sent by anyone to fill the disk (the repository lists the
 * record fields that refer to a file). Returns how many were removed.
 */
export async function removeUnreferencedUploads(
  db: Db,
  files: FileStore,
  now: Date = new Date(),
): Promise<number> {
  const removed = await deleteUnreferencedUploads(db, UPLOAD_URL_PREFIX, isoIn(-DAY_MS, now));
  await files.remove(
    'uploads',
    removed.map(({ name }) => name),
  );
  return removed.length;
}
