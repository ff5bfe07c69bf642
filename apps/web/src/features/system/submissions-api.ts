import { submissionAdminApi } from '@portal/shared/community';
import { call, callForEnvelope, download } from '../../shared/api/call';

/** The console's 开发者提交 calls (operators only; the server checks every one). */

export const submissionKeys = {
  all: ['submissions'] as const,
  detail: (id: number) => ['submissions', 'detail', id] as const,
};

export function fetchSubmission(id: number) {
  return call(submissionAdminApi.detail, { params: { id } }, { silent: true });
}

export function approveSubmission(id: number) {
  return callForEnvelope(submissionAdminApi.approve, { params: { id }, body: {} });
}

export function rejectSubmission(id: number, reason: string) {
  return callForEnvelope(submissionAdminApi.reject, { params: { id }, body: { reason } });
}

/** The submission's package, fetched with the operator's session. */
export function fetchPackage(id: number): Promise<Blob> {
  return download(submissionAdminApi.package, { params: { id } });
}

/** Saves a fetched file under its name, as a link's download would. */
export function saveFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
