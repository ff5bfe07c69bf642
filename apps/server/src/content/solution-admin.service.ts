import {
  type CaseAdminFilter,
  type CheckedCaseForm,
  type CheckedSolutionForm,
  type ManagedCase,
  type ManagedSolution,
  SOLUTION_ADMIN_TEXTS,
  SOLUTION_IMAGE_PATH,
  SOLUTION_STATUSES,
  type SolutionAdminFilter,
} from '@portal/shared/solution-admin';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { readPublicFile, savePublicPicture } from '../files/files.service.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { nowIso } from '../lib/time.ts';
import {
  caseCounts,
  deleteCase,
  deleteIndustry,
  findCase,
  findIndustry,
  insertManagedCase,
  insertManagedIndustry,
  type ManagedCaseRow,
  type ManagedIndustryRow,
  type ManagedPointRow,
  pageCases,
  pageIndustries,
  pointsOf,
  replacePoints,
  updateCase,
  updateIndustry,
} from './solution-admin.repository.ts';

/**
 * The operator's 解决方案管理 (issue 22): the solutions of /Solution with their pain points and
 * values, and their cases (/Case), drafts too, paged and filtered on the server; created, edited
 * and deleted (a solution only without cases). Rich text is sanitised here with the shared
 * allow-list. Each write commits with its audit entry and drops the `pages` area, where the
 * public solution and case calls and their pages are cached, in every process.
 */

const statusOf = (published: number) =>
  published === 1 ? SOLUTION_STATUSES.byKey.published : SOLUTION_STATUSES.byKey.draft;

function toManagedSolution(
  row: ManagedIndustryRow,
  points: ManagedPointRow[],
  caseCount: number,
): ManagedSolution {
  const of = (kind: 'pain' | 'value') =>
    points
      .filter((point) => point.industryId === row.id && point.kind === kind)
      .map(({ title, text }) => ({ title, text }));
  return {
    id: row.id,
    title: row.title,
    digest: row.digest,
    icon: row.icon,
    picture: row.picture,
    content: row.content,
    painPoints: of('pain'),
    values: of('value'),
    sortCode: row.sortCode,
    status: statusOf(row.published),
    caseCount,
    createTime: row.createTime,
  };
}

function toManagedCase(row: ManagedCaseRow): ManagedCase {
  return {
    id: row.id,
    industryId: row.industryId,
    industryTitle: row.industryTitle,
    title: row.title,
    customer: row.customer,
    summary: row.summary,
    picture: row.picture,
    content: row.content,
    sortCode: row.sortCode,
    status: statusOf(row.published),
    createTime: row.createTime,
  };
}

/** What the audit log keeps (the rich text by its length). */
const solutionAudit = (solution: ManagedSolution) => ({
  title: solution.title,
  digest: solution.digest,
  icon: solution.icon,
  picture: solution.picture,
  contentLength: solution.content.length,
  painPoints: solution.painPoints.map((point) => point.title),
  values: solution.values.map((point) => point.title),
  sortCode: solution.sortCode,
  state: SOLUTION_STATUSES.label(solution.status),
});
const caseAudit = (item: ManagedCase) => ({
  industryId: item.industryId,
  title: item.title,
  customer: item.customer,
  summary: item.summary,
  picture: item.picture,
  contentLength: item.content.length,
  sortCode: item.sortCode,
  state: SOLUTION_STATUSES.label(item.status),
});

function cleanContent(content: string): string {
  const clean = sanitizeRichText(content);
  if (!clean)
    throw badRequest(SOLUTION_ADMIN_TEXTS.contentEmpty, { content: SOLUTION_ADMIN_TEXTS.contentEmpty });
  return clean;
}

export async function managedSolutionPage(db: Db, filter: SolutionAdminFilter) {
  const { list, total } = await pageIndustries(db, filter);
  const ids = list.map((row) => row.id);
  const [points, counts] = await Promise.all([pointsOf(db, ids), caseCounts(db, ids)]);
  return { list: list.map((row) => toManagedSolution(row, points, counts.get(row.id) ?? 0)), total };
}

async function existingSolution(db: Db, id: number): Promise<ManagedSolution> {
  const row = await findIndustry(db, id);
  if (!row) throw notFound(SOLUTION_ADMIN_TEXTS.solutionNotFound);
  const [points, counts] = await Promise.all([pointsOf(db, [id]), caseCounts(db, [id])]);
  return toManagedSolution(row, points, counts.get(id) ?? 0);
}

function solutionColumns(form: CheckedSolutionForm) {
  return {
    row: {
      title: form.title,
      digest: form.digest,
      icon: form.icon,
      picture: form.picture,
      content: cleanContent(form.content),
      sortCode: form.sortCode,
      published: form.published ? 1 : 0,
    },
    points: [
      ...form.painPoints.map((point, i) => ({ ...point, kind: 'pain' as const, sortCode: i })),
      ...form.values.map((point, i) => ({ ...point, kind: 'value' as const, sortCode: i })),
    ],
  };
}

export async function createManagedSolution(db: Db, operator: Caller, form: CheckedSolutionForm) {
  const { row, points } = solutionColumns(form);
  return withTransaction(
    db,
    async (trx) => {
      const id = await insertManagedIndustry(trx, { ...row, createTime: nowIso() });
      await replacePoints(trx, id, points);
      const after = await existingSolution(trx, id);
      await recordAudit(trx, operator, {
        action: 'solution.create',
        targetType: 'solution',
        targetId: id,
        after: solutionAudit(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function updateManagedSolution(db: Db, operator: Caller, id: number, form: CheckedSolutionForm) {
  const { row, points } = solutionColumns(form);
  return withTransaction(
    db,
    async (trx) => {
      const before = await existingSolution(trx, id);
      await updateIndustry(trx, id, row);
      await replacePoints(trx, id, points);
      const after = await existingSolution(trx, id);
      await recordAudit(trx, operator, {
        action: 'solution.update',
        targetType: 'solution',
        targetId: id,
        before: solutionAudit(before),
        after: solutionAudit(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function removeManagedSolution(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existingSolution(trx, id);
      if (before.caseCount > 0) {
        throw new AppError(409, SOLUTION_ADMIN_TEXTS.solutionHasCases);
      }
      await deleteIndustry(trx, id);
      await recordAudit(trx, operator, {
        action: 'solution.delete',
        targetType: 'solution',
        targetId: id,
        before: solutionAudit(before),
      });
    },
    { invalidates: ['pages'] },
  );
}

export async function managedCasePage(db: Db, filter: CaseAdminFilter) {
  const { list, total } = await pageCases(db, filter);
  return { list: list.map(toManagedCase), total };
}

async function existingCase(db: Db, id: number): Promise<ManagedCase> {
  const row = await findCase(db, id);
  if (!row) throw notFound(SOLUTION_ADMIN_TEXTS.caseNotFound);
  return toManagedCase(row);
}

async function caseColumns(db: Db, form: CheckedCaseForm) {
  if (!(await findIndustry(db, form.industryId))) {
    throw badRequest(SOLUTION_ADMIN_TEXTS.solutionNotFound, {
      industryId: SOLUTION_ADMIN_TEXTS.solutionNotFound,
    });
  }
  return {
    industryId: form.industryId,
    title: form.title,
    customer: form.customer,
    summary: form.summary,
    picture: form.picture,
    content: cleanContent(form.content),
    sortCode: form.sortCode,
    published: form.published ? 1 : 0,
  };
}

export async function createManagedCase(db: Db, operator: Caller, form: CheckedCaseForm) {
  return withTransaction(
    db,
    async (trx) => {
      const columns = await caseColumns(trx, form);
      const id = await insertManagedCase(trx, { ...columns, createTime: nowIso() });
      const after = await existingCase(trx, id);
      await recordAudit(trx, operator, {
        action: 'solutionCase.create',
        targetType: 'solutionCase',
        targetId: id,
        after: caseAudit(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function updateManagedCase(db: Db, operator: Caller, id: number, form: CheckedCaseForm) {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existingCase(trx, id);
      await updateCase(trx, id, await caseColumns(trx, form));
      const after = await existingCase(trx, id);
      await recordAudit(trx, operator, {
        action: 'solutionCase.update',
        targetType: 'solutionCase',
        targetId: id,
        before: caseAudit(before),
        after: caseAudit(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function removeManagedCase(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existingCase(trx, id);
      await deleteCase(trx, id);
      await recordAudit(trx, operator, {
        action: 'solutionCase.delete',
        targetType: 'solutionCase',
        targetId: id,
        before: caseAudit(before),
      });
    },
    { invalidates: ['pages'] },
  );
}

/** Stores an operator's solution or case picture (checked by content) as a public upload; answers its address. */
export function saveSolutionImage(
  db: Db,
  files: FileStore,
  operator: Caller,
  file: CheckedFile,
): Promise<string> {
  return savePublicPicture(db, files, operator, file, SOLUTION_IMAGE_PATH);
}

export function solutionImage(db: Db, files: FileStore, name: string) {
  return readPublicFile(db, files, name);
}
