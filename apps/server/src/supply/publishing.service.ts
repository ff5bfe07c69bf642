import type { PageData } from '@portal/shared/api';
import { zDay } from '@portal/shared/common';
import { formatDate } from '@portal/shared/format';
import { ENTRY_STATE, type FieldType, rangeNumber, SUPPLY_TEXTS } from '@portal/shared/supply';
import {
  type DemandForm,
  type DemandMatch,
  type EditableEntry,
  type EntryKindName,
  MATCHES_FOR_PUBLISHER,
  type MyEntry,
  PUBLISH_TEXTS,
  type PublisherCompany,
  type ReceivedOrder,
  type ReceivedQuote,
  type SupplyForm,
  type zCompanyProfile,
  type zDemandForm,
  type zMyEntriesQuery,
  type zSupplyForm,
} from '@portal/shared/supply-publishing';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { findUpload } from '../files/files.repository.ts';
import { UPLOAD_URL_PREFIX } from '../files/files.service.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import { matchDemandsToSupplies } from './matching.ts';
import {
  findCompanyDemand,
  findCompanySupply,
  listPublishedOfTypes,
  pageCompanyEntries,
  pageReceivedOrders,
  pageReceivedQuotes,
  setEntryState,
  updateCompany,
  updateDemand,
  updateSupply,
} from './publishing.repository.ts';
import { quotesWithCompanies } from './quotes.service.ts';
import {
  type CompanyRow,
  type DemandRow,
  type EntryKind,
  findCompanyOfAccount,
  findTypeWithFields,
  insertCompany,
  insertDemand,
  insertSupply,
  listFieldValues,
  type NewFieldValue,
  type SupplyRow,
} from './supply.repository.ts';
import { demandItems, isExpired, SUPPLY_PICTURE_PREFIX } from './supply.service.ts';

/**
 * The publishing area (我要发布, issue 18 item 7): a certified tenant or developer publishes for
 * its company's board profile. New and edited entries wait for moderation (待审核) and leave
 * the board until approved; a closed entry stays closed. Only the company's own entries, and
 * the orders and quotes they received, are ever read or changed here.
 */

const callerCompany = (db: Db, caller: Caller) =>
  findCompanyOfAccount(db, { tenantId: caller.tenantId, userId: caller.userId });

async function requireCompany(db: Db, caller: Caller): Promise<CompanyRow> {
  const company = await callerCompany(db, caller);
  if (!company) throw badRequest(PUBLISH_TEXTS.noCompany);
  return company;
}

// ---------- The company's profile ----------

function profileOf(row: CompanyRow): PublisherCompany['profile'] {
  return {
    companyName: row.companyName,
    comAddress: row.comAddress,
    linkMan: row.linkMan,
    linkPhone: row.linkPhone,
    comEmail: row.comEmail,
    estTime: row.estTime,
    comScale: row.comScale,
  };
}

export async function publisherCompany(db: Db, caller: Caller): Promise<PublisherCompany> {
  const company = await callerCompany(db, caller);
  if (company) return { saved: true, profile: profileOf(company) };
  return {
    saved: false,
    profile: {
      companyName: caller.tenantName ?? '',
      comAddress: '',
      linkMan: caller.realName,
      linkPhone: caller.phone ?? '',
      comEmail: '',
      estTime: '',
      comScale: '',
    },
  };
}

export function saveCompanyProfile(
  db: Db,
  caller: Caller,
  profile: z.output<typeof zCompanyProfile>,
): Promise<PublisherCompany> {
  return withTransaction(
    db,
    async (trx) => {
      const company = await callerCompany(trx, caller);
      if (company) await updateCompany(trx, company.id, profile);
      else
        await insertCompany(trx, {
          ...profile,
          // A tenant's company is its tenant's (any member publishes for it); a developer's is its own.
          tenantId: caller.tenantId,
          userId: caller.tenantId === null ? caller.userId : null,
          recommended: 0,
          createTime: nowIso(),
        });
      return publisherCompany(trx, caller);
    },
    { invalidates: ['supply'] },
  );
}

// ---------- The company's entries ----------

const displayValidity = (validityTime: string | null) => validityTime ?? SUPPLY_TEXTS.longTerm;

export async function myEntries(
  db: Db,
  caller: Caller,
  query: z.output<typeof zMyEntriesQuery>,
): Promise<PageData<MyEntry>> {
  const page = { currentPage: query.currentPage, pageSize: query.pageSize };
  const company = await callerCompany(db, caller);
  if (!company) return { list: [], pagination: { ...page, total: 0 } };
  const { rows, total } = await pageCompanyEntries(db, query.kind, company.id, query, page);
  const now = new Date();
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: query.kind,
      proName: row.proName,
      typeName: row.typeName,
      state: row.state,
      reviewRemark: row.reviewRemark,
      validityTime: displayValidity(row.validityTime),
      expired: isExpired(row.validityTime, now),
      changeTime: row.changeTime,
      responses: Number(row.responses),
    })),
    pagination: { ...page, total },
  };
}

async function ownEntry(db: Db, company: CompanyRow, kind: EntryKind, id: number) {
  const row =
    kind === 'supply'
      ? await findCompanySupply(db, company.id, id)
      : await findCompanyDemand(db, company.id, id);
  if (!row) throw notFound(PUBLISH_TEXTS.notYours);
  return row;
}

function valueText(value: { fieldString: string | null; fieldInt: number | null; fieldTime: string | null }) {
  if (value.fieldInt !== null) return String(Number(value.fieldInt));
  return value.fieldTime ?? value.fieldString ?? '';
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

export async function myEntry(
  db: Db,
  caller: Caller,
  kind: EntryKindName,
  id: number,
): Promise<EditableEntry> {
  const company = await requireCompany(db, caller);
  const row = await ownEntry(db, company, kind, id);
  const values = (await listFieldValues(db, kind, [id])).map((value) => ({
    typeSonId: value.typeSonId,
    value: valueText(value),
  }));
  const common = {
    id: row.id,
    state: row.state,
    proType: row.proType,
    proName: row.proName,
    unit: row.unit,
    location: row.location,
    validityTime: row.validityTime,
    values,
  };
  if (kind === 'supply') {
    const supply = row as SupplyRow;
    return {
      ...common,
      kind,
      proPic: supply.proPic,
      proPrice: yuanOrNull(supply.proPrice),
      setNum: supply.setNum,
      proGross: supply.proGross,
      proExplain: supply.proExplain,
    };
  }
  const demand = row as DemandRow;
  return {
    ...common,
    kind,
    urgent: demand.buyType === 1,
    buyNumber: demand.buyNumber,
    buyPrice: yuanOrNull(demand.buyPrice),
    proDescribe: demand.proDescribe,
  };
}

// ---------- Saving an entry ----------

/** The form's values read by their fields' types; an empty value is no value. */
function checkedValues(
  fields: { id: number; filedName: string; filedType: FieldType }[],
  values: { typeSonId: number; value: string }[],
): NewFieldValue[] {
  const checked: NewFieldValue[] = [];
  for (const { typeSonId, value } of values) {
    const field = fields.find((candidate) => candidate.id === typeSonId);
    if (!field) throw badRequest(PUBLISH_TEXTS.fieldUnknown, { values: PUBLISH_TEXTS.fieldUnknown });
    if (value === '') continue;
    const wrong = (rule: string) =>
      badRequest(`「${field.filedName}」${rule}`, { values: `「${field.filedName}」${rule}` });
    if (field.filedType === '数字') {
      const number = rangeNumber(value);
      if (number === null) throw wrong(PUBLISH_TEXTS.fieldNumber);
      checked.push({ typeSonId, fieldString: null, fieldInt: number, fieldTime: null });
    } else if (field.filedType === '日期') {
      if (!zDay.safeParse(value).success) throw wrong(PUBLISH_TEXTS.fieldDay);
      checked.push({ typeSonId, fieldString: null, fieldInt: null, fieldTime: value });
    } else checked.push({ typeSonId, fieldString: value, fieldInt: null, fieldTime: null });
  }
  return checked;
}

/** A picture the caller uploaded (or the one the entry has), kept as its public address. */
async function checkedPicture(db: Db, caller: Caller, picture: string, current: string): Promise<string> {
  if (picture === '' || picture === current) return picture;
  const name = picture.startsWith(UPLOAD_URL_PREFIX)
    ? picture.slice(UPLOAD_URL_PREFIX.length)
    : picture.startsWith(SUPPLY_PICTURE_PREFIX)
      ? picture.slice(SUPPLY_PICTURE_PREFIX.length)
      : '';
  const upload = name ? await findUpload(db, name) : undefined;
  if (!upload || upload.ownerUserId !== caller.userId || !upload.mimeType.startsWith('image/'))
    throw badRequest(PUBLISH_TEXTS.pictureNotYours, { proPic: PUBLISH_TEXTS.pictureNotYours });
  return SUPPLY_PICTURE_PREFIX + name;
}

/** The checks every entry form shares: the type is offered, its values read, the validity not past. */
async function checkedCommon(db: Db, form: SupplyForm | DemandForm, now: Date) {
  const type = await findTypeWithFields(db, form.proType);
  if (!type) throw badRequest(PUBLISH_TEXTS.typeUnknown, { proType: PUBLISH_TEXTS.typeUnknown });
  if (type.retired) throw badRequest(PUBLISH_TEXTS.typeRetired, { proType: PUBLISH_TEXTS.typeRetired });
  if (form.validityTime && form.validityTime < formatDate(now))
    throw badRequest(PUBLISH_TEXTS.validityPast, { validityTime: PUBLISH_TEXTS.validityPast });
  return checkedValues(type.fields, form.values);
}

/** The entry the form edits, when it may be edited. */
async function editable(db: Db, company: CompanyRow, kind: EntryKind, id: number) {
  const row = await ownEntry(db, company, kind, id);
  if (row.state === ENTRY_STATE.closed) throw badRequest(PUBLISH_TEXTS.notEditable);
  return row;
}

const fenOrNull = (yuan: number | null) => (yuan === null ? null : yuanToFen(yuan));

export function saveSupplyEntry(
  db: Db,
  caller: Caller,
  form: z.output<typeof zSupplyForm>,
  now: Date = new Date(),
): Promise<{ kind: 'supply'; id: number }> {
  return withTransaction(
    db,
    async (trx) => {
      const company = await requireCompany(trx, caller);
      const values = await checkedCommon(trx, form, now);
      const current =
        form.id === undefined ? undefined : ((await editable(trx, company, 'supply', form.id)) as SupplyRow);
      const time = nowIso(now);
      const row = {
        proType: form.proType,
        proName: form.proName,
        proPic: await checkedPicture(trx, caller, form.proPic, current?.proPic ?? ''),
        proPrice: fenOrNull(form.proPrice),
        unit: form.unit,
        setNum: form.setNum,
        proGross: form.proGross,
        proExplain: form.proExplain,
        validityTime: form.validityTime,
        location: form.location,
        state: ENTRY_STATE.awaiting,
        reviewRemark: '',
        changeTime: time,
      };
      if (current) {
        await updateSupply(trx, current.id, row, values);
        return { kind: 'supply' as const, id: current.id };
      }
      const id = await insertSupply(
        trx,
        { ...row, companyId: company.id, refCount: 0, createTime: time },
        values,
      );
      return { kind: 'supply' as const, id };
    },
    { invalidates: ['supply'] },
  );
}

export function saveDemandEntry(
  db: Db,
  caller: Caller,
  form: z.output<typeof zDemandForm>,
  now: Date = new Date(),
): Promise<{ kind: 'demand'; id: number }> {
  return withTransaction(
    db,
    async (trx) => {
      const company = await requireCompany(trx, caller);
      const values = await checkedCommon(trx, form, now);
      const current = form.id === undefined ? undefined : await editable(trx, company, 'demand', form.id);
      const time = nowIso(now);
      const row = {
        proType: form.proType,
        proName: form.proName,
        buyType: form.urgent ? 1 : 0,
        buyNumber: form.buyNumber,
        buyPrice: fenOrNull(form.buyPrice),
        unit: form.unit,
        proDescribe: form.proDescribe,
        validityTime: form.validityTime,
        location: form.location,
        state: ENTRY_STATE.awaiting,
        reviewRemark: '',
        changeTime: time,
      };
      if (current) {
        await updateDemand(trx, current.id, row, values);
        return { kind: 'demand' as const, id: current.id };
      }
      const id = await insertDemand(trx, { ...row, companyId: company.id, createTime: time }, values);
      return { kind: 'demand' as const, id };
    },
    { invalidates: ['supply'] },
  );
}

export function closeEntry(
  db: Db,
  caller: Caller,
  ref: { kind: EntryKindName; id: number },
): Promise<{ kind: EntryKindName; id: number }> {
  return withTransaction(
    db,
    async (trx) => {
      const company = await requireCompany(trx, caller);
      const row = await ownEntry(trx, company, ref.kind, ref.id);
      if (row.state === ENTRY_STATE.closed) throw badRequest(PUBLISH_TEXTS.alreadyClosed);
      await setEntryState(trx, ref.kind, row.id, ENTRY_STATE.closed, nowIso());
      return ref;
    },
    { invalidates: ['supply'] },
  );
}

// ---------- What the company received ----------

type ResponsesQuery = { currentPage: number; pageSize: number; keyword?: string | undefined };

export async function receivedOrders(
  db: Db,
  caller: Caller,
  query: ResponsesQuery,
): Promise<PageData<ReceivedOrder>> {
  const page = { currentPage: query.currentPage, pageSize: query.pageSize };
  const company = await callerCompany(db, caller);
  if (!company) return { list: [], pagination: { ...page, total: 0 } };
  const { rows, total } = await pageReceivedOrders(db, company.id, query.keyword, page);
  return {
    list: rows.map((row) => ({
      id: row.id,
      supplyId: row.supplyId,
      productName: row.productName,
      companyName: row.companyName,
      companyAddress: row.companyAddress,
      phonePeople: row.phonePeople,
      phone: row.phone,
      servedTime: row.servedTime,
      sums: row.sums,
      remark: row.remark,
      createTime: row.createTime,
    })),
    pagination: { ...page, total },
  };
}

export async function receivedQuotes(
  db: Db,
  caller: Caller,
  query: ResponsesQuery,
): Promise<PageData<ReceivedQuote>> {
  const page = { currentPage: query.currentPage, pageSize: query.pageSize };
  const company = await callerCompany(db, caller);
  if (!company) return { list: [], pagination: { ...page, total: 0 } };
  const { rows, total } = await pageReceivedQuotes(db, company.id, query.keyword, page);
  const quotes = await quotesWithCompanies(db, caller, rows);
  return {
    list: quotes.map((quote, index) => ({ ...quote, demandName: rows[index]?.demandName ?? '' })),
    pagination: { ...page, total },
  };
}

// ---------- Matching for the publisher (item 9) ----------

/** How many of its latest published supplies, and candidate demands, a match reads at most. */
const OWN_SUPPLIES_READ = 50;
const CANDIDATES_READ = 500;

/** The open demands of other companies that fit the caller's published, unexpired supplies. */
export async function matchesForPublisher(
  db: Db,
  caller: Caller,
  now: Date = new Date(),
): Promise<DemandMatch[]> {
  const company = await callerCompany(db, caller);
  if (!company) return [];
  const { rows: own } = await pageCompanyEntries(
    db,
    'supply',
    company.id,
    { state: ENTRY_STATE.published },
    { currentPage: 1, pageSize: OWN_SUPPLIES_READ },
  );
  const supplies = (await Promise.all(own.map((row) => findCompanySupply(db, company.id, row.id)))).filter(
    (row): row is SupplyRow => row !== undefined && !isExpired(row.validityTime, now),
  );
  const typeIds = [...new Set(supplies.map((row) => row.proType))];
  const demands = (
    (await listPublishedOfTypes(db, 'demand', typeIds, CANDIDATES_READ)) as unknown as DemandRow[]
  ).filter((row) => row.companyId !== company.id && !isExpired(row.validityTime, now));
  const [supplyValues, demandValues] = await Promise.all([
    listFieldValues(
      db,
      'supply',
      supplies.map((row) => row.id),
    ),
    listFieldValues(
      db,
      'demand',
      demands.map((row) => row.id),
    ),
  ]);
  const matches = matchDemandsToSupplies(demands, demandValues, supplies, supplyValues).slice(
    0,
    MATCHES_FOR_PUBLISHER,
  );
  const items = await demandItems(
    db,
    caller,
    matches.map((match) => match.demand),
    now,
  );
  return matches.map((match, index) => {
    const item = items[index];
    if (!item) throw new Error('匹配的求购缺失');
    return {
      ...item,
      supplyId: match.supply.id,
      supplyName: match.supply.proName,
      fitting: match.fit.fitting,
      stated: match.fit.stated,
    };
  });
}
