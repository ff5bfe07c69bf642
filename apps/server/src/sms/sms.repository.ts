import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SmsCodeTable, SmsOutboxTable } from './sms.tables.ts';

/** When the phone was last sent a code, whatever the purpose. */
export async function findLatestCodeTime(db: Db, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('smsCode')
    .select('createTime')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.createTime;
}

/** Codes sent to the phone after the given time. */
export async function countCodesSince(db: Db, phone: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('smsCode')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('phone', '=', phone)
    .where('createTime', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCode(db: Db, code: Insertable<SmsCodeTable>): Promise<void> {
  await db.insertInto('smsCode').values(code).execute();
}

/** The newest code sent to the phone for the purpose. */
export function findLatestCode(db: Db, phone: string, purpose: string) {
  return db
    .selectFrom('smsCode')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function setFailedTries(db: Db, codeId: number, failedTries: number): Promise<void> {
  await db.updateTable('smsCode').set({ failedTries }).where('id', '=', codeId).execute();
}

/** Marks the code used unless it already is; true when this call used it. */
export async function markCodeUsed(db: Db, codeId: number, usedTime: string): Promise<boolean> {
  const used = await db
    .updateTable('smsCode')
    .set({ usedTime })
    .where('id', '=', codeId)
    .where('usedTime', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function insertOutboxMessage(db: Db, message: Insertable<SmsOutboxTable>): Promise<void> {
  await db.insertInto('smsOutbox').values(message).execute();
}

/** The newest messages "sent" to the phone, for the outbox route outside production. */
export function listOutbox(db: Db, phone: string, limit: number) {
  return db
    .selectFrom('smsOutbox')
    .select(['phone', 'code', 'purpose', 'content', 'createTime'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
