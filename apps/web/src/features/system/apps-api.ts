import {
  type AppForm,
  appAdminApi,
  type IndustryForm,
  industryAdminApi,
  type ModelSortCreate,
  type ModelSortUpdate,
  modelSortAdminApi,
} from '@portal/shared/app-admin';
import { call, callForEnvelope, upload } from '../../shared/api/call';

/** The console's 应用管理 calls (operators only; the server checks every one). The list is a ContractTable on `appAdminApi.list`. */

export const appAdminKeys = {
  all: ['app-admin'] as const,
  options: ['app-admin', 'options'] as const,
  detail: (id: number) => ['app-admin', 'detail', id] as const,
};

export function fetchAppOptions() {
  return call(appAdminApi.options, {}, { silent: true });
}

export function fetchManagedApp(id: number) {
  return call(appAdminApi.detail, { params: { id } }, { silent: true });
}

export function createApp(body: AppForm) {
  return callForEnvelope(appAdminApi.create, { body });
}

export function updateApp(id: number, body: AppForm) {
  return callForEnvelope(appAdminApi.update, { params: { id }, body });
}

export function removeApp(id: number) {
  return callForEnvelope(appAdminApi.remove, { params: { id }, body: {} });
}

/** Uploads an app logo; resolves to its public address. */
export function uploadAppLogo(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(appAdminApi.uploadLogo, file, {}, { onProgress });
}

// ---------- 行业分类 ----------

export function createIndustry(body: IndustryForm) {
  return callForEnvelope(industryAdminApi.create, { body });
}

export function updateIndustry(id: number, body: IndustryForm) {
  return callForEnvelope(industryAdminApi.update, { params: { id }, body });
}

export function removeIndustry(id: number) {
  return callForEnvelope(industryAdminApi.remove, { params: { id }, body: {} });
}

// ---------- 模型分类 ----------

export function createModelSort(body: ModelSortCreate) {
  return callForEnvelope(modelSortAdminApi.create, { body });
}

export function updateModelSort(code: string, body: ModelSortUpdate) {
  return callForEnvelope(modelSortAdminApi.update, { params: { code }, body });
}

export function removeModelSort(code: string) {
  return callForEnvelope(modelSortAdminApi.remove, { params: { code }, body: {} });
}
