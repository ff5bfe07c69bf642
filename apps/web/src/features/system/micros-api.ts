import { type MicroForm, microAdminApi } from '@portal/shared/micro-admin';
import { call, callForEnvelope } from '../../shared/api/call';

/** The console's 微服务管理 calls (operators only; the server checks every one). The list is a ContractTable on `microAdminApi.list`. */

export const microAdminKeys = {
  all: ['micro-admin'] as const,
  options: ['micro-admin', 'options'] as const,
  detail: (id: number) => ['micro-admin', 'detail', id] as const,
};

export function fetchMicroOptions() {
  return call(microAdminApi.options, {}, { silent: true });
}

export function fetchManagedMicro(id: number) {
  return call(microAdminApi.detail, { params: { id } }, { silent: true });
}

export function saveMicro(body: MicroForm, id: number | null) {
  return id === null
    ? callForEnvelope(microAdminApi.create, { body })
    : callForEnvelope(microAdminApi.update, { params: { id }, body });
}

export function removeMicro(id: number) {
  return callForEnvelope(microAdminApi.remove, { params: { id }, body: {} });
}
