import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { insertOutboxMessage } from './sms.repository.ts';

export type SmsPurpose = 'register' | 'forget' | 'certification' | 'supply' | 'reminder';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  content: string;
}

/** Sends text messages. A real gateway plugs in here; the default keeps an outbox. */
export interface SmsProvider {
  send(db: Db, message: SmsMessage): Promise<void>;
}

/** Keeps every message in the database, readable at /api/dev/sms-outbox outside production. */
export const outboxSmsProvider: SmsProvider = {
  async send(db, message) {
    await insertOutboxMessage(db, { ...message, createTime: nowIso() });
  },
};
