import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import {
  type CheckedModelDefinition,
  type CheckedModelForm,
  type ManagedModel,
  type ManagedModelDetail,
  MODEL_ADMIN_TEXTS,
  MODEL_DEFINITION_TEXTS,
  MODEL_ICON_PATH,
  MODEL_STATUSES,
  type ModelAdminFilter,
  type ModelDefinitionView,
} from '@portal/shared/model-admin';
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
  checkAllowListedEndpoint,
  checkCommunityEndpoint,
  type EndpointPolicy,
} from '../micro/endpoint-policy.ts';
import { replaceRequestFields } from '../micro/micro.repository.ts';
import { microFieldRows, requestFieldViews } from '../micro/request-fields.ts';
import {
  countWaitingModelSubmissions,
  deleteManagedModel,
  findManagedModel,
  findModelIdByCode,
  findModelSortByCode,
  insertManagedModel,
  type ManagedModelRecord,
  pageManagedModels,
  updateManagedModel,
} from './model-admin.repository.ts';
import { MODEL_DEFINITIONS } from './simulation/models/index.ts';

/**
 * 机理模型管理 (/system/models) and the model definitions developers submit. A model computes
 * either with the platform's built-in physics, found by its code (simulation/models), or through
 * its registered endpoint, called by the trial's safe forwarding. So a built-in model keeps its
 * code and every input its physics reads, an external one needs a domain forwarding may reach,
 * and the code is unique. Every write drops the `models` area: /Mechanism, the model's detail and
 * its /Trial page show the change at once, in every process.
 */

const generatedIcon = (id: number) => pathWith(marketApi.logo.path, { kind: 'model', file: `${id}.svg` });

const refuse = (field: string, message: string): never => {
  throw badRequest(message, { [field]: message });
};

/** Whether the code names a built-in computation. */
export const isBuiltinModel = (code: string) => MODEL_DEFINITIONS.has(code);

/**
 * The `mechanismModel` columns and `requestField` rows of a checked definition, after its rules:
 * `current` is the model being changed (null for a new one); a developer may not take a built-in
 * model's code.
 */
export async function modelDefinitionColumns(
  db: Db,
  form: CheckedModelDefinition,
  policy: EndpointPolicy,
  current: { id: number; code: string } | null,
  by: 'operator' | 'developer',
) {
  if (!(await findModelSortByCode(db, form.modelSortCode))) {
    refuse('modelSortCode', MODEL_DEFINITION_TEXTS.sortMissing);
  }
  const holder = await findModelIdByCode(db, form.code);
  if (holder && holder.id !== current?.id) refuse('code', MODEL_DEFINITION_TEXTS.codeTaken);
  if (current && isBuiltinModel(current.code) && form.code !== current.code) {
    refuse('code', MODEL_DEFINITION_TEXTS.builtinCode);
  }
  const definition = MODEL_DEFINITIONS.get(form.code);
  if (definition && by === 'developer' && current?.code !== form.code) {
    refuse('code', MODEL_DEFINITION_TEXTS.builtinUsed(form.code));
  }
  if (definition) {
    const names = new Set(form.fields.map((field) => field.requestName));
    const missing = definition.inputs.find((input) => !names.has(input.name));
    if (missing) refuse('fields', MODEL_DEFINITION_TEXTS.builtinField(missing.name));
  } else if (form.domain === '') {
    // Only built-in physics runs on this platform; anything else is forwarded.
    refuse('domain', MODEL_DEFINITION_TEXTS.externalNeedsDomain);
  }
  // An operator's endpoint is on the forwarding allow-list (no open proxy); a developer's may
  // also be a public host, checked again after DNS on every call.
  if (by === 'operator') checkAllowListedEndpoint(form, policy);
  else checkCommunityEndpoint(form, policy);
  const principle = sanitizeRichText(form.principle);
  if (!principle) refuse('principle', MODEL_DEFINITION_TEXTS.principleEmpty);
  return {
    model: {
      modelName: form.modelName,
      code: form.code,
      describes: form.describes,
      modelSortCode: form.modelSortCode,
      modelTypeName: form.modelTypeName,
      professionSortName: form.professionSortName,
      principle,
      method: form.method,
      protocol: form.protocol,
      domain: form.domain,
      prefix: form.prefix,
      uri: form.uri,
      isRequestData: form.isRequestData ? 1 : 0,
    },
    fields: microFieldRows(form.fields),
  };
}

/** Writes a definition's fields (replaced whole, in the form's order). */
export function saveModelFields(db: Db, modelId: number, fields: ReturnType<typeof microFieldRows>) {
  return replaceRequestFields(db, 'model', modelId, fields);
}

export async function insertModelRow(
  db: Db,
  columns: Awaited<ReturnType<typeof modelDefinitionColumns>>['model'],
  extra: { modelStatusCode: number; iconAddr: string },
): Promise<number> {
  const now = nowIso();
  const id = await insertManagedModel(db, { ...columns, ...extra, createTime: now, updateTime: now });
  if (!extra.iconAddr) await updateManagedModel(db, id, { iconAddr: generatedIcon(id) });
  return id;
}

export { updateManagedModel as updateModelRow };

function toManagedModel(record: ManagedModelRecord): ManagedModel {
  return {
    id: record.id,
    modelName: record.modelName,
    code: record.code,
    iconAddr: record.iconAddr,
    modelSortCode: record.modelSortCode,
    modelSortName: record.modelSortName,
    modelStatusCode: record.modelStatusCode,
    useCount: record.useCount,
    runs: Number(record.runs ?? 0),
    builtin: isBuiltinModel(record.code),
    updateTime: record.updateTime,
  };
}

async function definitionView(db: Db, record: ManagedModelRecord): Promise<ModelDefinitionView> {
  return {
    modelName: record.modelName,
    code: record.code,
    describes: record.describes,
    modelSortCode: record.modelSortCode,
    modelSortName: record.modelSortName,
    modelTypeName: record.modelTypeName,
    professionSortName: record.professionSortName,
    principle: record.principle,
    modelStatusCode: record.modelStatusCode,
    method: record.method,
    protocol: record.protocol,
    domain: record.domain,
    prefix: record.prefix,
    uri: record.uri,
    isRequestData: record.isRequestData === 1,
    fields: await requestFieldViews(db, 'model', record.id),
  };
}

/** A model's definition (the community's submission detail); null when it is gone. */
export async function modelDefinitionOf(db: Db, id: number): Promise<ModelDefinitionView | null> {
  const record = await findManagedModel(db, id);
  return record ? definitionView(db, record) : null;
}

export async function managedModelsPage(db: Db, filter: ModelAdminFilter) {
  const { rows, total } = await pageManagedModels(db, filter);
  return { list: rows.map(toManagedModel), total };
}

export async function managedModel(db: Db, id: number): Promise<ManagedModelDetail> {
  const record = await findManagedModel(db, id);
  if (!record) throw notFound(MODEL_ADMIN_TEXTS.notFound);
  return { ...toManagedModel(record), ...(await definitionView(db, record)) };
}

/** What the audit log keeps of a model. */
function auditView(model: ManagedModelDetail) {
  return {
    modelName: model.modelName,
    code: model.code,
    status: MODEL_STATUSES.label(model.modelStatusCode),
    modelSortCode: model.modelSortCode,
    modelTypeName: model.modelTypeName,
    professionSortName: model.professionSortName,
    iconAddr: model.iconAddr,
    endpoint: `${model.method} ${model.protocol.toLowerCase()}://${model.domain || '本平台'}${model.prefix}${model.uri}`,
    isRequestData: model.isRequestData,
    fields: model.fields.map(
      (field) =>
        `${field.requestName}（${field.requestDescribes}${field.unit ? `，${field.unit}` : ''}${field.required ? '，必填' : ''}${field.requestDefaultValue ? `，默认 ${field.requestDefaultValue}` : ''}）`,
    ),
  };
}

export async function createModel(
  db: Db,
  policy: EndpointPolicy,
  operator: Caller,
  form: CheckedModelForm,
): Promise<ManagedModelDetail> {
  return withTransaction(
    db,
    async (trx) => {
      const { model, fields } = await modelDefinitionColumns(trx, form, policy, null, 'operator');
      const id = await insertModelRow(trx, model, {
        modelStatusCode: form.modelStatusCode,
        iconAddr: form.iconAddr,
      });
      await saveModelFields(trx, id, fields);
      const after = await managedModel(trx, id);
      await recordAudit(trx, operator, {
        action: 'model.create',
        targetType: 'mechanismModel',
        targetId: id,
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['models'] },
  );
}

export async function updateModel(
  db: Db,
  policy: EndpointPolicy,
  operator: Caller,
  id: number,
  form: CheckedModelForm,
): Promise<ManagedModelDetail> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await managedModel(trx, id);
      const { model, fields } = await modelDefinitionColumns(trx, form, policy, before, 'operator');
      await updateManagedModel(trx, id, {
        ...model,
        modelStatusCode: form.modelStatusCode,
        iconAddr: form.iconAddr || generatedIcon(id),
        updateTime: nowIso(),
      });
      await saveModelFields(trx, id, fields);
      const after = await managedModel(trx, id);
      await recordAudit(trx, operator, {
        action: 'model.update',
        targetType: 'mechanismModel',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['models'] },
  );
}

/**
 * Deletes a model nobody has run (its kept runs are users' history) and no submission of which
 * waits for review (the reviewer would find nothing); its fields go with it.
 */
export async function removeModel(db: Db, operator: Caller, id: number): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      const before = await managedModel(trx, id);
      if (before.runs > 0) throw new AppError(409, MODEL_ADMIN_TEXTS.inUse(before.runs));
      if ((await countWaitingModelSubmissions(trx, id)) > 0) {
        throw new AppError(409, MODEL_ADMIN_TEXTS.waitingSubmission);
      }
      await deleteManagedModel(trx, id);
      await recordAudit(trx, operator, {
        action: 'model.delete',
        targetType: 'mechanismModel',
        targetId: id,
        before: auditView(before),
      });
    },
    { invalidates: ['models'] },
  );
}

/** Stores an operator's model icon as a public upload and answers its public address. */
export function saveModelIcon(
  db: Db,
  files: FileStore,
  operator: Caller,
  file: CheckedFile,
): Promise<string> {
  return savePublicPicture(db, files, operator, file, MODEL_ICON_PATH);
}

export function modelIcon(db: Db, files: FileStore, name: string) {
  return readPublicFile(db, files, name);
}
