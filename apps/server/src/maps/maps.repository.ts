import type { MapMarker } from '@portal/shared/site';
import type { Db } from '../db/database.ts';

/** A map holds few markers (spec 000 §2.13: six); the cap is a guard. */
const MAX_MARKERS = 500;

export function listMarkers(db: Db): Promise<MapMarker[]> {
  return db
    .selectFrom('mapMarker')
    .select(['id', 'title', 'lng', 'lat', 'address', 'width', 'height', 'message'])
    .orderBy('sort')
    .orderBy('id')
    .limit(MAX_MARKERS)
    .execute();
}
