import type { DataSourceType, PublishStatus } from '@portal/shared/datasource';
import type { Generated } from 'kysely';

export interface DataSourceTable {
  id: Generated<number>;
  tenantId: number;
  dbType: DataSourceType;
  dbHost: string;
  dbPort: number;
  dbUsername: string;
  /** The password sealed with the data-source key (`secret-box.ts`); never sent back. */
  dbPasswordSealed: string;
  dbName: string;
  dbSchema: string;
  isPublish: PublishStatus;
  createUserId: number | null;
  createTime: string;
  updateTime: string;
}

/** Data-source configurations (数据配置). Columns and timestamps as db/schema.ts says. */
export interface DataSourceTables {
  dataSource: DataSourceTable;
}
