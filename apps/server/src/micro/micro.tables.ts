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

/** Microservices and the request fields of microservices and models. Columns and timestamps as db/schema.ts says. */
export interface MicroTables {
  microservice: MicroserviceTable;
  requestField: RequestFieldTable;
}
