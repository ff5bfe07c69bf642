import { CERTIFICATION_STATUS, type CertificationStatus, REGISTRATION_TYPES } from '@portal/shared/accounts';
import type { PageData } from '@portal/shared/api';
import {
  CERTIFICATION_TEXTS,
  type Certification,
  certificationSms,
  type ReviewListFilter,
  type ReviewListItem,
} from '@portal/shared/certification';
import { insertTenant, updateTenant, updateUser } from '../accounts/user.repository.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import type { Logger } from '../lib/logger.ts';
import { nowIso } from '../lib/time.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import {
  type CertificationRow,
  findCertificationById,
  listForReview,
  moveStatus,
  tenantCodeTaken,
} from './certification.repository.ts';
import { toCertification } from './certification.service.ts';

const notFound = () => new AppError(404, CERTIFICATION_TEXTS.notFound);

export async function reviewPage(db: Db, query: ReviewListFilter): Promise<PageData<ReviewListItem>> {
  const { rows, total } = await listForReview(db, query);
  return {
    list: rows.map((row) => ({
      id: row.id,
      tenantUserId: row.userId,
      account: row.account,
      type: row.type,
      status: row.status,
      adminName: row.adminName ?? '',
      companyName: row.companyName ?? '',
      enCode: row.enCode ?? '',
      submitTime: row.submitTime,
      reviewTime: row.reviewTime,
    })),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}

/** A submitted certification; one never submitted is not on the desk. */
export async function reviewDetail(db: Db, id: number): Promise<Certification> {
  const row = await findCertificationById(db, id);
  if (!row || row.submitTime === null) throw notFound();
  return toCertification(row);
}

interface Decision {
  db: Db;
  sms: SmsProvider;
  log: Logger;
  /** The operator who decides, and from where (the audit log). */
  operator: Caller;
  id: number;
}

async function underReview(trx: Db, id: number): Promise<CertificationRow> {
  const row = await findCertificationById(trx, id);
  if (!row || row.submitTime === null) throw notFound();
  if (row.status !== CERTIFICATION_STATUS.reviewing)
    throw new AppError(409, CERTIFICATION_TEXTS.notReviewing);
  return row;
}

/**
 * Approves (status 2). A tenant certification also names the tenant: its company name and
 * tenant code go to the applicant's tenant (created when the account has none), and the
 * applicant becomes its administrator. The applicant is told by SMS.
 */
export async function approveCertification({ db, sms, log, operator, id }: Decision): Promise<Certification> {
  const { before, after } = await withTransaction(
    db,
    async (trx) => {
      const row = await underReview(trx, id);
      const now = nowIso();
      let tenantId = row.tenantId;
      if (row.type === REGISTRATION_TYPES.tenant) {
        const code = row.enCode ?? '';
        if (await tenantCodeTaken(trx, code, { tenantId, registrationId: row.id })) {
          throw new AppError(409, CERTIFICATION_TEXTS.enCodeTaken);
        }
        const name = row.companyName ?? row.realName;
        if (tenantId === null) {
          tenantId = await insertTenant(trx, { name, code, createTime: now });
        } else {
          await updateTenant(trx, tenantId, { name, code });
        }
        await updateUser(trx, row.userId, {
          tenantId,
          isAdministrator: 1,
          realName: row.adminName ?? row.realName,
        });
      } else if (row.adminName) {
        await updateUser(trx, row.userId, { realName: row.adminName });
      }
      const decided = await recordDecision(
        trx,
        row,
        operator.userId,
        now,
        CERTIFICATION_STATUS.approved,
        null,
      );
      await recordAudit(trx, operator, {
        action: 'certification.approve',
        targetType: 'registration',
        targetId: id,
        before: { ...toCertification(row), tenantId: row.tenantId },
        after: { ...decided, tenantId },
      });
      return { before: row, after: decided };
      // The applicant's certification is part of its session (session-cache.ts).
    },
    { invalidates: ['sessions'] },
  ).catch((error: unknown) => {
    // Two approvals racing for one tenant code: the unique index decides.
    throw /unique|duplicate/i.test(String(error))
      ? new AppError(409, CERTIFICATION_TEXTS.enCodeTaken)
      : error;
  });
  await notify(db, sms, log, before.phone, certificationSms.approved(after.adminName || before.realName));
  return after;
}

/**
 * Moves a submission under review to its decision (approved, or rejected with the reason),
 * unless another operator decided first; answers the certification as it now stands.
 */
async function recordDecision(
  trx: Db,
  row: CertificationRow,
  reviewerUserId: number,
  now: string,
  status: CertificationStatus,
  reason: string | null,
): Promise<Certification> {
  const moved = await moveStatus(trx, row.id, [CERTIFICATION_STATUS.reviewing], {
    status,
    examineRemake: reason,
    reviewTime: now,
    reviewerUserId,
    updateTime: now,
  });
  if (!moved) throw new AppError(409, CERTIFICATION_TEXTS.notReviewing);
  return toCertification((await findCertificationById(trx, row.id)) as CertificationRow);
}

/** Rejects (status 3) with the reason the applicant will read; told by SMS. */
export async function rejectCertification(
  { db, sms, log, operator, id }: Decision,
  reason: string,
): Promise<Certification> {
  const { before, after } = await withTransaction(
    db,
    async (trx) => {
      const row = await underReview(trx, id);
      const now = nowIso();
      const decided = await recordDecision(
        trx,
        row,
        operator.userId,
        now,
        CERTIFICATION_STATUS.rejected,
        reason,
      );
      await recordAudit(trx, operator, {
        action: 'certification.reject',
        targetType: 'registration',
        targetId: id,
        before: toCertification(row),
        after: decided,
      });
      return { before: row, after: decided };
    },
    { invalidates: ['sessions'] },
  );
  await notify(
    db,
    sms,
    log,
    before.phone,
    certificationSms.rejected(after.adminName || before.realName, reason),
  );
  return after;
}

/** The decision stands whatever the SMS gateway does: a failed message is logged, not undone. */
async function notify(db: Db, sms: SmsProvider, log: Logger, phone: string | null, content: string) {
  if (!phone) return;
  try {
    await sms.send(db, { phone, purpose: 'certification', code: '', content });
  } catch (error) {
    log.error({ err: error }, 'certification SMS failed');
  }
}
