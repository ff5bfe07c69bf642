import { request } from '../../shared/api/request';

/**
 * The forgot-password calls (spec 000 §7). All are silent: the page shows their errors
 * itself, on the field they concern where there is one.
 */

/** `ticket`: a passed drag slider's, once the server has asked for it. */
export function sendForgetCode(phone: string, ticket?: string) {
  return request.get<null>(
    `/api/tenant/tenantUser/getRetrievePassword/${encodeURIComponent(phone)}`,
    ticket ? { ticket } : undefined,
    { silent: true },
  );
}

/** The code in the body, not the address (DESIGN.md); answers the single-use reset id. */
export function checkForgetCode(phone: string, code: string) {
  return request.post<{ id: string }>('/api/tenant/tenantUser/checkCode', { phone, code }, { silent: true });
}

/** Both passwords travel as md5 hashes (spec 000 §7). */
export function resetPassword(id: string, userPassword: string, validatePassword: string) {
  return request.post<null>(
    `/api/portalWeb/retrievePassword/${encodeURIComponent(id)}`,
    { userPassword, validatePassword },
    { silent: true },
  );
}
