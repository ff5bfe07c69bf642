import { CERTIFICATION_STATUS, REGISTRATION_TYPES } from '@portal/shared/accounts';
import {
  CERTIFICATION_TEXTS,
  type Certification,
  type DeveloperCertificationRequest,
  formProblems,
  type TenantCertificationRequest,
  type TenantUser,
  zEnterpriseDeveloperRequest,
  zPersonalDeveloperRequest,
} from '@portal/shared/certification';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { nameFromPath } from '../files/files.service.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  type CertificationRow,
  findCertificationOfUser,
  findUploads,
  moveStatus,
  tenantCodeTaken,
} from './certification.repository.ts';
import type { RegistrationTable } from './certification.tables.ts';

/** A certification as the API shows it: unset text is '' (the forms' empty value). */
export function toCertification(row: CertificationRow): Certification {
  const text = (value: string | null) => value ?? '';
  return {
    id: row.id,
    tenantUserId: row.userId,
    account: row.account,
    type: row.type,
    status: row.status,
    examineRemake: text(row.examineRemake),
    adminName: text(row.adminName),
    // The account's phone: read-only on the form (spec 001 §5.4).
    adminPhone: text(row.phone),
    adminIdCard: text(row.adminIdCard),
    idCardFornt: text(row.idCardFront),
    idCardTail: text(row.idCardTail),
    businessLicense: text(row.businessLicense),
    applicationForm: text(row.applicationForm),
    letterCommitment: text(row.letterCommitment),
    legalPersonName: text(row.legalPersonName),
    legalPersonPhone: text(row.legalPersonPhone),
    legalPersonIdCard: text(row.legalPersonIdCard),
    creditCode: text(row.creditCode),
    enCode: text(row.enCode),
    companyName: text(row.companyName),
    email: text(row.email),
    address: text(row.address),
    submitTime: row.submitTime,
    reviewTime: row.reviewTime,
  };
}

const notFound = () => new AppError(404, CERTIFICATION_TEXTS.notFound);

/** One's own registration; another user's id, or an account without one, is not found. */
async function ownRegistration(db: Db, viewer: Caller, userId: number): Promise<CertificationRow> {
  if (userId !== viewer.userId) throw notFound();
  const row = await findCertificationOfUser(db, viewer.userId);
  if (!row) throw notFound();
  return row;
}

export async function readOwnCertification(db: Db, viewer: Caller, userId: number): Promise<Certification> {
  return toCertification(await ownRegistration(db, viewer, userId));
}

/** The tenant user of spec 001 §3, for its owner only. */
export async function readTenantUser(db: Db, viewer: Caller, userId: number): Promise<TenantUser> {
  const row = await ownRegistration(db, viewer, userId);
  return {
    id: viewer.userId,
    account: viewer.account,
    phone: viewer.phone ?? '',
    type: row.type,
    status: row.status,
    tenantId: viewer.tenantId,
  };
}

/**
 * Under review or approved, the form is read-only (DESIGN.md): a second submission while
 * one is under review conflicts (409); an approved certification is not to be changed (403).
 */
function assertEditable(row: CertificationRow): void {
  if (row.status === CERTIFICATION_STATUS.reviewing) throw new AppError(409, CERTIFICATION_TEXTS.underReview);
  if (row.status === CERTIFICATION_STATUS.approved) {
    throw new AppError(403, CERTIFICATION_TEXTS.alreadyApproved);
  }
}

type DocumentKind = 'image' | 'form';

/**
 * Each document must be an upload of the applicant's own: ID cards and licences images,
 * signed forms images or PDFs. A path that is not theirs is treated as missing.
 */
async function checkDocuments(
  db: Db,
  ownerUserId: number,
  documents: Record<string, { path: string; kind: DocumentKind; missing: string }>,
): Promise<void> {
  const entries = Object.entries(documents).filter(([, doc]) => doc.path !== '');
  const names = entries.map(([, doc]) => nameFromPath(doc.path));
  const stored = await findUploads(
    db,
    names.filter((name): name is string => name !== null),
  );
  const problems: Record<string, string> = {};
  entries.forEach(([field, doc], i) => {
    const file = stored.find((row) => row.name === names[i]);
    if (!file || file.ownerUserId !== ownerUserId) problems[field] = doc.missing;
    else if (doc.kind === 'image' && !file.mimeType.startsWith('image/')) {
      problems[field] = CERTIFICATION_TEXTS.documentNotImage;
    }
  });
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

function refuseProblems(problems: Record<string, string> | null): void {
  if (!problems) return;
  throw badRequest(Object.values(problems)[0] ?? '请检查填写的内容', problems);
}

/** Tenant certification (spec 001 §5.4): a tenant administrator's own, at status 0 or 3. */
export async function submitTenantCertification(
  db: Db,
  viewer: Caller,
  form: TenantCertificationRequest & { enCode: string },
): Promise<Certification> {
  const row = await ownRegistration(db, viewer, viewer.userId);
  if (viewer.role !== 'tenant' || row.type !== REGISTRATION_TYPES.tenant) {
    throw new AppError(403, '请使用租户账号提交租户认证');
  }
  assertEditable(row);
  await checkDocuments(db, viewer.userId, {
    idCardFornt: { path: form.idCardFornt, kind: 'image', missing: CERTIFICATION_TEXTS.idCardImages },
    idCardTail: { path: form.idCardTail, kind: 'image', missing: CERTIFICATION_TEXTS.idCardImages },
    businessLicense: {
      path: form.businessLicense,
      kind: 'image',
      missing: CERTIFICATION_TEXTS.businessLicense,
    },
    applicationForm: {
      path: form.applicationForm,
      kind: 'form',
      missing: CERTIFICATION_TEXTS.applicationForm,
    },
    letterCommitment: {
      path: form.letterCommitment,
      kind: 'form',
      missing: CERTIFICATION_TEXTS.letterCommitment,
    },
  });
  return withTransaction(
    db,
    async (trx) => {
      if (await tenantCodeTaken(trx, form.enCode, { tenantId: viewer.tenantId, registrationId: row.id })) {
        throw new AppError(409, CERTIFICATION_TEXTS.enCodeTaken, {
          fieldErrors: { enCode: CERTIFICATION_TEXTS.enCodeTaken },
        });
      }
      await submit(trx, row, {
        adminName: form.adminName,
        adminIdCard: form.adminIdCard.toUpperCase(),
        idCardFront: form.idCardFornt,
        idCardTail: form.idCardTail,
        businessLicense: form.businessLicense,
        applicationForm: form.applicationForm,
        letterCommitment: form.letterCommitment,
        legalPersonName: form.legalPersonName,
        legalPersonPhone: form.legalPersonPhone,
        legalPersonIdCard: form.legalPersonIdCard.toUpperCase(),
        creditCode: form.creditCode,
        enCode: form.enCode,
        companyName: form.companyName,
        email: form.email ?? '',
        address: form.address ?? '',
      });
      return toCertification((await findCertificationOfUser(trx, viewer.userId)) as CertificationRow);
      // A caller's certification is part of its session (session-cache.ts).
    },
    { invalidates: ['sessions'] },
  );
}

/**
 * Developer certification (spec 001 §5.5): type 1 (individual) gives the person and the ID
 * card, type 2 (enterprise) the company too; the type is the registration's.
 */
export async function submitDeveloperCertification(
  db: Db,
  viewer: Caller,
  form: DeveloperCertificationRequest,
): Promise<Certification> {
  const row = await ownRegistration(db, viewer, viewer.userId);
  if (viewer.role !== 'develop' || row.type === REGISTRATION_TYPES.tenant) {
    throw new AppError(403, '请使用开发者账号提交开发者认证');
  }
  assertEditable(row);
  const enterprise = row.type !== REGISTRATION_TYPES.personalDeveloper;
  refuseProblems(formProblems(enterprise ? zEnterpriseDeveloperRequest : zPersonalDeveloperRequest, form));
  await checkDocuments(db, viewer.userId, {
    idCardFornt: { path: form.idCardFornt, kind: 'image', missing: CERTIFICATION_TEXTS.idCardImages },
    idCardTail: { path: form.idCardTail, kind: 'image', missing: CERTIFICATION_TEXTS.idCardImages },
    ...(enterprise
      ? {
          businessLicense: {
            path: form.businessLicense ?? '',
            kind: 'image' as const,
            missing: CERTIFICATION_TEXTS.businessLicense,
          },
        }
      : {}),
  });
  const company = (value: string | undefined) => (enterprise ? (value ?? '') : null);
  return withTransaction(
    db,
    async (trx) => {
      await submit(trx, row, {
        adminName: form.adminName,
        adminIdCard: form.adminIdCard.toUpperCase(),
        idCardFront: form.idCardFornt,
        idCardTail: form.idCardTail,
        businessLicense: company(form.businessLicense),
        legalPersonName: company(form.legalPersonName),
        legalPersonPhone: company(form.legalPersonPhone),
        legalPersonIdCard: enterprise ? (form.legalPersonIdCard ?? '').toUpperCase() : null,
        creditCode: company(form.creditCode),
        companyName: company(form.companyName),
        email: company(form.email),
        address: company(form.address),
      });
      return toCertification((await findCertificationOfUser(trx, viewer.userId)) as CertificationRow);
      // A caller's certification is part of its session (session-cache.ts).
    },
    { invalidates: ['sessions'] },
  );
}

/** Stores the form and moves 0 or 3 to 1 (under review), once. */
async function submit(
  trx: Db,
  row: CertificationRow,
  values: Omit<Updateable<RegistrationTable>, 'status'>,
): Promise<void> {
  const now = nowIso();
  const moved = await moveStatus(
    trx,
    row.id,
    [CERTIFICATION_STATUS.incomplete, CERTIFICATION_STATUS.rejected],
    {
      ...values,
      status: CERTIFICATION_STATUS.reviewing,
      examineRemake: null,
      submitTime: now,
      reviewTime: null,
      reviewerUserId: null,
      updateTime: now,
    },
  );
  // Another submission got there first (a double click): it is under review now.
  if (!moved) throw new AppError(409, CERTIFICATION_TEXTS.underReview);
}
