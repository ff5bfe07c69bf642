import type { Generated } from 'kysely';

export interface PlatformMemberTable {
  id: Generated<number>;
  name: string;
  logo: string;
  level: string;
  city: string;
  intro: string;
  sort: Generated<number>;
  createTime: string;
}

/** Platform members. Columns and timestamps as db/schema.ts says. */
export interface MembersTables {
  platformMember: PlatformMemberTable;
}
