import type { Generated } from 'kysely';

export interface UsageLogTable {
  id: Generated<number>;
  meMiType: number;
  mid: number;
  name: string;
  status: string;
  message: string;
  type: string;
  userId: number;
  tenantId: number | null;
  createTime: string;
}

/** The log of trial calls and simulations. Columns and timestamps as db/schema.ts says. */
export interface UsageTables {
  usageLog: UsageLogTable;
}
