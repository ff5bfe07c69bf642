import type { Generated } from 'kysely';

export interface MarketCartItemTable {
  id: Generated<number>;
  tenantId: number;
  marketId: number;
  userId: number;
  duration: number | null;
  createTime: string;
}

/** Tenants' carts. Columns and timestamps as db/schema.ts says. */
export interface CartTables {
  marketCartItem: MarketCartItemTable;
}
