/**
 * Every table, typed once. Domains add their tables here as their migrations land.
 * Columns are camelCase in the database too, so nothing snake_case leaks into JSON.
 */
export interface SystemMetaTable {
  key: string;
  value: string;
}

export interface Database {
  systemMeta: SystemMetaTable;
}
