import type { Generated } from 'kysely';

export interface MicroserviceTable {
  id: Generated<number>;
  name: string;
  industryId: number;
  type: number;
  state: number;
  charged: Generated<number>;
  icon: string;
  contentRemake: string;
  detailsRemake: string;
  content: string;
  contactPerson: Generated<string>;
  uploadCount: Generated<number>;
  method: string;
  protocol: string;
  prefix: string;
  uri: string;
  domain: string;
  createTime: string;
  modifyTime: string;
}

export interface RequestFieldTable {
  id: Generated<number>;
  ownerKind: 'micro' | 'model';
  ownerId: number;
  requestName: string;
  requestDescribes: string;
  requestDefaultValue: Generated<string>;
  requestType: number;
  requestLocation: number;
  requiredFlag: Generated<number>;
  unit: Generated<string>;
  sort: Generated<number>;
}

/** One trial call of a microservice by a user (the run history; the last 20 are kept). */
export interface MicroCallTable {
  id: Generated<number>;
  userId: number;
  microId: number;
  /** JSON: the values by parameter name. */
  inputs: string;
  status: number;
  durationMs: number;
  summary: string;
  createTime: string;
}

/** Microservices and the request fields of microservices and models. Columns and timestamps as db/schema.ts says. */
export interface MicroTables {
  microservice: MicroserviceTable;
  requestField: RequestFieldTable;
  microCall: MicroCallTable;
}
