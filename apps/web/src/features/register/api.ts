import { accountsApi, type RegisterRequest } from '@portal/shared/accounts';
import { callForEnvelope } from '../../shared/api/call';

/**
 * The registration calls (spec 000 §7). All are silent: the page shows their errors
 * itself, on the field they concern where there is one.
 */

/** `ticket`: a passed drag slider's, once the server has asked for it. */
export function sendRegisterCode(phone: string, ticket?: string) {
  return callForEnvelope(
    accountsApi.registerCode,
    { params: { phone }, query: ticket ? { ticket } : (undefined as never) },
    { silent: true },
  );
}

/** Resolves when the account is free; rejects with 用户名重复… when it is taken. */
export function checkAccount(account: string) {
  return callForEnvelope(accountsApi.checkAccount, { params: { account } }, { silent: true });
}

export function createAccount(form: RegisterRequest) {
  return callForEnvelope(accountsApi.register, { body: form }, { silent: true });
}
