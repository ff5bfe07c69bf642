import type { Generated } from 'kysely';

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  codeHash: string;
  ip: string;
  failedTries: Generated<number>;
  createTime: string;
  expireTime: string;
  usedTime: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code: string;
  content: string;
  createTime: string;
}

/** SMS codes and the development outbox. Columns and timestamps as db/schema.ts says. */
export interface SmsTables {
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
}
