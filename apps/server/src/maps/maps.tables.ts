import type { Generated } from 'kysely';

export interface MapMarkerTable {
  id: Generated<number>;
  title: string;
  lng: number;
  lat: number;
  address: string;
  width: number;
  height: number;
  message: string;
  sort: Generated<number>;
  createTime: string;
}

/** The customer map's markers. Columns and timestamps as db/schema.ts says. */
export interface MapsTables {
  mapMarker: MapMarkerTable;
}
