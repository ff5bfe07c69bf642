import { pathWith } from '@portal/shared/contract';
import { type LogoKind, marketApi, YEAR_TIME_UNIT } from '@portal/shared/market';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { yuanToFen } from '../lib/money.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import {
  insertApp,
  insertAssociations,
  insertIndustry,
  insertMicroservice,
  insertModel,
  insertModelSort,
  insertPricePlans,
  insertRequestFields,
  setAppLogo,
  setMicroserviceIcon,
  setModelIcon,
} from './catalogue.repository.ts';

/**
 * Writing catalogue entries (the demo seed now, the operator console later). Rich text is
 * sanitised here, on save; a logo left empty becomes the generated one. Each write runs in a
 * transaction (joining the caller's, when it opened one with `withTransaction`) and drops the
 * cached catalogue answers once that commits.
 */

export interface RequestFieldInput {
  requestName: string;
  requestDescribes: string;
  requestDefaultValue?: string;
  requestType: number;
  requestLocation: number;
  requiredFlag?: number;
  unit?: string;
}

export interface EndpointInput {
  method: string;
  protocol: string;
  prefix: string;
  uri: string;
  domain: string;
}

const generatedLogo = (kind: LogoKind, id: number) =>
  pathWith(marketApi.logo.path, { kind, file: `${id}.svg` });

/** Industries group both the apps and the microservices. */
export function createIndustry(db: Db, name: string, sort: number, now: string): Promise<number> {
  return withTransaction(db, (trx) => insertIndustry(trx, { name, sort, createTime: now }), {
    invalidates: ['apps', 'microservices'],
  });
}

export interface AppInput {
  name: string;
  industryId: number;
  detailsRemake: string;
  details: string;
  logo?: string;
  state: number;
  charged: boolean;
  isTrial: boolean;
  trialTime: number | null;
  exploitTenantId: number | null;
  installNum: number;
  contactPerson: string;
  /** Yearly plans in yuan. */
  plans: { duration: number; originalPrice: number; currentPrice: number }[];
  createTime: string;
}

export function createApp(db: Db, input: AppInput): Promise<number> {
  return withTransaction(db, (trx) => writeApp(trx, input), { invalidates: ['apps'] });
}

async function writeApp(db: Db, input: AppInput): Promise<number> {
  const id = await insertApp(db, {
    name: input.name,
    industryId: input.industryId,
    detailsRemake: input.detailsRemake,
    details: sanitizeRichText(input.details),
    logo: input.logo ?? '',
    state: input.state,
    charged: input.charged ? 1 : 0,
    isTrial: input.charged && input.isTrial ? 1 : 0,
    trialTime: input.charged && input.isTrial ? input.trialTime : null,
    exploitTenantId: input.exploitTenantId,
    installNum: input.installNum,
    contactPerson: input.contactPerson,
    createTime: input.createTime,
    modifyTime: input.createTime,
  });
  if (!input.logo) await setAppLogo(db, id, generatedLogo('app', id));
  if (input.charged) {
    await insertPricePlans(
      db,
      input.plans.map((plan) => ({
        appId: id,
        duration: plan.duration,
        timeUnit: YEAR_TIME_UNIT,
        originalPriceFen: yuanToFen(plan.originalPrice),
        currentPriceFen: yuanToFen(plan.currentPrice),
      })),
    );
  }
  return id;
}

export async function associateApps(db: Db, appId: number, associatedAppIds: number[]): Promise<void> {
  if (associatedAppIds.length === 0) return;
  await withTransaction(
    db,
    (trx) =>
      insertAssociations(
        trx,
        associatedAppIds.map((associatedAppId) => ({ appId, associatedAppId })),
      ),
    { invalidates: ['apps'] },
  );
}

function insertFields(db: Db, ownerKind: 'micro' | 'model', ownerId: number, fields: RequestFieldInput[]) {
  return insertRequestFields(
    db,
    fields.map((field, index) => ({
      ownerKind,
      ownerId,
      requestName: field.requestName,
      requestDescribes: field.requestDescribes,
      requestDefaultValue: field.requestDefaultValue ?? '',
      requestType: field.requestType,
      requestLocation: field.requestLocation,
      requiredFlag: field.requiredFlag ?? 0,
      unit: field.unit ?? '',
      sort: index,
    })),
  );
}

export interface MicroInput extends EndpointInput {
  name: string;
  industryId: number;
  type: number;
  state: number;
  contentRemake: string;
  detailsRemake: string;
  content: string;
  contactPerson: string;
  uploadCount: number;
  fields: RequestFieldInput[];
  createTime: string;
}

export function createMicroservice(db: Db, input: MicroInput): Promise<number> {
  return withTransaction(db, (trx) => writeMicroservice(trx, input), { invalidates: ['microservices'] });
}

async function writeMicroservice(db: Db, input: MicroInput): Promise<number> {
  const { fields, ...values } = input;
  const id = await insertMicroservice(db, {
    ...values,
    charged: 0,
    icon: '',
    content: sanitizeRichText(input.content),
    modifyTime: input.createTime,
  });
  await setMicroserviceIcon(db, id, generatedLogo('micro', id));
  await insertFields(db, 'micro', id, fields);
  return id;
}

export function createModelSort(db: Db, code: string, name: string, sort: number): Promise<void> {
  return withTransaction(db, (trx) => insertModelSort(trx, { code, name, sort }), {
    invalidates: ['models'],
  });
}

export interface ModelInput extends EndpointInput {
  modelName: string;
  code: string;
  describes: string;
  modelSortCode: string;
  modelTypeName: string;
  professionSortName: string;
  principle: string;
  modelStatusCode: number;
  useCount: number;
  isRequestData: number;
  fields: RequestFieldInput[];
  createTime: string;
}

export function createModel(db: Db, input: ModelInput): Promise<number> {
  return withTransaction(db, (trx) => writeModel(trx, input), { invalidates: ['models'] });
}

async function writeModel(db: Db, input: ModelInput): Promise<number> {
  const { fields, ...values } = input;
  const id = await insertModel(db, { ...values, iconAddr: '', updateTime: input.createTime });
  await setModelIcon(db, id, generatedLogo('model', id));
  await insertFields(db, 'model', id, fields);
  return id;
}
