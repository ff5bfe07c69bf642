import { SUBMISSION_STATUSES } from '@portal/shared/community';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import {
  type CheckedMicroForm,
  endpointPath,
  type ManagedMicro,
  type ManagedMicroDetail,
  MICRO_ADMIN_TEXTS,
  MICRO_STATES,
  MICRO_TYPES,
  type MicroAdminFilter,
  type MicroAdminOptions,
} from '@portal/shared/micro-admin';
import { allowListProblem } from '@portal/shared/micro-endpoint';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { nowIso } from '../lib/time.ts';
import { findIndustry, insertSubmittedMicro, listAllIndustries } from './community.repository.ts';
import type { EndpointPolicy } from './community.service.ts';
import { replaceRequestFields } from './micro.repository.ts';
import {
  deleteManagedMicro,
  findManagedMicro,
  findMicroIdByName,
  findMicroSubmission,
  lockMicro,
  type ManagedMicroRow,
  pageManagedMicros,
  updateManagedMicro,
} from './micro-admin.repository.ts';
import { microFieldRows, microFieldViews } from './request-fields.ts';
import { registeredUrl } from './trial.service.ts';

/**
 * The operator's 微服务管理 (issue 22 item 2): every microservice, whatever its state or origin,
 * paged, filtered and sorted on the server; created and edited (the endpoint held to the
 * forwarding allow-list, never an open proxy; the parameters replaced whole, in order; the
 * details sanitised with the shared allow-list) and deleted while no tenant has tried it and no
 * developer's submission of it waits. Each write commits with its audit entry and drops the
 * `microservices` area (the catalogue, the detail page and /Trial) in every process.
 */

const generatedIcon = (id: number) => pathWith(marketApi.logo.path, { kind: 'micro', file: `${id}.svg` });

function toManagedMicro(row: ManagedMicroRow): ManagedMicro {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    contentRemake: row.contentRemake,
    industryId: row.industryId,
    industryName: row.industryName,
    type: MICRO_TYPES.schema.parse(row.type),
    state: MICRO_STATES.schema.parse(row.state),
    charged: row.charged === 1,
    uploadCount: row.uploadCount,
    tenantCalls: Number(row.tenantCalls ?? 0),
    submission:
      row.submissionId === null || row.submissionStatus === null
        ? null
        : {
            id: row.submissionId,
            status: row.submissionStatus,
            developerName: row.developerName ?? '',
          },
    createTime: row.createTime,
    modifyTime: row.modifyTime,
  };
}

export async function managedMicrosPage(db: Db, filter: MicroAdminFilter) {
  const { rows, total } = await pageManagedMicros(db, filter);
  return { list: rows.map(toManagedMicro), total };
}

export async function microAdminOptions(db: Db, policy: EndpointPolicy): Promise<MicroAdminOptions> {
  return { industries: await listAllIndustries(db), allowedHosts: [...policy.allowedHosts] };
}

export async function managedMicroDetail(db: Db, id: number): Promise<ManagedMicroDetail> {
  const row = await findManagedMicro(db, id);
  if (!row) throw notFound(MICRO_ADMIN_TEXTS.notFound);
  const fields = await microFieldViews(db, id);
  return {
    ...toManagedMicro(row),
    detailsRemake: row.detailsRemake,
    content: row.content,
    contactPerson: row.contactPerson,
    method: row.method,
    protocol: row.protocol,
    domain: row.domain,
    prefix: row.prefix,
    uri: row.uri,
    fields,
  };
}

/** What the audit log keeps of a microservice (the details by their length: they may be long). */
function auditView(micro: ManagedMicroDetail) {
  return {
    name: micro.name,
    industry: micro.industryName,
    type: MICRO_TYPES.label(micro.type),
    state: MICRO_STATES.label(micro.state),
    charged: micro.charged,
    logo: micro.icon,
    contentRemake: micro.contentRemake,
    contentLength: micro.content.length,
    contactPerson: micro.contactPerson,
    endpoint: `${micro.method} ${micro.protocol.toLowerCase()}://${micro.domain || '本平台'}${micro.prefix}${micro.uri}`,
    fields: micro.fields.map(
      (field) => `${field.requestName}${field.required ? '*' : ''}（${field.requestDescribes}）`,
    ),
  };
}

/** Checks what the form names (endpoint, industry, name) and answers the stored columns. */
async function columnsOf(db: Db, policy: EndpointPolicy, form: CheckedMicroForm, id: number | null) {
  const problem = allowListProblem(
    { protocol: form.protocol, domain: form.domain, path: endpointPath(form) },
    policy.allowedHosts,
  );
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  try {
    registeredUrl(form, policy.selfOrigin);
  } catch {
    throw badRequest('接口地址不正确', { uri: '接口地址不正确' });
  }
  const sameName = await findMicroIdByName(db, form.name);
  if (sameName && sameName.id !== id)
    throw badRequest(MICRO_ADMIN_TEXTS.nameTaken, { name: MICRO_ADMIN_TEXTS.nameTaken });
  if (!(await findIndustry(db, form.industryId)))
    throw badRequest(MICRO_ADMIN_TEXTS.industryMissing, { industryId: MICRO_ADMIN_TEXTS.industryMissing });
  return {
    micro: {
      name: form.name,
      industryId: form.industryId,
      type: form.type,
      state: form.state,
      charged: form.charged ? 1 : 0,
      contentRemake: form.contentRemake,
      detailsRemake: form.detailsRemake,
      content: sanitizeRichText(form.content),
      contactPerson: form.contactPerson,
      method: form.method,
      protocol: form.protocol,
      domain: form.domain,
      prefix: form.prefix,
      uri: form.uri,
    },
    icon: form.icon,
    fields: microFieldRows(form.fields),
  };
}

export function createManagedMicro(
  db: Db,
  policy: EndpointPolicy,
  operator: Caller,
  form: CheckedMicroForm,
): Promise<ManagedMicroDetail> {
  return withTransaction(
    db,
    async (trx) => {
      const columns = await columnsOf(trx, policy, form, null);
      const now = nowIso();
      const id = await insertSubmittedMicro(trx, {
        ...columns.micro,
        icon: columns.icon,
        createTime: now,
        modifyTime: now,
      });
      if (!columns.icon) await updateManagedMicro(trx, id, { icon: generatedIcon(id) });
      await replaceRequestFields(trx, 'micro', id, columns.fields);
      const after = await managedMicroDetail(trx, id);
      await recordAudit(trx, operator, {
        action: 'micro.create',
        targetType: 'microservice',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['microservices'] },
  );
}

export function updateManagedMicroEntry(
  db: Db,
  policy: EndpointPolicy,
  operator: Caller,
  id: number,
  form: CheckedMicroForm,
): Promise<ManagedMicroDetail> {
  return withTransaction(
    db,
    async (trx) => {
      if (!(await lockMicro(trx, id))) throw notFound(MICRO_ADMIN_TEXTS.notFound);
      const before = await managedMicroDetail(trx, id);
      const columns = await columnsOf(trx, policy, form, id);
      // A developer's microservice is published by approving its submission (the review's state follows).
      const waiting = before.submission?.status === SUBMISSION_STATUSES.byKey.waiting;
      if (waiting && form.state === MICRO_STATES.byKey.published)
        throw badRequest(MICRO_ADMIN_TEXTS.publishWaiting, { state: MICRO_ADMIN_TEXTS.publishWaiting });
      await updateManagedMicro(trx, id, {
        ...columns.micro,
        icon: columns.icon || generatedIcon(id),
        modifyTime: nowIso(),
      });
      await replaceRequestFields(trx, 'micro', id, columns.fields);
      const after = await managedMicroDetail(trx, id);
      await recordAudit(trx, operator, {
        action: 'micro.update',
        targetType: 'microservice',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['microservices'] },
  );
}

/**
 * Deletes a microservice with its parameters, its users' trial history and its developer's
 * submission (answering the package file to remove after the commit). Refused (409, nothing
 * changed) while the usage log holds tenants' trial calls of it (their history stays whole:
 * unpublish it instead) or while its developer's submission waits for review.
 */
export async function removeManagedMicro(db: Db, operator: Caller, id: number): Promise<string> {
  return withTransaction(
    db,
    async (trx) => {
      if (!(await lockMicro(trx, id))) throw notFound(MICRO_ADMIN_TEXTS.notFound);
      const before = await managedMicroDetail(trx, id);
      if (before.tenantCalls > 0)
        throw new AppError(409, MICRO_ADMIN_TEXTS.triedByTenants(before.tenantCalls));
      const submission = await findMicroSubmission(trx, id);
      if (submission?.status === SUBMISSION_STATUSES.byKey.waiting)
        throw new AppError(409, MICRO_ADMIN_TEXTS.submissionWaiting);
      await deleteManagedMicro(trx, id);
      await recordAudit(trx, operator, {
        action: 'micro.delete',
        targetType: 'microservice',
        targetId: id,
        before: auditView(before),
      });
      return submission?.packageFile ?? '';
    },
    { invalidates: ['microservices'] },
  );
}
