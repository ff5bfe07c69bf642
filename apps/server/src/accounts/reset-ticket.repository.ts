import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PasswordResetTicketTable } from './accounts.tables.ts';

export async function insertResetTicket(db: Db, ticket: Insertable<PasswordResetTicketTable>): Promise<void> {
  await db.insertInto('passwordResetTicket').values(ticket).execute();
}

/** Uses the unexpired ticket up; answers its account, or undefined when it is unknown, used or expired. */
export async function useResetTicket(db: Db, ticketHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('passwordResetTicket')
    .set({ usedTime: now })
    .where('ticketHash', '=', ticketHash)
    .where('usedTime', 'is', null)
    .where('expireTime', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}
