import { modelSortAdminApi } from '@portal/shared/app-admin';
import { type ModelForm, modelAdminApi } from '@portal/shared/model-admin';
import { call, callForEnvelope, upload } from '../../shared/api/call';

/** The console's 机理模型管理 calls (operators only; the server checks every one). The list is a ContractTable on `modelAdminApi.list`. */

export const modelAdminKeys = {
  all: ['model-admin'] as const,
  sorts: ['model-admin', 'sorts'] as const,
  detail: (id: number) => ['model-admin', 'detail', id] as const,
};

/** Every model sort (the form's and the filter's options), in their order. */
export async function fetchModelSorts() {
  const page = await call(modelSortAdminApi.list, { query: { pageSize: 100 } }, { silent: true });
  return page.list;
}

export function fetchManagedModel(id: number) {
  return call(modelAdminApi.detail, { params: { id } }, { silent: true });
}

export function saveModel(body: ModelForm, id: number | null) {
  return id === null
    ? callForEnvelope(modelAdminApi.create, { body })
    : callForEnvelope(modelAdminApi.update, { params: { id }, body });
}

export function removeModel(id: number) {
  return callForEnvelope(modelAdminApi.remove, { params: { id }, body: {} });
}

/** Uploads a model icon; resolves to its public address. */
export function uploadModelIcon(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(modelAdminApi.uploadIcon, file, {}, { onProgress });
}
