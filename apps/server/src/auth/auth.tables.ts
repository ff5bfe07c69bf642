export interface SessionTable {
  tokenHash: string;
  userId: number;
  createTime: string;
  lastUsedTime: string;
  expireTime: string;
}

export interface HandoverCodeTable {
  codeHash: string;
  userId: number;
  expireTime: string;
  usedTime: string | null;
}

/** Sessions and the single-use codes of the hand-over to other sites. Columns and timestamps as db/schema.ts says. */
export interface AuthTables {
  session: SessionTable;
  handoverCode: HandoverCodeTable;
}
