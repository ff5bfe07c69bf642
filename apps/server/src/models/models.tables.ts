import type { Generated } from 'kysely';

export interface ModelSortTable {
  code: string;
  name: string;
  sort: Generated<number>;
}

export interface MechanismModelTable {
  id: Generated<number>;
  modelName: string;
  code: string;
  describes: string;
  iconAddr: string;
  modelSortCode: string;
  modelTypeName: string;
  professionSortName: string;
  principle: string;
  modelStatusCode: number;
  useCount: Generated<number>;
  method: string;
  protocol: string;
  prefix: string;
  uri: string;
  domain: string;
  isRequestData: Generated<number>;
  createTime: string;
  updateTime: string;
}

/** Mechanism models and their sorts. Columns and timestamps as db/schema.ts says. */
export interface ModelsTables {
  modelSort: ModelSortTable;
  mechanismModel: MechanismModelTable;
}
