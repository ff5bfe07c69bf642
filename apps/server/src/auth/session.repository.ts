import type { Db } from '../db/database.ts';

export function insertSession(
  db: Db,
  row: { tokenHash: string; userId: number; createTime: string; lastUsedTime: string; expireTime: string },
) {
  return db.insertInto('session').values(row).execute();
}

export function touchSession(db: Db, tokenHash: string, lastUsedTime: string, expireTime: string) {
  return db
    .updateTable('session')
    .set({ lastUsedTime, expireTime })
    .where('tokenHash', '=', tokenHash)
    .execute();
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('session').where('tokenHash', '=', tokenHash).execute();
}

export function deleteSessionsOfUser(db: Db, userId: number) {
  return db.deleteFrom('session').where('userId', '=', userId).execute();
}
