import {
  APP_ADMIN_TEXTS,
  APP_LOGO_PATH,
  APP_STATES,
  type AppAdminFilter,
  type AppAdminOptions,
  type CheckedAppForm,
  type CheckedIndustryForm,
  INDUSTRY_ADMIN_TEXTS,
  type IndustryAdminFilter,
  type ManagedApp,
  type ManagedAppDetail,
  type ManagedIndustry,
  type ManagedModelSort,
  MODEL_SORT_ADMIN_TEXTS,
  type ModelSortAdminFilter,
  type zModelSortCreate,
  type zModelSortUpdate,
} from '@portal/shared/app-admin';
import { pathWith } from '@portal/shared/contract';
import { marketApi, YEAR_TIME_UNIT } from '@portal/shared/market';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { readPublicFile, savePublicPicture } from '../files/files.service.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { nowIso } from '../lib/time.ts';
import {
  countAppHolds,
  deleteManagedApp,
  deleteManagedIndustry,
  deleteManagedModelSort,
  findAppIdByName,
  findIndustryIdByName,
  findManagedApp,
  findManagedIndustry,
  findManagedModelSort,
  industryExists,
  insertManagedApp,
  insertManagedIndustry,
  insertManagedModelSort,
  listAllIndustries,
  listAppChoices,
  listAppNames,
  listAppPlans,
  listAssociatingApps,
  listAssociationRefs,
  listTenantChoices,
  type ManagedAppRow,
  type ManagedIndustryRow,
  type ManagedModelSortRow,
  pageManagedApps,
  pageManagedIndustries,
  pageManagedModelSorts,
  replaceAssociations,
  replacePlans,
  tenantExists,
  updateManagedApp,
  updateManagedIndustry,
  updateManagedModelSort,
} from './app-admin.repository.ts';

type CheckedModelSortCreate = z.output<typeof zModelSortCreate>;
type CheckedModelSortUpdate = z.output<typeof zModelSortUpdate>;

import { listAssociatedIds } from './apps.repository.ts';

/**
 * The operator's 应用管理 (issue 22 item 2): every app, whatever its state, paged, filtered and
 * sorted on the server; created, edited (plans per year count, in fen; associations; the logo, an
 * upload or the generated tile; the details sanitised with the shared allow-list) and deleted
 * when nothing holds it. Each write commits with its audit entry and drops the `apps` area, where
 * the market's public answers and pages are cached, in every process.
 */

const TENANT_CHOICES_MAX = 500;

const generatedLogo = (id: number) => pathWith(marketApi.logo.path, { kind: 'app', file: `${id}.svg` });

function toManagedApp(row: ManagedAppRow): ManagedApp {
  const charged = row.charged === 1;
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    detailsRemake: row.detailsRemake,
    industryId: row.industryId,
    industryName: row.industryName,
    state: APP_STATES.schema.parse(row.state),
    charged,
    isTrial: charged && row.isTrial === 1,
    trialTime: row.trialTime,
    exploitTenantId: row.exploitTenantId,
    exploitTenantName: row.exploitTenantName ?? null,
    installNum: row.installNum,
    minPrice: charged && row.minPriceFen !== null ? fenToYuan(Number(row.minPriceFen)) : null,
    planCount: Number(row.planCount ?? 0),
    createTime: row.createTime,
    modifyTime: row.modifyTime,
  };
}

export async function managedAppsPage(db: Db, filter: AppAdminFilter) {
  const { list, total } = await pageManagedApps(db, filter);
  return { list: list.map(toManagedApp), total };
}

export async function appAdminOptions(db: Db): Promise<AppAdminOptions> {
  const [industries, tenants, apps] = await Promise.all([
    listAllIndustries(db),
    listTenantChoices(db, TENANT_CHOICES_MAX),
    listAppChoices(db),
  ]);
  return {
    industries,
    tenants,
    apps: apps.map((app) => ({ id: app.id, name: app.name, state: APP_STATES.schema.parse(app.state) })),
  };
}

/**
 * The association cycle through `appId`: the names along the shortest way from it back to
 * itself (the first name repeated last), or null. A cycle is allowed (the subscribe and cart
 * rules visit each app once), but the operator is told.
 */
async function associationCycle(db: Db, appId: number): Promise<string[] | null> {
  const parent = new Map<number, number>();
  const queue = [appId];
  const seen = new Set<number>([appId]);
  while (queue.length > 0) {
    const current = queue.shift() as number;
    for (const next of await listAssociatedIds(db, current)) {
      if (next === appId) {
        const ids = [current];
        while (ids[0] !== appId) ids.unshift(parent.get(ids[0] as number) as number);
        const names = new Map((await listAppNames(db, ids)).map((app) => [app.id, app.name]));
        return [...ids, appId].map((id) => names.get(id) ?? String(id));
      }
      if (!seen.has(next)) {
        seen.add(next);
        parent.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export async function managedAppDetail(db: Db, id: number): Promise<ManagedAppDetail> {
  const row = await findManagedApp(db, id);
  if (!row) throw notFound(APP_ADMIN_TEXTS.notFound);
  const [plans, associations, cycle] = await Promise.all([
    listAppPlans(db, id),
    listAssociationRefs(db, id),
    associationCycle(db, id),
  ]);
  return {
    ...toManagedApp(row),
    details: row.details,
    contactPerson: row.contactPerson,
    plans: plans.map((plan) => ({
      id: plan.id,
      duration: plan.duration,
      timeUnit: plan.timeUnit,
      originalPrice: fenToYuan(plan.originalPriceFen),
      currentPrice: fenToYuan(plan.currentPriceFen),
    })),
    associations,
    cycle,
  };
}

/** What the audit log keeps of an app (the details by their length: they may be long). */
function auditView(app: ManagedAppDetail) {
  return {
    name: app.name,
    industry: app.industryName,
    state: APP_STATES.label(app.state),
    charged: app.charged,
    isTrial: app.isTrial,
    trialTime: app.trialTime,
    exploitTenantId: app.exploitTenantId,
    logo: app.logo,
    detailsRemake: app.detailsRemake,
    detailsLength: app.details.length,
    plans: app.plans.map(
      (plan) => `${plan.duration}${plan.timeUnit} ${plan.originalPrice}/${plan.currentPrice}`,
    ),
    associations: app.associations.map((other) => other.name),
  };
}

/** Checks what the form names (industry, tenant, apps, name) and answers the stored columns. */
async function columnsOf(db: Db, form: CheckedAppForm, id: number | null) {
  const details = sanitizeRichText(form.details);
  if (!details) throw badRequest(APP_ADMIN_TEXTS.detailsEmpty, { details: APP_ADMIN_TEXTS.detailsEmpty });
  const sameName = await findAppIdByName(db, form.name);
  if (sameName && sameName.id !== id)
    throw badRequest(APP_ADMIN_TEXTS.nameTaken, { name: APP_ADMIN_TEXTS.nameTaken });
  if (!(await industryExists(db, form.industryId)))
    throw badRequest(APP_ADMIN_TEXTS.industryMissing, { industryId: APP_ADMIN_TEXTS.industryMissing });
  if (form.exploitTenantId !== null && !(await tenantExists(db, form.exploitTenantId)))
    throw badRequest(APP_ADMIN_TEXTS.tenantMissing, { exploitTenantId: APP_ADMIN_TEXTS.tenantMissing });
  const associations = [...new Set(form.associations)];
  if (id !== null && associations.includes(id))
    throw badRequest(APP_ADMIN_TEXTS.associationSelf, { associations: APP_ADMIN_TEXTS.associationSelf });
  if ((await listAppNames(db, associations)).length !== associations.length)
    throw badRequest(APP_ADMIN_TEXTS.associationMissing, {
      associations: APP_ADMIN_TEXTS.associationMissing,
    });
  const trial = form.charged && form.isTrial;
  return {
    app: {
      name: form.name,
      industryId: form.industryId,
      detailsRemake: form.detailsRemake,
      details,
      state: form.state,
      charged: form.charged ? 1 : 0,
      isTrial: trial ? 1 : 0,
      trialTime: trial ? form.trialTime : null,
      exploitTenantId: form.exploitTenantId,
      contactPerson: form.contactPerson,
    },
    logo: form.logo,
    plans: form.charged
      ? form.plans.map((plan) => ({
          duration: plan.duration,
          timeUnit: YEAR_TIME_UNIT,
          originalPriceFen: yuanToFen(plan.originalPrice),
          currentPriceFen: yuanToFen(plan.currentPrice),
        }))
      : [],
    associations,
  };
}

export async function createManagedApp(
  db: Db,
  operator: Caller,
  form: CheckedAppForm,
): Promise<ManagedAppDetail> {
  return withTransaction(
    db,
    async (trx) => {
      const columns = await columnsOf(trx, form, null);
      const now = nowIso();
      const id = await insertManagedApp(trx, {
        ...columns.app,
        logo: columns.logo,
        createTime: now,
        modifyTime: now,
      });
      if (!columns.logo) await updateManagedApp(trx, id, { logo: generatedLogo(id) });
      await replacePlans(trx, id, columns.plans);
      await replaceAssociations(trx, id, columns.associations);
      const after = await managedAppDetail(trx, id);
      await recordAudit(trx, operator, {
        action: 'app.create',
        targetType: 'app',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['apps'] },
  );
}

export async function updateApp(
  db: Db,
  operator: Caller,
  id: number,
  form: CheckedAppForm,
): Promise<ManagedAppDetail> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await managedAppDetail(trx, id);
      const columns = await columnsOf(trx, form, id);
      await updateManagedApp(trx, id, {
        ...columns.app,
        logo: columns.logo || generatedLogo(id),
        modifyTime: nowIso(),
      });
      await replacePlans(trx, id, columns.plans);
      await replaceAssociations(trx, id, columns.associations);
      const after = await managedAppDetail(trx, id);
      await recordAudit(trx, operator, {
        action: 'app.update',
        targetType: 'app',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['apps'] },
  );
}

/**
 * Deletes an app nothing holds: refused (409, nothing changed) while any subscription record or
 * order names it (tenants' histories and paid orders stay whole: withdraw it instead), or while
 * other apps bring it along (spec 002 §8.2's text).
 */
export async function removeApp(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await managedAppDetail(trx, id);
      const holds = await countAppHolds(trx, id);
      if (holds.subscriptions > 0 || holds.orders > 0)
        throw new AppError(409, APP_ADMIN_TEXTS.inUse(holds.subscriptions, holds.orders));
      const associating = await listAssociatingApps(trx, id);
      if (associating.length > 0)
        throw new AppError(409, APP_ADMIN_TEXTS.associatedBy(associating.map((app) => app.name)));
      await deleteManagedApp(trx, id);
      await recordAudit(trx, operator, {
        action: 'app.delete',
        targetType: 'app',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['apps'] },
  );
}

/** Stores an operator's app logo as a public upload and answers its public address. */
export function saveAppLogo(db: Db, files: FileStore, operator: Caller, file: CheckedFile): Promise<string> {
  return savePublicPicture(db, files, operator, file, APP_LOGO_PATH);
}

export function appLogo(db: Db, files: FileStore, name: string) {
  return readPublicFile(db, files, name);
}

// ---------- 行业分类 ----------

function toManagedIndustry(row: ManagedIndustryRow): ManagedIndustry {
  return {
    id: row.id,
    name: row.name,
    sort: row.sort,
    appCount: Number(row.appCount ?? 0),
    microCount: Number(row.microCount ?? 0),
    createTime: row.createTime,
  };
}

export async function managedIndustriesPage(db: Db, filter: IndustryAdminFilter) {
  const { list, total } = await pageManagedIndustries(db, filter);
  return { list: list.map(toManagedIndustry), total };
}

async function existingIndustry(db: Db, id: number): Promise<ManagedIndustry> {
  const row = await findManagedIndustry(db, id);
  if (!row) throw notFound(INDUSTRY_ADMIN_TEXTS.notFound);
  return toManagedIndustry(row);
}

async function assertIndustryNameFree(db: Db, name: string, id: number | null) {
  const same = await findIndustryIdByName(db, name);
  if (same && same.id !== id)
    throw badRequest(INDUSTRY_ADMIN_TEXTS.nameTaken, { name: INDUSTRY_ADMIN_TEXTS.nameTaken });
}

/** Industries group the apps and the microservices: a write drops both areas. */
const INDUSTRY_AREAS = ['apps', 'microservices'] as const;

export function createIndustryEntry(
  db: Db,
  operator: Caller,
  form: CheckedIndustryForm,
): Promise<ManagedIndustry> {
  return withTransaction(
    db,
    async (trx) => {
      await assertIndustryNameFree(trx, form.name, null);
      const id = await insertManagedIndustry(trx, { name: form.name, sort: form.sort, createTime: nowIso() });
      const after = await existingIndustry(trx, id);
      await recordAudit(trx, operator, {
        action: 'industry.create',
        targetType: 'industry',
        targetId: id,
        after: { name: after.name, sort: after.sort },
      });
      return after;
    },
    { invalidates: [...INDUSTRY_AREAS] },
  );
}

export function updateIndustryEntry(
  db: Db,
  operator: Caller,
  id: number,
  form: CheckedIndustryForm,
): Promise<ManagedIndustry> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existingIndustry(trx, id);
      await assertIndustryNameFree(trx, form.name, id);
      await updateManagedIndustry(trx, id, { name: form.name, sort: form.sort });
      const after = await existingIndustry(trx, id);
      await recordAudit(trx, operator, {
        action: 'industry.update',
        targetType: 'industry',
        targetId: id,
        before: { name: before.name, sort: before.sort },
        after: { name: after.name, sort: after.sort },
      });
      return after;
    },
    { invalidates: [...INDUSTRY_AREAS] },
  );
}

/** Deletes an industry nothing is filed under (409, nothing changed, otherwise). */
export async function removeIndustryEntry(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existingIndustry(trx, id);
      if (before.appCount > 0 || before.microCount > 0)
        throw new AppError(409, INDUSTRY_ADMIN_TEXTS.inUse(before.appCount, before.microCount));
      await deleteManagedIndustry(trx, id);
      await recordAudit(trx, operator, {
        action: 'industry.delete',
        targetType: 'industry',
        targetId: id,
        before: { name: before.name, sort: before.sort },
      });
    },
    { invalidates: [...INDUSTRY_AREAS] },
  );
}

// ---------- 模型分类 ----------

function toManagedModelSort(row: ManagedModelSortRow): ManagedModelSort {
  return { code: row.code, name: row.name, sort: row.sort, modelCount: Number(row.modelCount ?? 0) };
}

export async function managedModelSortsPage(db: Db, filter: ModelSortAdminFilter) {
  const { list, total } = await pageManagedModelSorts(db, filter);
  return { list: list.map(toManagedModelSort), total };
}

async function existingModelSort(db: Db, code: string): Promise<ManagedModelSort> {
  const row = await findManagedModelSort(db, code);
  if (!row) throw notFound(MODEL_SORT_ADMIN_TEXTS.notFound);
  return toManagedModelSort(row);
}

const sortView = (sort: ManagedModelSort) => ({ code: sort.code, name: sort.name, sort: sort.sort });

export function createModelSortEntry(
  db: Db,
  operator: Caller,
  form: CheckedModelSortCreate,
): Promise<ManagedModelSort> {
  return withTransaction(
    db,
    async (trx) => {
      if (await findManagedModelSort(trx, form.code))
        throw badRequest(MODEL_SORT_ADMIN_TEXTS.codeTaken, { code: MODEL_SORT_ADMIN_TEXTS.codeTaken });
      await insertManagedModelSort(trx, { code: form.code, name: form.name, sort: form.sort });
      const after = await existingModelSort(trx, form.code);
      await recordAudit(trx, operator, {
        action: 'modelSort.create',
        targetType: 'modelSort',
        targetId: form.code,
        after: sortView(after),
      });
      return after;
    },
    { invalidates: ['models'] },
  );
}

export function updateModelSortEntry(
  db: Db,
  operator: Caller,
  code: string,
  form: CheckedModelSortUpdate,
): Promise<ManagedModelSort> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await existingModelSort(trx, code);
      await updateManagedModelSort(trx, code, { name: form.name, sort: form.sort });
      const after = await existingModelSort(trx, code);
      await recordAudit(trx, operator, {
        action: 'modelSort.update',
        targetType: 'modelSort',
        targetId: code,
        before: sortView(before),
        after: sortView(after),
      });
      return after;
    },
    { invalidates: ['models'] },
  );
}

/** Deletes a sort no model is filed under (409, nothing changed, otherwise). */
export async function removeModelSortEntry(db: Db, operator: Caller, code: string): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await existingModelSort(trx, code);
      if (before.modelCount > 0) throw new AppError(409, MODEL_SORT_ADMIN_TEXTS.inUse(before.modelCount));
      await deleteManagedModelSort(trx, code);
      await recordAudit(trx, operator, {
        action: 'modelSort.delete',
        targetType: 'modelSort',
        targetId: code,
        before: sortView(before),
      });
    },
    { invalidates: ['models'] },
  );
}
