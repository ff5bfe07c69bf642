import type { MapMarker } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/request';

/** Silent: the page shows a failed load itself. */
export async function fetchMarkers(): Promise<MapMarker[]> {
  return (await request.get<MapMarker[]>('/api/portalWeb/map/markers', undefined, { silent: true })).data;
}

export function useMarkers() {
  return useQuery({ queryKey: ['map-markers'], queryFn: fetchMarkers, staleTime: 5 * 60_000 });
}
