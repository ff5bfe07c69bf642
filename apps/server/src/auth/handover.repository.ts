import type { Db } from '../db/database.ts';

/** A setting of the platform kept as JSON text (the second-domain addresses). */
export async function findSystemConfig(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('systemConfig').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function insertHandoverCode(
  db: Db,
  code: { codeHash: string; userId: number; expireTime: string },
): Promise<void> {
  await db
    .insertInto('handoverCode')
    .values({ ...code, usedTime: null })
    .execute();
}

/** Uses the unexpired code up; answers its account, or undefined when unknown, used or expired. */
export async function useHandoverCode(db: Db, codeHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('handoverCode')
    .set({ usedTime: now })
    .where('codeHash', '=', codeHash)
    .where('usedTime', 'is', null)
    .where('expireTime', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}
