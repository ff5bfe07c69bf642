import type { CreateOperatorRequest } from '@portal/shared/user-admin';
import { hashPassword } from '../../shared/session/password';

/** The 新增运营账号 form as typed (the password in plain text, only in the browser). */
export interface OperatorFormValues {
  account: string;
  realName: string;
  phone?: string | undefined;
  password: string;
  confirmPassword: string;
}

/** What is sent: trimmed fields, no empty phone, the password as its md5 as the login sends it. */
export function toCreateOperatorBody(values: OperatorFormValues): CreateOperatorRequest {
  const phone = values.phone?.trim();
  return {
    account: values.account.trim(),
    realName: values.realName.trim(),
    ...(phone ? { phone } : {}),
    password: hashPassword(values.password),
  };
}

/** The server's field names on the form (the same names, but for none). */
export const operatorFormField = (key: string): string | undefined =>
  ['account', 'realName', 'phone', 'password'].includes(key) ? key : undefined;
