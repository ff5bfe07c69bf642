export interface SystemMetaTable {
  key: string;
  value: string;
}

export interface SystemConfigTable {
  key: string;
  value: string;
}

/** The platform's own settings and markers. Columns and timestamps as db/schema.ts says. */
export interface SystemTables {
  systemMeta: SystemMetaTable;
  systemConfig: SystemConfigTable;
}
