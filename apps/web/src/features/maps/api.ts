import { type MapMarker, siteApi } from '@portal/shared/site';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

/** Silent: the page shows a failed load itself. */
export async function fetchMarkers(): Promise<MapMarker[]> {
  return call(siteApi.markers, {}, { silent: true });
}

export function useMarkers() {
  return useQuery({ queryKey: ['map-markers'], queryFn: fetchMarkers, staleTime: 5 * 60_000 });
}
