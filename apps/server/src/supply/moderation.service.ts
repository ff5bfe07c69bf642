import type { PageData } from '@portal/shared/api';
import { ENTRY_STATE } from '@portal/shared/supply';
import {
  fieldInUseText,
  fieldTypeLockedText,
  type ManagedType,
  MODERATION_TEXTS,
  type ModerationDetail,
  type ModerationFilter,
  type ModerationItem,
  type ModerationKind,
  type ProductTypeInput,
  retireWarningText,
} from '@portal/shared/supply-moderation';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import {
  type AnyEntryRow,
  deleteFieldRow,
  entryCountsByType,
  findEntry,
  findType,
  findTypeNamed,
  insertFieldRow,
  insertTypeRow,
  listAllTypes,
  listFieldsOf,
  moveEntryState,
  nextTypeSortCode,
  pageQueue,
  type QueueRow,
  type TypeRow,
  updateFieldRow,
  updateTypeRow,
  valueCountsByField,
} from './moderation.repository.ts';
import { type DemandRow, findCompanies, listFieldValues, type SupplyRow } from './supply.repository.ts';
import { companyFor, demandEntity, supplyEntity } from './supply.service.ts';
import type { EntryState } from './supply.tables.ts';

/**
 * Moderation of the board in the operator console (issue 18 item 8): the queue of entries and
 * its decisions, and the product types. Every write runs in one transaction with its audit
 * entry and drops the board's cached reads (`supply`) after the commit.
 */

// ---------- the queue ----------

const item = (row: QueueRow): ModerationItem => ({
  key: `${row.kind}-${row.id}`,
  kind: row.kind,
  id: row.id,
  proName: row.proName,
  typeName: row.typeName,
  companyName: row.companyName,
  state: row.state,
  reviewRemark: row.reviewRemark,
  createTime: row.createTime,
  changeTime: row.changeTime,
});

export async function moderationQueue(db: Db, filter: ModerationFilter): Promise<PageData<ModerationItem>> {
  const page = { currentPage: filter.currentPage, pageSize: filter.pageSize };
  const { rows, total } = await pageQueue(
    db,
    { kind: filter.kind, state: filter.state, keyword: filter.keyword },
    page,
  );
  return { list: rows.map(item), pagination: { ...page, total } };
}

async function entryOrFail(db: Db, kind: ModerationKind, id: number): Promise<AnyEntryRow> {
  const row = await findEntry(db, kind, id);
  if (!row) throw notFound(MODERATION_TEXTS.entryNotFound);
  return row;
}

/** One entry in any state, as the operator reviews it: every field, its values, its company in full. */
export async function moderationDetail(
  db: Db,
  operator: Caller,
  kind: ModerationKind,
  id: number,
): Promise<ModerationDetail> {
  const row = await entryOrFail(db, kind, id);
  const [values, [company]] = await Promise.all([
    listFieldValues(db, kind, [row.id]),
    findCompanies(db, [row.companyId]),
  ]);
  if (!company) throw new Error(`供需企业 ${row.companyId} 不存在`);
  const now = new Date();
  return {
    kind,
    id: row.id,
    state: row.state,
    reviewRemark: row.reviewRemark,
    supplyEntity: kind === 'supply' ? supplyEntity(row as SupplyRow, values, now) : null,
    demandEntity: kind === 'demand' ? demandEntity(row as unknown as DemandRow, values, now) : null,
    companyEntity: companyFor(company, operator),
  };
}

interface Transition {
  action: 'approve' | 'reject' | 'takeDown';
  from: EntryState;
  to: EntryState;
  /** Refused with this when the entry is not in `from`. */
  wrongState: string;
}

const TRANSITIONS = {
  approve: {
    action: 'approve',
    from: ENTRY_STATE.awaiting,
    to: ENTRY_STATE.published,
    wrongState: MODERATION_TEXTS.approveOnlyAwaiting,
  },
  reject: {
    action: 'reject',
    from: ENTRY_STATE.awaiting,
    to: ENTRY_STATE.rejected,
    wrongState: MODERATION_TEXTS.rejectOnlyAwaiting,
  },
  takeDown: {
    action: 'takeDown',
    from: ENTRY_STATE.published,
    to: ENTRY_STATE.takenDown,
    wrongState: MODERATION_TEXTS.takeDownOnlyPublished,
  },
} as const satisfies Record<string, Transition>;

/**
 * Moves an entry along one transition, with the reason its publisher reads ('' on approval).
 * An entry in another state (or moved by another operator meanwhile) is refused with 409 and
 * nothing changes.
 */
async function decide(
  db: Db,
  operator: Caller,
  kind: ModerationKind,
  id: number,
  transition: Transition,
  reviewRemark: string,
): Promise<ModerationItem> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await entryOrFail(trx, kind, id);
      if (before.state !== transition.from) throw new AppError(409, transition.wrongState);
      const after = { state: transition.to, reviewRemark };
      if (!(await moveEntryState(trx, kind, id, transition.from, after)))
        throw new AppError(409, transition.wrongState);
      await recordAudit(trx, operator, {
        action: `supply.${transition.action}`,
        targetType: kind === 'supply' ? 'supplyEntry' : 'demandEntry',
        targetId: id,
        before: { proName: before.proName, state: before.state, reviewRemark: before.reviewRemark },
        after: { proName: before.proName, ...after },
      });
      return item(await queueRowOf(trx, kind, id));
    },
    { invalidates: ['supply'] },
  );
}

/** The entry's queue row as it now stands. */
async function queueRowOf(db: Db, kind: ModerationKind, id: number): Promise<QueueRow> {
  const row = await entryOrFail(db, kind, id);
  const [company] = await findCompanies(db, [row.companyId]);
  return {
    kind,
    id: row.id,
    proName: row.proName,
    typeName: row.typeName,
    companyName: company?.companyName ?? '',
    state: row.state,
    reviewRemark: row.reviewRemark,
    createTime: row.createTime,
    changeTime: row.changeTime,
  };
}

export const approveEntry = (db: Db, operator: Caller, kind: ModerationKind, id: number) =>
  decide(db, operator, kind, id, TRANSITIONS.approve, '');

export const rejectEntry = (db: Db, operator: Caller, kind: ModerationKind, id: number, reason: string) =>
  decide(db, operator, kind, id, TRANSITIONS.reject, reason);

export const takeDownEntry = (db: Db, operator: Caller, kind: ModerationKind, id: number, reason: string) =>
  decide(db, operator, kind, id, TRANSITIONS.takeDown, reason);

// ---------- product types ----------

async function managedTypes(db: Db, types: TypeRow[]): Promise<ManagedType[]> {
  const ids = types.map((type) => type.id);
  const [fields, entryCounts] = await Promise.all([listFieldsOf(db, ids), entryCountsByType(db, ids)]);
  const valueCounts = await valueCountsByField(
    db,
    fields.map((field) => field.id),
  );
  return types.map((type) => ({
    id: type.id,
    typeName: type.typeName,
    sortCode: type.sortCode,
    retired: type.retired === 1,
    entryCount: entryCounts.get(type.id) ?? 0,
    createTime: type.createTime,
    listSon: fields
      .filter((field) => field.typeId === type.id)
      .map((field) => ({
        id: field.id,
        filedName: field.filedName,
        filedType: field.filedType,
        fieldQuery: field.fieldQuery,
        fieldShow: field.fieldShow,
        sortCode: field.sortCode,
        valueCount: valueCounts.get(field.id) ?? 0,
      })),
  }));
}

/** Every type, retired ones included, in their order, with fields and the entries using each. */
export async function typesForOperator(db: Db): Promise<ManagedType[]> {
  return managedTypes(db, await listAllTypes(db));
}

async function managedType(db: Db, id: number): Promise<ManagedType> {
  const type = await findType(db, id);
  if (!type) throw notFound(MODERATION_TEXTS.typeNotFound);
  const [managed] = await managedTypes(db, [type]);
  return managed as ManagedType;
}

async function assertNameFree(db: Db, typeName: string, exceptId?: number): Promise<void> {
  if (await findTypeNamed(db, typeName, exceptId))
    throw new AppError(409, MODERATION_TEXTS.typeNameTaken, {
      errorCode: 'CONFLICT',
      fieldErrors: { typeName: MODERATION_TEXTS.typeNameTaken },
    });
}

const flag = (value: boolean) => (value ? 1 : 0);

export async function createType(db: Db, operator: Caller, input: ProductTypeInput): Promise<ManagedType> {
  return withTransaction(
    db,
    async (trx) => {
      await assertNameFree(trx, input.typeName);
      const id = await insertTypeRow(trx, {
        typeName: input.typeName,
        sortCode: input.sortCode ?? (await nextTypeSortCode(trx)),
        createTime: nowIso(),
      });
      for (const [index, field] of input.listSon.entries()) {
        if (field.id !== undefined) throw badRequest(MODERATION_TEXTS.fieldNotOfType);
        await insertFieldRow(trx, {
          typeId: id,
          filedName: field.filedName,
          filedType: field.filedType,
          fieldQuery: flag(field.fieldQuery),
          fieldShow: flag(field.fieldShow),
          sortCode: index,
        });
      }
      const created = await managedType(trx, id);
      await recordAudit(trx, operator, {
        action: 'supply.createType',
        targetType: 'supplyType',
        targetId: id,
        after: created,
      });
      return created;
    },
    { invalidates: ['supply'] },
  );
}

/**
 * Saves a type's name, place and fields. Fields keep their ids (and their values); a field
 * absent from the list is removed; a new one is added; their order is the list's. A field that
 * already holds values keeps its type and cannot be removed.
 */
export async function updateType(
  db: Db,
  operator: Caller,
  id: number,
  input: ProductTypeInput,
): Promise<ManagedType> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await managedType(trx, id);
      if (before.retired) throw new AppError(409, MODERATION_TEXTS.typeRetired);
      await assertNameFree(trx, input.typeName, id);
      const existing = new Map(before.listSon.map((field) => [field.id, field]));
      for (const field of input.listSon) {
        if (field.id === undefined) continue;
        const stored = existing.get(field.id);
        if (!stored) throw badRequest(MODERATION_TEXTS.fieldNotOfType);
        if (stored.filedType !== field.filedType && stored.valueCount > 0)
          throw new AppError(409, fieldTypeLockedText(stored.filedName, stored.valueCount));
      }
      const kept = new Set(input.listSon.flatMap((field) => (field.id === undefined ? [] : [field.id])));
      for (const stored of before.listSon) {
        if (kept.has(stored.id)) continue;
        if (stored.valueCount > 0)
          throw new AppError(409, fieldInUseText(stored.filedName, stored.valueCount));
        await deleteFieldRow(trx, stored.id);
      }
      await updateTypeRow(trx, id, {
        typeName: input.typeName,
        ...(input.sortCode !== undefined ? { sortCode: input.sortCode } : {}),
      });
      for (const [index, field] of input.listSon.entries()) {
        const values = {
          filedName: field.filedName,
          filedType: field.filedType,
          fieldQuery: flag(field.fieldQuery),
          fieldShow: flag(field.fieldShow),
          sortCode: index,
        };
        if (field.id === undefined) await insertFieldRow(trx, { ...values, typeId: id });
        else await updateFieldRow(trx, field.id, values);
      }
      const after = await managedType(trx, id);
      await recordAudit(trx, operator, {
        action: 'supply.updateType',
        targetType: 'supplyType',
        targetId: id,
        before,
        after,
      });
      return after;
    },
    { invalidates: ['supply'] },
  );
}

/** Puts the types in the given order; the list must name every type exactly once. */
export async function orderTypes(db: Db, operator: Caller, ids: readonly number[]): Promise<ManagedType[]> {
  return withTransaction(
    db,
    async (trx) => {
      const types = await listAllTypes(trx);
      const known = new Set(types.map((type) => type.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw new AppError(409, MODERATION_TEXTS.orderStale);
      for (const [index, id] of ids.entries()) await updateTypeRow(trx, id, { sortCode: index });
      await recordAudit(trx, operator, {
        action: 'supply.orderTypes',
        targetType: 'supplyType',
        targetId: 'all',
        before: types.map((type) => type.id),
        after: ids,
      });
      return typesForOperator(trx);
    },
    { invalidates: ['supply'] },
  );
}

/**
 * Retires a type: it is offered for no new entry; its entries stay. A type that still has
 * entries is retired only on the operator's word (`confirm`), else 409 TYPE_IN_USE with the count.
 */
export async function retireType(
  db: Db,
  operator: Caller,
  id: number,
  confirm: boolean,
): Promise<ManagedType> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await managedType(trx, id);
      if (before.retired) throw new AppError(409, MODERATION_TEXTS.alreadyRetired);
      if (before.entryCount > 0 && !confirm)
        throw new AppError(409, retireWarningText(before.typeName, before.entryCount), {
          errorCode: 'TYPE_IN_USE',
        });
      await updateTypeRow(trx, id, { retired: 1 });
      const after = await managedType(trx, id);
      await recordAudit(trx, operator, {
        action: 'supply.retireType',
        targetType: 'supplyType',
        targetId: id,
        before: { typeName: before.typeName, retired: false, entryCount: before.entryCount },
        after: { typeName: after.typeName, retired: true, entryCount: after.entryCount },
      });
      return after;
    },
    { invalidates: ['supply'] },
  );
}
