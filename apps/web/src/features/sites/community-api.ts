import { communityApi, type MicroSubmissionForm, type ModelSubmissionForm } from '@portal/shared/community';
import { call, callForEnvelope, upload } from '../../shared/api/call';

/** The developer community's calls (developers only; each reads and writes only their own). */

export const communityKeys = {
  overview: ['community', 'overview'] as const,
  industries: ['community', 'industries'] as const,
  modelSorts: ['community', 'model-sorts'] as const,
  submission: (id: number) => ['community', 'submission', id] as const,
};

export function fetchOverview() {
  return call(communityApi.overview, {}, { silent: true });
}

export function fetchIndustries() {
  return call(communityApi.industries, {}, { silent: true });
}

export function fetchSubmission(id: number) {
  return call(communityApi.detail, { params: { id } }, { silent: true });
}

export function submitMicro(body: MicroSubmissionForm, id: number | null) {
  return id === null
    ? callForEnvelope(communityApi.createMicro, { body })
    : callForEnvelope(communityApi.updateMicro, { params: { id }, body });
}

export function uploadPackage(id: number, file: File, onProgress: (percent: number) => void) {
  return upload(communityApi.uploadPackage, file, { params: { x: id } }, { onProgress });
}

export function submitModel(body: ModelSubmissionForm, id: number | null) {
  return id === null
    ? callForEnvelope(communityApi.createModel, { body })
    : callForEnvelope(communityApi.updateModel, { params: { id }, body });
}

/** The model sorts a submitted model may be filed under (the public list). */
export function fetchModelSorts() {
  return call(communityApi.modelSorts, {}, { silent: true });
}
