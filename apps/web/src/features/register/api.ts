import type { RegisterRequest } from '@portal/shared';
import { request } from '../../shared/api/request';

/**
 * The registration calls (spec 000 §7). All are silent: the page shows their errors
 * itself, on the field they concern where there is one.
 */

/** `ticket`: a passed drag slider's, once the server has asked for it. */
export function sendRegisterCode(phone: string, ticket?: string) {
  return request.get<null>(
    `/api/tenant/tenantUser/getCerificationCode/${encodeURIComponent(phone)}`,
    ticket ? { ticket } : undefined,
    { silent: true },
  );
}

/** Resolves when the account is free; rejects with 用户名重复… when it is taken. */
export function checkAccount(account: string) {
  return request.get<{ exists: false }>(
    `/api/tenant/tenantUser/checkAccount/${encodeURIComponent(account)}`,
    undefined,
    { silent: true },
  );
}

export function createAccount(form: RegisterRequest) {
  return request.post<{ account: string }>('/api/tenant/tenantUser/create', form, { silent: true });
}
