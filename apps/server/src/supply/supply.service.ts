import type { PageData } from '@portal/shared/api';
import { chinaDayBounds } from '@portal/shared/common';
import { formatDate } from '@portal/shared/format';
import {
  type BoardSearchQuery,
  type BuyerCompany,
  buyOrderSms,
  type CategoryFloor,
  type Company,
  type DemandDetail,
  type DemandEntity,
  type DemandListItem,
  type FieldType,
  type FieldValue,
  type ProductType,
  RECOMMENDED_SUPPLIERS,
  rangeNumber,
  SUPPLY_FLOOR_SIZE,
  SUPPLY_TEXTS,
  type SupplyDetail,
  type SupplyEntity,
  type SupplyListItem,
  sumsMinText,
  type zBuyOrder,
} from '@portal/shared/supply';
import { MATCH_LIMIT, SUPPLY_PICTURE_PATH, type SupplyMatch } from '@portal/shared/supply-publishing';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../files/file-store.ts';
import { readVisibleFile } from '../files/files.service.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import type { Logger } from '../lib/logger.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import { rankSupplies } from './matching.ts';
import { listPublishedOfTypes } from './publishing.repository.ts';
import {
  type CompanyRow,
  type DemandRow,
  type EntryFilter,
  type EntryKind,
  type FieldValueRow,
  findCompanies,
  findCompanyOfAccount,
  findPublishedDemand,
  findPublishedSupply,
  findTypeField,
  insertBuyOrder,
  insertCompany,
  insertDemand,
  insertSupply,
  insertType,
  isPublishedPicture,
  listFieldValues,
  listRecommendedCompanies,
  listTypes,
  type NewFieldValue,
  pagePublishedDemand,
  pagePublishedSupply,
  type SupplyRow,
} from './supply.repository.ts';
import type { EntryState, SupplyCompanyTable } from './supply.tables.ts';

// ---------- Expiry (001 §4.3) ----------

/**
 * 已截止: the end of the validity day in China time (UTC+8) has passed, whatever the server's
 * zone. A null validity is 长期有效 and never expires.
 */
export function isExpired(validityTime: string | null, now: Date = new Date()): boolean {
  if (validityTime === null) return false;
  const { to } = chinaDayBounds({ dateTo: validityTime });
  return to !== undefined && now.toISOString() >= to;
}

// ---------- Masking (001 §6, DESIGN.md) ----------

/** 138****0001: the first 3 and last 4 digits kept, the rest starred (all of a short number). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** z***@example.com: the first character of the name kept. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  return `${email[0]}***${email.slice(at)}`;
}

/** A company as the caller may see it: a visitor's phone and email leave the server masked. */
export function companyFor(row: CompanyRow, caller: Caller | null): Company {
  const masked = caller === null;
  return {
    id: row.id,
    companyName: row.companyName,
    comAddress: row.comAddress,
    linkPhone: masked ? maskPhone(row.linkPhone) : row.linkPhone,
    linkMan: row.linkMan,
    estTime: row.estTime,
    comEmail: masked ? maskEmail(row.comEmail) : row.comEmail,
    comScale: row.comScale,
    masked,
  };
}

// ---------- Entries as answers ----------

function fieldValue(row: FieldValueRow): FieldValue {
  return {
    typeSonId: row.typeSonId,
    filedName: row.filedName,
    filedType: row.filedType,
    fieldShow: row.fieldShow,
    fieldString: row.fieldString,
    fieldInt: row.fieldInt === null ? null : Number(row.fieldInt),
    fieldTime: row.fieldTime,
  };
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

function common(row: SupplyRow | DemandRow, values: FieldValueRow[], now: Date) {
  return {
    proId: row.id,
    proName: row.proName,
    proType: row.proType,
    typeName: row.typeName,
    validityTime: row.validityTime ?? SUPPLY_TEXTS.longTerm,
    expired: isExpired(row.validityTime, now),
    unit: row.unit,
    location: row.location,
    listSon: values.filter((value) => value.entryId === row.id).map(fieldValue),
    createTime: row.createTime,
    changeTime: row.changeTime,
    companyId: row.companyId,
  };
}

export function supplyEntity(row: SupplyRow, values: FieldValueRow[], now: Date): SupplyEntity {
  return {
    ...common(row, values, now),
    proPic: row.proPic,
    proPrice: yuanOrNull(row.proPrice),
    setNum: row.setNum,
    proGross: row.proGross,
    proExplain: row.proExplain,
    refCount: row.refCount,
  };
}

export function demandEntity(row: DemandRow, values: FieldValueRow[], now: Date): DemandEntity {
  return {
    ...common(row, values, now),
    buyType: row.buyType,
    buyNumber: row.buyNumber,
    buyPrice: yuanOrNull(row.buyPrice),
    proDescribe: row.proDescribe,
  };
}

/** The extended values and companies of some entries, read once for the lot. */
async function relatedOf(db: Db, kind: EntryKind, rows: (SupplyRow | DemandRow)[]) {
  const [values, companies] = await Promise.all([
    listFieldValues(
      db,
      kind,
      rows.map((row) => row.id),
    ),
    findCompanies(db, [...new Set(rows.map((row) => row.companyId))]),
  ]);
  const companyOf = (id: number) => {
    const company = companies.find((row) => row.id === id);
    if (!company) throw new Error(`供需企业 ${id} 不存在`);
    return company;
  };
  return { values, companyOf };
}

export async function supplyItems(
  db: Db,
  caller: Caller | null,
  rows: SupplyRow[],
  now: Date,
): Promise<SupplyListItem[]> {
  const { values, companyOf } = await relatedOf(db, 'supply', rows);
  return rows.map((row) => ({
    supplyEntitys: supplyEntity(row, values, now),
    companyEntity: companyFor(companyOf(row.companyId), caller),
  }));
}

export async function demandItems(
  db: Db,
  caller: Caller | null,
  rows: DemandRow[],
  now: Date,
): Promise<DemandListItem[]> {
  const { values, companyOf } = await relatedOf(db, 'demand', rows);
  return rows.map((row) => ({
    demandEntity: demandEntity(row, values, now),
    companyEntity: companyFor(companyOf(row.companyId), caller),
  }));
}

// ---------- Reads ----------

/** The types offered for entries: a retired type is left out (its entries stay on the board). */
export async function productTypes(db: Db): Promise<ProductType[]> {
  const types = (await listTypes(db)).filter((type) => type.retired === 0);
  return types.map((type) => ({
    id: type.id,
    typeName: type.typeName,
    listSon: type.fields.map((field) => ({
      id: field.id,
      filedName: field.filedName,
      filedType: field.filedType,
      fieldQuery: field.fieldQuery,
      fieldShow: field.fieldShow,
    })),
  }));
}

/**
 * The search's filter. The contract has made the checks of 001 §5.2 (a value for the way sent,
 * both ends, numbers, order); here the field must exist, be searchable, belong to the chosen
 * type and be of the type the way searches.
 */
async function filterOf(db: Db, search: BoardSearchQuery): Promise<EntryFilter> {
  const filter: EntryFilter = {
    proType: search.proType,
    keyword: search.keyword,
    companyId: search.companyId,
  };
  if (search.id === undefined) return filter;
  const field = await findTypeField(db, search.id);
  if (field?.fieldQuery !== 1 || (search.proType !== undefined && field.typeId !== search.proType))
    throw badRequest(SUPPLY_TEXTS.fieldNotFound, { id: SUPPLY_TEXTS.fieldNotFound });
  const wrongWay = () => badRequest(SUPPLY_TEXTS.searchWayWrong, { id: SUPPLY_TEXTS.searchWayWrong });
  if (search.keywordson !== undefined) {
    if (field.filedType !== '文本') throw wrongWay();
    return { ...filter, field: { id: field.id, kind: 'text', keyword: search.keywordson } };
  }
  if (search.valueHorizon !== undefined) {
    if (field.filedType !== '数字') throw wrongWay();
    const [from, to] = search.valueHorizon.map((end) => rangeNumber(String(end)) as number);
    return { ...filter, field: { id: field.id, kind: 'number', from: from as number, to: to as number } };
  }
  if (field.filedType !== '日期') throw wrongWay();
  const [from, to] = search.timeHorizon as [string, string];
  return { ...filter, field: { id: field.id, kind: 'day', from, to } };
}

export async function supplyPage(
  db: Db,
  caller: Caller | null,
  search: BoardSearchQuery,
  now: Date = new Date(),
): Promise<PageData<SupplyListItem>> {
  const page = { currentPage: search.currentPage, pageSize: search.pageSize };
  const { rows, total } = await pagePublishedSupply(db, await filterOf(db, search), page);
  return { list: await supplyItems(db, caller, rows, now), pagination: { ...page, total } };
}

export async function demandPage(
  db: Db,
  caller: Caller | null,
  search: BoardSearchQuery,
  now: Date = new Date(),
): Promise<PageData<DemandListItem>> {
  const page = { currentPage: search.currentPage, pageSize: search.pageSize };
  const { rows, total } = await pagePublishedDemand(db, await filterOf(db, search), page);
  return { list: await demandItems(db, caller, rows, now), pagination: { ...page, total } };
}

export async function supplyDetail(db: Db, caller: Caller | null, id: number): Promise<SupplyDetail> {
  const row = await findPublishedSupply(db, id);
  if (!row) throw notFound(SUPPLY_TEXTS.supplyNotFound);
  const [item] = await supplyItems(db, caller, [row], new Date());
  if (!item) throw notFound(SUPPLY_TEXTS.supplyNotFound);
  return { supplyEntity: item.supplyEntitys, companyEntity: item.companyEntity };
}

export async function demandDetail(db: Db, caller: Caller | null, id: number): Promise<DemandDetail> {
  const row = await findPublishedDemand(db, id);
  if (!row) throw notFound(SUPPLY_TEXTS.demandNotFound);
  const [item] = await demandItems(db, caller, [row], new Date());
  if (!item) throw notFound(SUPPLY_TEXTS.demandNotFound);
  return item;
}

/** `getAll`: per type (keyed by its id), its latest published supply and demand entries. */
export async function categoryFloors(db: Db, caller: Caller | null): Promise<Record<string, CategoryFloor>> {
  const now = new Date();
  const page = { currentPage: 1, pageSize: SUPPLY_FLOOR_SIZE };
  const floors: Record<string, CategoryFloor> = {};
  for (const type of await listTypes(db)) {
    const [supply, demand] = await Promise.all([
      pagePublishedSupply(db, { proType: type.id }, page),
      pagePublishedDemand(db, { proType: type.id }, page),
    ]);
    floors[String(type.id)] = {
      id: type.id,
      typeName: type.typeName,
      supply: await supplyItems(db, caller, supply.rows, now),
      demand: await demandItems(db, caller, demand.rows, now),
    };
  }
  return floors;
}

export async function recommendedSuppliers(db: Db, caller: Caller | null): Promise<Company[]> {
  const rows = await listRecommendedCompanies(db, RECOMMENDED_SUPPLIERS);
  return rows.map((row) => companyFor(row, caller));
}

/** The buy dialog's pre-fill: the caller's board company, else what the account knows. */
export async function buyerCompany(db: Db, caller: Caller): Promise<BuyerCompany> {
  const company = await findCompanyOfAccount(db, { tenantId: caller.tenantId, userId: caller.userId });
  if (company)
    return {
      companyName: company.companyName,
      comAddress: company.comAddress,
      linkMan: company.linkMan,
      linkPhone: company.linkPhone,
    };
  return {
    companyName: caller.tenantName ?? '',
    comAddress: '',
    linkMan: caller.realName,
    linkPhone: caller.phone ?? '',
  };
}

// ---------- Matching on a demand's detail (issue 18 item 9) ----------

/** Candidate supplies a demand's matching reads at most (its type's newest). */
const MATCH_CANDIDATES = 500;

/** The published, unexpired supplies of other companies that fit a published demand, best first. */
export async function demandMatches(
  db: Db,
  caller: Caller | null,
  demandId: number,
  now: Date = new Date(),
): Promise<SupplyMatch[]> {
  const demand = await findPublishedDemand(db, demandId);
  if (!demand) throw notFound(SUPPLY_TEXTS.demandNotFound);
  const supplies = (await listPublishedOfTypes(db, 'supply', [demand.proType], MATCH_CANDIDATES)).filter(
    (row) => row.companyId !== demand.companyId && !isExpired(row.validityTime, now),
  );
  const [demandValues, supplyValues] = await Promise.all([
    listFieldValues(db, 'demand', [demand.id]),
    listFieldValues(
      db,
      'supply',
      supplies.map((row) => row.id),
    ),
  ]);
  const ranked = rankSupplies(demand, demandValues, supplies, supplyValues).slice(0, MATCH_LIMIT);
  const items = await supplyItems(
    db,
    caller,
    ranked.map((match) => match.supply),
    now,
  );
  return items.map((item, index) => ({
    ...item,
    fitting: ranked[index]?.fit.fitting ?? 0,
    stated: ranked[index]?.fit.stated ?? 0,
  }));
}

// ---------- Pictures ----------

export const SUPPLY_PICTURE_PREFIX = SUPPLY_PICTURE_PATH;

/** A supply's uploaded picture: public once a published supply shows it, else only its uploader's and operators'. */
export async function supplyPicture(
  db: Db,
  files: FileStore,
  name: string,
  caller: Caller | null,
): Promise<{ content: Buffer; mimeType: string }> {
  const published = await isPublishedPicture(db, SUPPLY_PICTURE_PREFIX + name);
  if (!published && !caller) throw notFound('图片不存在');
  // Anyone may read a published one; otherwise the file's own rules (its uploader, operators).
  return readVisibleFile(db, files, name, published ? { userId: 0, role: 'operate' } : (caller as Caller));
}

// ---------- Buy orders (001 §5.3) ----------

/**
 * Stores a buy order against the buyer and a published supply that has not expired; the quantity
 * must reach the entry's minimum order (the contract has checked integer, 1 and 1,000,000).
 */
export async function placeBuyOrder(
  db: Db,
  deps: { sms: SmsProvider; log: Logger },
  caller: Caller,
  order: z.output<typeof zBuyOrder>,
  now: Date = new Date(),
): Promise<{ id: number }> {
  const placed = await withTransaction(db, async (trx) => {
    const entry = await findPublishedSupply(trx, order.proId);
    if (!entry) throw notFound(SUPPLY_TEXTS.supplyNotFound);
    if (isExpired(entry.validityTime, now)) throw badRequest(SUPPLY_TEXTS.supplyExpired);
    const minimum = Math.max(1, entry.setNum);
    if (order.sums < minimum) throw badRequest(sumsMinText(minimum), { sums: sumsMinText(minimum) });
    // Days compare as text; today is China's (001 §4.3's clock too).
    if (order.servedTime < formatDate(now))
      throw badRequest(SUPPLY_TEXTS.servedTimePast, { servedTime: SUPPLY_TEXTS.servedTimePast });
    const id = await insertBuyOrder(trx, {
      supplyId: entry.id,
      buyerUserId: caller.userId,
      buyerTenantId: caller.tenantId,
      companyName: order.companyName,
      productName: entry.proName,
      companyAddress: order.companyAddress,
      phonePeople: order.phonePeople,
      phone: order.phone,
      servedTime: order.servedTime,
      sums: order.sums,
      remark: order.remark ?? '',
      createTime: nowIso(now),
    });
    return { id, companyId: entry.companyId, productName: entry.proName, sums: order.sums };
  });
  // The seller hears of it by SMS once the order is stored; a failed message is logged, not undone.
  const [seller] = await findCompanies(db, [placed.companyId]);
  if (seller) {
    try {
      await deps.sms.send(db, {
        phone: seller.linkPhone,
        purpose: 'supply',
        code: '',
        content: buyOrderSms(placed.productName, placed.sums),
      });
    } catch (error) {
      deps.log.error({ err: error }, 'buy order SMS failed');
    }
  }
  return { id: placed.id };
}

// ---------- Writing (the demo seed and tests; the publishing area comes later) ----------

export interface NewProductType {
  typeName: string;
  sortCode: number;
  fields: { filedName: string; filedType: FieldType; fieldQuery: boolean; fieldShow: boolean }[];
}

export function createProductType(db: Db, type: NewProductType): Promise<{ id: number; fieldIds: number[] }> {
  return withTransaction(
    db,
    (trx) =>
      insertType(
        trx,
        { typeName: type.typeName, sortCode: type.sortCode, createTime: nowIso() },
        type.fields.map((field, index) => ({
          filedName: field.filedName,
          filedType: field.filedType,
          fieldQuery: field.fieldQuery ? 1 : 0,
          fieldShow: field.fieldShow ? 1 : 0,
          sortCode: index,
        })),
      ),
    { invalidates: ['supply'] },
  );
}

export type NewCompany = Omit<Insertable<SupplyCompanyTable>, 'id' | 'createTime'>;

export async function createCompany(db: Db, company: NewCompany): Promise<number> {
  const { id } = await withTransaction(
    db,
    (trx) => insertCompany(trx, { ...company, createTime: nowIso() }),
    {
      invalidates: ['supply'],
    },
  );
  return id;
}

/** An extended value by its field: the column of the field's type is the one set. */
export type NewValue = { typeSonId: number } & (
  | { fieldString: string }
  | { fieldInt: number }
  | { fieldTime: string }
);

const valueRow = (value: NewValue): NewFieldValue => ({
  typeSonId: value.typeSonId,
  fieldString: 'fieldString' in value ? value.fieldString : null,
  fieldInt: 'fieldInt' in value ? value.fieldInt : null,
  fieldTime: 'fieldTime' in value ? value.fieldTime : null,
});

interface NewEntryCommon {
  companyId: number;
  proType: number;
  proName: string;
  unit: string;
  /** YYYY-MM-DD, or null for 长期有效. */
  validityTime: string | null;
  location: string;
  state: EntryState;
  values: NewValue[];
  /** When it was published; now by default. */
  createTime?: string;
}

export interface NewSupply extends NewEntryCommon {
  proPic: string;
  /** Yuan; null is 面议. */
  proPrice: number | null;
  setNum: number;
  proGross: number;
  proExplain: string;
}

export interface NewDemand extends NewEntryCommon {
  urgent: boolean;
  buyNumber: number;
  buyPrice: number | null;
  proDescribe: string;
}

const fenOrNull = (yuan: number | null) => (yuan === null ? null : yuanToFen(yuan));

export function createSupply(db: Db, entry: NewSupply): Promise<number> {
  const time = entry.createTime ?? nowIso();
  const { values, createTime: _, ...row } = entry;
  return withTransaction(
    db,
    (trx) =>
      insertSupply(
        trx,
        { ...row, proPrice: fenOrNull(entry.proPrice), refCount: 0, createTime: time, changeTime: time },
        values.map(valueRow),
      ),
    { invalidates: ['supply'] },
  );
}

export function createDemand(db: Db, entry: NewDemand): Promise<number> {
  const time = entry.createTime ?? nowIso();
  const { values, createTime: _, urgent, ...row } = entry;
  return withTransaction(
    db,
    (trx) =>
      insertDemand(
        trx,
        {
          ...row,
          buyType: urgent ? 1 : 0,
          buyPrice: fenOrNull(entry.buyPrice),
          createTime: time,
          changeTime: time,
        },
        values.map(valueRow),
      ),
    { invalidates: ['supply'] },
  );
}
