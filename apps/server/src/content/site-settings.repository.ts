import type { Db } from '../db/database.ts';

/** A setting of the platform kept as text in `systemConfig` (the privacy agreement, the second-domain addresses). */
export async function findSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('systemConfig').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('systemConfig')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('systemConfig').where('key', '=', key).execute();
}
