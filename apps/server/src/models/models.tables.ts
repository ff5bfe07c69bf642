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

export interface ModelRunTable {
  id: Generated<number>;
  userId: number;
  modelId: number;
  kind: 'manual' | 'iot' | 'sweep';
  /** JSON of the values by parameter name. */
  params: string;
  summary: string;
  /** JSON of the whole result; null for a sweep. */
  result: string | null;
  /** JSON of a sweep's parameter, range and steps; null for other runs. */
  sweep: string | null;
  createTime: string;
}

export interface ModelBatchTable {
  id: Generated<number>;
  userId: number;
  modelId: number;
  state: 'running' | 'done' | 'failed';
  done: Generated<number>;
  total: number;
  message: Generated<string>;
  /** JSON: the template's columns ({ header, name }[]) and rows (values by name). */
  columns: string;
  rows: string;
  /** JSON of the results once run. */
  results: string | null;
  leaseUntil: string;
  createTime: string;
}

export interface IotReadingTable {
  id: Generated<number>;
  machineNo: string;
  terminalNo: string;
  readTime: string;
  insideTemp: number | null;
  insideHumidity: number | null;
  outsideTemp: number | null;
}

/** Mechanism models, their sorts, runs and batches, and the demo cold room's readings. */
export interface ModelsTables {
  modelSort: ModelSortTable;
  mechanismModel: MechanismModelTable;
  modelRun: ModelRunTable;
  modelBatch: ModelBatchTable;
  iotReading: IotReadingTable;
}
