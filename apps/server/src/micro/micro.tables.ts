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

/**
 * A developer's submission of a microservice or a mechanism model (issue 22 item 3): the row it
 * names stays unpublished (microservice state 0, model status 2) until an operator approves; a
 * microservice's package is a file of the data folder.
 */
export interface DeveloperSubmissionTable {
  id: Generated<number>;
  kind: 'micro' | 'model';
  /** Set for kind 'micro'. */
  microId: number | null;
  /** Set for kind 'model'. */
  modelId: number | null;
  userId: number;
  /** SUBMISSION_STATUSES: 0 waiting, 1 published, 2 rejected. */
  status: Generated<0 | 1 | 2>;
  rejectReason: Generated<string>;
  /** The stored file's name under `<dataDir>/uploads/packages`, empty when none. */
  packageFile: Generated<string>;
  /** The name the developer's file had (shown, never trusted). */
  packageName: Generated<string>;
  packageSize: Generated<number>;
  submitTime: string;
  reviewTime: string | null;
  reviewerId: number | null;
}

/** Microservices and the request fields of microservices and models. Columns and timestamps as db/schema.ts says. */
export interface MicroTables {
  microservice: MicroserviceTable;
  requestField: RequestFieldTable;
  microCall: MicroCallTable;
  developerSubmission: DeveloperSubmissionTable;
}
