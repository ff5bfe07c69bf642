import {
  type CheckedMemberForm,
  type ManagedMember,
  MEMBER_ADMIN_TEXTS,
  MEMBER_LOGO_PATH,
} from '@portal/shared/member-admin';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import type { PageWindow } from '../db/sql.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { readPublicFile, savePublicPicture } from '../files/files.service.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  deleteMember,
  findMember,
  insertMember,
  type ManagedMemberRow,
  pageMembers,
  updateMember,
} from './member-admin.repository.ts';
import { memberLogoDataUrl } from './member-logo.ts';

/**
 * The operator's 平台会员 (issue 22, spec 000 §2.13): members paged on the server, created,
 * edited and deleted. A logo is an uploaded picture, or a badge made here from the name (a badge
 * already stored may be sent back unchanged; no other data address is taken). Each write commits
 * with its audit entry and drops the `site` area, where /PlatformMembers' call is cached.
 */

const toManagedMember = (row: ManagedMemberRow): ManagedMember => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  level: row.level,
  city: row.city,
  intro: row.intro,
  sort: row.sort,
  createTime: row.createTime,
});

/** The audit log keeps a badge by its kind, not its bytes. */
const auditView = (member: ManagedMember) => ({
  name: member.name,
  logo: member.logo.startsWith('data:') ? '生成的徽标' : member.logo,
  level: member.level,
  city: member.city,
  intro: member.intro,
  sort: member.sort,
});

const BADGE_COLORS: [string, string] = ['#1565c0', '#26a6d1'];

function logoOf(form: CheckedMemberForm, current: string | null): string {
  if (form.logo === '')
    return memberLogoDataUrl({
      mark: [...form.name][0] ?? '会',
      name: [...form.name].slice(0, 6).join(''),
      colors: BADGE_COLORS,
    });
  if (form.logo.startsWith('data:') && form.logo !== current) {
    throw badRequest(MEMBER_ADMIN_TEXTS.logo, { logo: MEMBER_ADMIN_TEXTS.logo });
  }
  return form.logo;
}

export async function managedMemberPage(db: Db, filter: PageWindow & { keyword?: string | undefined }) {
  const { list, total } = await pageMembers(db, filter);
  return { list: list.map(toManagedMember), total };
}

async function existing(db: Db, id: number): Promise<ManagedMember> {
  const row = await findMember(db, id);
  if (!row) throw notFound(MEMBER_ADMIN_TEXTS.memberNotFound);
  return toManagedMember(row);
}

const columnsOf = (form: CheckedMemberForm, logo: string) => ({
  name: form.name,
  logo,
  level: form.level,
  city: form.city,
  intro: form.intro,
  sort: form.sort,
});

export async function createManagedMember(db: Db, operator: Caller, form: CheckedMemberForm) {
  const logo = logoOf(form, null);
  return withTransaction(
    db,
    async (trx) => {
      const id = await insertMember(trx, { ...columnsOf(form, logo), createTime: nowIso() });
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'member.create',
        targetType: 'member',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['site'] },
  );
}

export async function updateManagedMember(db: Db, operator: Caller, id: number, form: CheckedMemberForm) {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await updateMember(trx, id, columnsOf(form, logoOf(form, before.logo)));
      const after = await existing(trx, id);
      await recordAudit(trx, operator, {
        action: 'member.update',
        targetType: 'member',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['site'] },
  );
}

export async function removeManagedMember(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existing(trx, id);
      await deleteMember(trx, id);
      await recordAudit(trx, operator, {
        action: 'member.delete',
        targetType: 'member',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['site'] },
  );
}

/** Stores an operator's member logo (checked by content) as a public upload; answers its address. */
export function saveMemberLogo(
  db: Db,
  files: FileStore,
  operator: Caller,
  file: CheckedFile,
): Promise<string> {
  return savePublicPicture(db, files, operator, file, MEMBER_LOGO_PATH);
}

export function memberLogo(db: Db, files: FileStore, name: string) {
  return readPublicFile(db, files, name);
}
