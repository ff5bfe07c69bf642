import {
  type CheckedMicroSubmissionForm,
  COMMUNITY_TEXTS,
  type CommunityOverview,
  MAX_WAITING_SUBMISSIONS,
  SUBMISSION_STATUSES,
  type SubmissionDetail,
  type SubmissionFilter,
  type SubmissionKind,
  type SubmissionRow,
} from '@portal/shared/community';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { type CheckedModelDefinition, MODEL_STATUSES } from '@portal/shared/model-definition';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  insertModelRow,
  modelDefinitionColumns,
  modelDefinitionOf,
  saveModelFields,
  updateModelRow,
} from '../models/model-admin.service.ts';
import {
  countSubmissionsByStatus,
  countWaiting,
  findIndustry,
  findSubmission,
  findSubmissionForUpdate,
  insertSubmission,
  insertSubmittedMicro,
  pageSubmissions,
  type SubmissionRecord,
  updateSubmission,
  updateSubmittedMicro,
} from './community.repository.ts';
import { checkCommunityEndpoint, type EndpointPolicy } from './endpoint-policy.ts';
import { replaceRequestFields } from './micro.repository.ts';
import type { StoredPackage } from './package-upload.ts';
import { microFieldRows, requestFieldViews } from './request-fields.ts';

/**
 * The developer community (issue 22 item 3). A developer's microservice is a `microservice` row
 * (with its request fields) kept unpublished until an operator approves its submission; the
 * submission holds the review state, the rejection's reason and the package. A developer reads
 * and writes only their own submissions (another's is 404, as if it did not exist), and writes
 * only while one waits or was rejected. Approving publishes the row and drops the
 * `microservices` area, so the catalogue and the /Trial page show it at once in every process.
 */

export { listModelSorts as communityModelSorts } from '../models/models.service.ts';
export { listAllIndustries as communityIndustries } from './community.repository.ts';

export type { EndpointPolicy } from './endpoint-policy.ts';

function toRow(record: SubmissionRecord): SubmissionRow {
  const published = record.status === SUBMISSION_STATUSES.byKey.published;
  return {
    id: record.id,
    kind: record.kind,
    itemId: (record.kind === 'model' ? record.modelId : record.microId) ?? 0,
    name: record.name,
    industryName: record.industryName,
    status: record.status,
    rejectReason: record.rejectReason,
    developerName: record.developerName,
    developerAccount: record.developerAccount,
    packageName: record.packageName,
    packageSize: record.packageSize,
    submitTime: record.submitTime,
    reviewTime: record.reviewTime,
    uses: published ? record.uploadCount : 0,
    calls: published ? Number(record.calls ?? 0) : 0,
  };
}

async function toDetail(db: Db, record: SubmissionRecord): Promise<SubmissionDetail> {
  const itemId = (record.kind === 'model' ? record.modelId : record.microId) ?? 0;
  const fields = await requestFieldViews(db, record.kind, itemId);
  return {
    ...toRow(record),
    industryId: record.industryId,
    contentRemake: record.contentRemake,
    detailsRemake: record.detailsRemake,
    method: record.method,
    protocol: record.protocol,
    domain: record.domain,
    uri: `${record.prefix}${record.uri}`,
    fields,
    model: record.kind === 'model' ? await modelDefinitionOf(db, itemId) : null,
  };
}

/** What the audit log keeps of a submission. */
function auditView(detail: SubmissionDetail) {
  return {
    name: detail.name,
    developer: detail.developerAccount,
    state: SUBMISSION_STATUSES.label(detail.status),
    rejectReason: detail.rejectReason,
    endpoint: `${detail.method} ${detail.protocol.toLowerCase()}://${detail.domain || '本平台'}${detail.uri}`,
    fields: detail.fields.length,
    packageName: detail.packageName,
  };
}

async function detailOf(db: Db, id: number): Promise<SubmissionDetail> {
  const record = await findSubmission(db, id);
  if (!record) throw notFound(COMMUNITY_TEXTS.notFound);
  return toDetail(db, record);
}

/** A submission of the developer's own; another's does not exist for them. */
async function ownRecord(db: Db, caller: Caller, id: number): Promise<SubmissionRecord> {
  const record = await findSubmission(db, id);
  if (!record || record.userId !== caller.userId) throw notFound(COMMUNITY_TEXTS.notFound);
  return record;
}

/** The microservice's columns and parameters of a checked form. */
async function columnsOf(db: Db, form: CheckedMicroSubmissionForm, policy: EndpointPolicy) {
  checkCommunityEndpoint({ ...form, prefix: '' }, policy);
  if (!(await findIndustry(db, form.industryId))) {
    throw badRequest(COMMUNITY_TEXTS.industryMissing, { industryId: COMMUNITY_TEXTS.industryMissing });
  }
  return {
    micro: {
      name: form.name,
      industryId: form.industryId,
      contentRemake: form.contentRemake,
      detailsRemake: form.detailsRemake,
      method: form.method,
      protocol: form.protocol,
      domain: form.domain,
      prefix: '',
      uri: form.uri,
    },
    fields: microFieldRows(form.fields),
  };
}

// ---------------------------------------------------------------- the developer's calls

export async function communityOverview(db: Db, caller: Caller): Promise<CommunityOverview> {
  const counts = await countSubmissionsByStatus(db, caller.userId);
  const of = (status: number) => counts.find((entry) => entry.status === status);
  return {
    realName: caller.realName,
    certificationStatus: caller.registrationStatus,
    registrationType: caller.registrationType,
    waiting: of(SUBMISSION_STATUSES.byKey.waiting)?.n ?? 0,
    published: of(SUBMISSION_STATUSES.byKey.published)?.n ?? 0,
    rejected: of(SUBMISSION_STATUSES.byKey.rejected)?.n ?? 0,
    uses: of(SUBMISSION_STATUSES.byKey.published)?.uses ?? 0,
  };
}

export async function mySubmissions(db: Db, caller: Caller, filter: SubmissionFilter) {
  const { rows, total } = await pageSubmissions(db, filter, caller.userId);
  return { list: rows.map(toRow), total };
}

export async function mySubmission(db: Db, caller: Caller, id: number): Promise<SubmissionDetail> {
  return toDetail(db, await ownRecord(db, caller, id));
}

export async function submitMicro(
  db: Db,
  policy: EndpointPolicy,
  caller: Caller,
  form: CheckedMicroSubmissionForm,
): Promise<SubmissionDetail> {
  const { micro, fields } = await columnsOf(db, form, policy);
  return withTransaction(db, async (trx) => {
    if ((await countWaiting(trx, caller.userId)) >= MAX_WAITING_SUBMISSIONS) {
      throw new AppError(409, COMMUNITY_TEXTS.tooManyWaiting(MAX_WAITING_SUBMISSIONS));
    }
    const now = nowIso();
    const microId = await insertSubmittedMicro(trx, {
      ...micro,
      type: 1,
      state: 0,
      icon: '',
      content: '',
      contactPerson: caller.realName,
      createTime: now,
      modifyTime: now,
    });
    await updateSubmittedMicro(trx, microId, {
      icon: pathWith(marketApi.logo.path, { kind: 'micro', file: `${microId}.svg` }),
    });
    await replaceRequestFields(trx, 'micro', microId, fields);
    const id = await insertSubmission(trx, {
      kind: 'micro',
      microId,
      modelId: null,
      userId: caller.userId,
      submitTime: now,
    });
    return detailOf(trx, id);
  });
}

/** The developer's own submission, while it may still change (waiting or rejected). */
export async function editableSubmission(db: Db, caller: Caller, id: number, kind: SubmissionKind) {
  const row = await findSubmissionForUpdate(db, id);
  if (!row || row.userId !== caller.userId || row.kind !== kind) throw notFound(COMMUNITY_TEXTS.notFound);
  if (row.status === SUBMISSION_STATUSES.byKey.published)
    throw new AppError(409, COMMUNITY_TEXTS.notEditable);
  return row;
}

export async function updateMicroSubmission(
  db: Db,
  policy: EndpointPolicy,
  caller: Caller,
  id: number,
  form: CheckedMicroSubmissionForm,
): Promise<SubmissionDetail> {
  const { micro, fields } = await columnsOf(db, form, policy);
  return withTransaction(db, async (trx) => {
    const row = await editableSubmission(trx, caller, id, 'micro');
    const now = nowIso();
    await updateSubmittedMicro(trx, row.microId as number, { ...micro, modifyTime: now });
    await replaceRequestFields(trx, 'micro', row.microId as number, fields);
    // Changed, it waits for review again.
    await updateSubmission(trx, id, { status: 0, rejectReason: '', submitTime: now });
    return detailOf(trx, id);
  });
}

/** A developer's mechanism model: unpublished (审核中) until an operator approves its submission. */
export async function submitModel(
  db: Db,
  policy: EndpointPolicy,
  caller: Caller,
  form: CheckedModelDefinition,
): Promise<SubmissionDetail> {
  return withTransaction(db, async (trx) => {
    const { model, fields } = await modelDefinitionColumns(trx, form, policy, null, 'developer');
    if ((await countWaiting(trx, caller.userId)) >= MAX_WAITING_SUBMISSIONS) {
      throw new AppError(409, COMMUNITY_TEXTS.tooManyWaiting(MAX_WAITING_SUBMISSIONS));
    }
    const modelId = await insertModelRow(trx, model, {
      modelStatusCode: MODEL_STATUSES.byKey.review,
      iconAddr: '',
    });
    await saveModelFields(trx, modelId, fields);
    const id = await insertSubmission(trx, {
      kind: 'model',
      microId: null,
      modelId,
      userId: caller.userId,
      submitTime: nowIso(),
    });
    return detailOf(trx, id);
  });
}

export async function updateModelSubmission(
  db: Db,
  policy: EndpointPolicy,
  caller: Caller,
  id: number,
  form: CheckedModelDefinition,
): Promise<SubmissionDetail> {
  return withTransaction(db, async (trx) => {
    const row = await editableSubmission(trx, caller, id, 'model');
    const modelId = row.modelId as number;
    const current = await modelDefinitionOf(trx, modelId);
    const { model, fields } = await modelDefinitionColumns(
      trx,
      form,
      policy,
      { id: modelId, code: current?.code ?? '' },
      'developer',
    );
    const now = nowIso();
    await updateModelRow(trx, modelId, {
      ...model,
      modelStatusCode: MODEL_STATUSES.byKey.review,
      updateTime: now,
    });
    await saveModelFields(trx, modelId, fields);
    // Changed, it waits for review again.
    await updateSubmission(trx, id, { status: 0, rejectReason: '', submitTime: now });
    return detailOf(trx, id);
  });
}

/**
 * Names the developer's package on their submission; answers the detail and the file the new
 * one replaces (removed by the caller after the commit).
 */
export async function attachPackage(
  db: Db,
  caller: Caller,
  id: number,
  stored: StoredPackage,
): Promise<{ detail: SubmissionDetail; replaced: string }> {
  return withTransaction(db, async (trx) => {
    const row = await editableSubmission(trx, caller, id, 'micro');
    await updateSubmission(trx, id, {
      packageFile: stored.file,
      packageName: stored.name,
      packageSize: stored.size,
    });
    return { detail: await detailOf(trx, id), replaced: row.packageFile };
  });
}

// ---------------------------------------------------------------- the operators' review queue

export async function submissionQueue(db: Db, filter: SubmissionFilter) {
  const { rows, total } = await pageSubmissions(db, filter, null);
  return { list: rows.map(toRow), total };
}

export { detailOf as submissionDetail };

/** Which stored file is a submission's package, and the name to offer it by; 404 when it has none. */
export async function submissionPackage(db: Db, id: number): Promise<{ file: string; name: string }> {
  const record = await findSubmission(db, id);
  if (!record) throw notFound(COMMUNITY_TEXTS.notFound);
  if (!record.packageFile) throw notFound(COMMUNITY_TEXTS.packageNone);
  return { file: record.packageFile, name: record.packageName || 'package.zip' };
}

async function waitingRecord(db: Db, id: number) {
  const row = await findSubmissionForUpdate(db, id);
  if (!row) throw notFound(COMMUNITY_TEXTS.notFound);
  if (row.status !== SUBMISSION_STATUSES.byKey.waiting) throw new AppError(409, COMMUNITY_TEXTS.notWaiting);
  return row;
}

/** Publishes the microservice: the catalogue, its detail and its /Trial page show it at once. */
export async function approveSubmission(db: Db, operator: Caller, id: number): Promise<SubmissionDetail> {
  return withTransaction(
    db,
    async (trx) => {
      const row = await waitingRecord(trx, id);
      const before = await detailOf(trx, id);
      const now = nowIso();
      // Listed as new from its publication.
      if (row.kind === 'model') {
        await updateModelRow(trx, row.modelId as number, {
          modelStatusCode: MODEL_STATUSES.byKey.published,
          createTime: now,
          updateTime: now,
        });
      } else {
        await updateSubmittedMicro(trx, row.microId as number, {
          state: 1,
          createTime: now,
          modifyTime: now,
        });
      }
      await updateSubmission(trx, id, {
        status: SUBMISSION_STATUSES.byKey.published,
        rejectReason: '',
        reviewTime: now,
        reviewerId: operator.userId,
      });
      const after = await detailOf(trx, id);
      await recordAudit(trx, operator, {
        action: 'submission.approve',
        targetType: 'developerSubmission',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['microservices', 'models'] },
  );
}

export async function rejectSubmission(
  db: Db,
  operator: Caller,
  id: number,
  reason: string,
): Promise<SubmissionDetail> {
  return withTransaction(db, async (trx) => {
    const row = await waitingRecord(trx, id);
    const before = await detailOf(trx, id);
    // A rejected model is a draft again until its developer corrects it.
    if (row.kind === 'model') {
      await updateModelRow(trx, row.modelId as number, { modelStatusCode: MODEL_STATUSES.byKey.draft });
    }
    await updateSubmission(trx, id, {
      status: SUBMISSION_STATUSES.byKey.rejected,
      rejectReason: reason,
      reviewTime: nowIso(),
      reviewerId: operator.userId,
    });
    const after = await detailOf(trx, id);
    await recordAudit(trx, operator, {
      action: 'submission.reject',
      targetType: 'developerSubmission',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}
