import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CaptchaChallengeTable } from './captcha.tables.ts';

export type ChallengeRow = Selectable<CaptchaChallengeTable>;

export async function insertChallenge(db: Db, row: ChallengeRow): Promise<void> {
  await db.insertInto('captchaChallenge').values(row).execute();
}

export function findChallenge(
  db: Db,
  id: string,
  kind: ChallengeRow['kind'],
): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('captchaChallenge')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Marks a challenge used; false when another request used it first (the loser of a race). */
export async function markUsed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('captchaChallenge')
    .set({ usedTime: now })
    .where('id', '=', id)
    .where('usedTime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a passed slider and starts its ticket's own short life; false if it was not open. */
export async function markPassed(
  db: Db,
  id: string,
  now: string,
  ticketExpireTime: string,
): Promise<boolean> {
  const result = await db
    .updateTable('captchaChallenge')
    .set({ passTime: now, expireTime: ticketExpireTime })
    .where('id', '=', id)
    .where('passTime', 'is', null)
    .where('usedTime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Challenges expired before `before` are of no use, not even for saying "expired". */
export async function deleteExpiredBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('captchaChallenge').where('expireTime', '<', before).execute();
}
