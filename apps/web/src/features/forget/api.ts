import { accountsApi } from '@portal/shared/accounts';
import { callForEnvelope } from '../../shared/api/call';

/**
 * The forgot-password calls (spec 000 §7). All are silent: the page shows their errors
 * itself, on the field they concern where there is one.
 */

/** `ticket`: a passed drag slider's, once the server has asked for it (none: no query at all). */
export function sendForgetCode(phone: string, ticket?: string) {
  return callForEnvelope(
    accountsApi.forgetCode,
    { params: { phone }, query: ticket ? { ticket } : (undefined as never) },
    { silent: true },
  );
}

/** The code in the body, not the address (DESIGN.md); answers the single-use reset id. */
export function checkForgetCode(phone: string, code: string) {
  return callForEnvelope(accountsApi.checkCode, { body: { phone, code } }, { silent: true });
}

/** Both passwords travel as md5 hashes (spec 000 §7). */
export function resetPassword(id: string, userPassword: string, validatePassword: string) {
  return callForEnvelope(
    accountsApi.resetPassword,
    { params: { id }, body: { userPassword, validatePassword } },
    { silent: true },
  );
}
