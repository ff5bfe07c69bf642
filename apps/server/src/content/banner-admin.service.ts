import {
  BANNER_ADMIN_TEXTS,
  BANNER_IMAGE_PATH,
  BANNER_STATUSES,
  type BannerAdminFilter,
  type CheckedBannerForm,
  type ManagedBanner,
} from '@portal/shared/banner-admin';
import { BANNER_STATUS_ACTIVE } from '@portal/shared/content-constants';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { readPublicFile, savePublicPicture } from '../files/files.service.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import { notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  deleteBanner,
  findBanner,
  insertManagedBanner,
  type ManagedBannerRow,
  pageBanners,
  updateBanner,
} from './banner-admin.repository.ts';

/**
 * The operator's 轮播图管理 (issue 22): every banner of every type paged and filtered on the
 * server; created, edited, shown or hidden (status "1" / "0", spec 000 §4), deleted. Each write
 * commits with its audit entry (before and after) and drops the `pages` area, where the public
 * banner call and the home page's boot data are cached (and with them the pages' HTML that shows
 * banners), in every process.
 */

function toManagedBanner(row: ManagedBannerRow): ManagedBanner {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    snapshot: row.snapshot,
    url: row.url,
    textColor: row.textColor,
    sortCode: row.sortCode,
    status: row.status === BANNER_STATUS_ACTIVE ? BANNER_STATUSES.byKey.shown : BANNER_STATUSES.byKey.hidden,
    createTime: row.createTime,
  };
}

/** What the audit log keeps of a banner. */
function auditView(banner: ManagedBanner) {
  return {
    type: banner.type,
    title: banner.title,
    snapshot: banner.snapshot,
    url: banner.url,
    textColor: banner.textColor,
    sortCode: banner.sortCode,
    state: BANNER_STATUSES.label(banner.status),
  };
}

export async function managedBannerPage(db: Db, filter: BannerAdminFilter) {
  const { list, total } = await pageBanners(db, filter);
  return { list: list.map(toManagedBanner), total };
}

async function existing(db: Db, id: number): Promise<ManagedBanner> {
  const row = await findBanner(db, id);
  if (!row) throw notFound(BANNER_ADMIN_TEXTS.notFound);
  return toManagedBanner(row);
}

function columnsOf(form: CheckedBannerForm) {
  return {
    type: form.type,
    title: form.title,
    snapshot: form.snapshot,
    url: form.url,
    textColor: form.textColor.toLowerCase(),
    sortCode: form.sortCode,
    status: form.shown ? BANNER_STATUS_ACTIVE : '0',
  };
}

export async function createManagedBanner(
  db: Db,
  operator: Caller,
  form: CheckedBannerForm,
): Promise<ManagedBanner> {
  return withTransaction(
    db,
    async (trx) => {
      const id = await insertManagedBanner(trx, { ...columnsOf(form), createTime: nowIso() });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'banner.create',
        targetType: 'banner',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function updateManagedBanner(
  db: Db,
  operator: Caller,
  id: number,
  form: CheckedBannerForm,
): Promise<ManagedBanner> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await updateBanner(trx, id, columnsOf(form));
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'banner.update',
        targetType: 'banner',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function setBannerShown(
  db: Db,
  operator: Caller,
  id: number,
  shown: boolean,
): Promise<ManagedBanner> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await updateBanner(trx, id, { status: shown ? BANNER_STATUS_ACTIVE : '0' });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: shown ? 'banner.show' : 'banner.hide',
        targetType: 'banner',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function removeManagedBanner(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await deleteBanner(trx, id);
      await recordAudit(trx, operator, {
        action: 'banner.delete',
        targetType: 'banner',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['pages'] },
  );
}

/**
 * Stores an operator's banner picture (checked by its content on the way in, as the news
 * pictures are) as a public upload and answers its public address; the upload clean-up keeps it
 * while a banner names it.
 */
export function saveBannerImage(
  db: Db,
  files: FileStore,
  operator: Caller,
  file: CheckedFile,
): Promise<string> {
  return savePublicPicture(db, files, operator, file, BANNER_IMAGE_PATH);
}

export function bannerImage(db: Db, files: FileStore, name: string) {
  return readPublicFile(db, files, name);
}
