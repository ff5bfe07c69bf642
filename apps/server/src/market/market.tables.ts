import type { Generated } from 'kysely';

export interface MarketIndustryTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
  createTime: string;
}

export interface MarketAppTable {
  id: Generated<number>;
  name: string;
  industryId: number;
  detailsRemake: string;
  details: string;
  logo: string;
  state: number;
  charged: number;
  isTrial: Generated<number>;
  trialTime: number | null;
  exploitTenantId: number | null;
  installNum: Generated<number>;
  contactPerson: Generated<string>;
  createTime: string;
  modifyTime: string;
}

export interface MarketPricePlanTable {
  id: Generated<number>;
  appId: number;
  duration: number;
  timeUnit: string;
  originalPriceFen: number;
  currentPriceFen: number;
}

export interface MarketAssociationTable {
  appId: number;
  associatedAppId: number;
}

/** The app market: industries, apps, price plans, associations. Columns and timestamps as db/schema.ts says. */
export interface MarketTables {
  marketIndustry: MarketIndustryTable;
  marketApp: MarketAppTable;
  marketPricePlan: MarketPricePlanTable;
  marketAssociation: MarketAssociationTable;
}
