import { filesApi } from '@portal/shared/accounts';
import {
  type Certification,
  certificationApi,
  type DeveloperCertificationRequest,
  type TenantCertificationRequest,
} from '@portal/shared/certification';
import { call, callForEnvelope, upload } from '../../shared/api/call';
import { request } from '../../shared/api/request';

/** The certification calls of spec 001 §7.3 and 002 §7.4. */

export const certificationKeys = {
  mine: (userId: number) => ['certification', 'mine', userId] as const,
};

/** The tenant user (spec 001 §2.6: not found → back to the home page). */
export function fetchTenantUser(userId: number) {
  return call(certificationApi.tenantUser, { params: { id: userId } }, { silent: true });
}

export function fetchMyCertification(userId: number): Promise<Certification> {
  return call(certificationApi.mine, { params: { id: userId } }, { silent: true });
}

export function submitTenantCertification(form: TenantCertificationRequest) {
  return callForEnvelope(certificationApi.submitTenant, { body: form }, { silent: true });
}

export function submitDeveloperCertification(form: DeveloperCertificationRequest) {
  return callForEnvelope(certificationApi.submitDeveloper, { body: form }, { silent: true });
}

/** The server's ID check for the field's blur; resolves to the refusal's text, or null. */
export async function checkIdNumber(idCard: string): Promise<string | null> {
  try {
    await call(certificationApi.validateIdNumber, { body: { idCard } }, { silent: true });
    return null;
  } catch (error) {
    const msg = (error as { msg?: unknown } | null)?.msg;
    // Only the rule's verdict counts here; a network failure is not the user's mistake.
    return (error as { httpStatus?: number }).httpStatus === 400 && typeof msg === 'string' ? msg : null;
  }
}

/**
 * OCR of a photo: the answer is `label:number`, split on the colon (spec 001 §7.3); null when
 * nothing was read (the caller says 未识别到证件号).
 */
export async function recognise(kind: 'idNumber' | 'creditCode', file: File): Promise<string | null> {
  const endpoint = kind === 'idNumber' ? certificationApi.readIdNumber : certificationApi.readCreditCode;
  const data = await upload(endpoint, file, {}, { silent: true });
  const number = data.split(':')[1]?.trim();
  return number || null;
}

/** Uploads a document with progress; resolves to the stored path. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(filesApi.upload, file, {}, { onProgress });
}

/** A private document's bytes (the owner's or an operator's session): for previews. */
export function downloadDocument(path: string): Promise<Blob> {
  return request.download(path, undefined, { silent: true });
}
