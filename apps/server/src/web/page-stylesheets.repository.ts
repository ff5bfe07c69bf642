import type { Db } from '../db/database.ts';

/** Records a stylesheet, or that it is still in use (its `usedAt`). */
export async function upsertPageStylesheet(db: Db, hash: string, css: string, usedAt: string): Promise<void> {
  await db
    .insertInto('pageStylesheet')
    .values({ hash, css, usedAt })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ usedAt }))
    .execute();
}

export async function findPageStylesheet(db: Db, hash: string): Promise<string | undefined> {
  const row = await db.selectFrom('pageStylesheet').select('css').where('hash', '=', hash).executeTakeFirst();
  return row?.css;
}

/** Removes the stylesheets last used before `before`; how many. */
export async function deletePageStylesheetsUsedBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('pageStylesheet').where('usedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
