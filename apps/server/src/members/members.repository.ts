import type { PlatformMember } from '@portal/shared/site';
import type { Db } from '../db/database.ts';

/** The member list is short by nature (spec 000 §2.13: four companies); the cap is a guard. */
const MAX_MEMBERS = 200;

export function listMembers(db: Db): Promise<PlatformMember[]> {
  return db
    .selectFrom('platformMember')
    .select(['id', 'name', 'logo', 'level', 'city', 'intro'])
    .orderBy('sort')
    .orderBy('id')
    .limit(MAX_MEMBERS)
    .execute();
}
