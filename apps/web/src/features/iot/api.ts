import { type AppCard, MACHINE_PAGE_APP_NAMES, MARKET_PATHS } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/request';

/** The apps the /machine page shows, by name (002 §7.2: names '冷机物联网,冷柜物联网'). Silent: the page says it. */
export async function fetchMachineApps(): Promise<AppCard[]> {
  const answer = await request.get<AppCard[]>(
    MARKET_PATHS.marketListByNames,
    { names: MACHINE_PAGE_APP_NAMES.join(',') },
    { silent: true },
  );
  return answer.data;
}

export function useMachineApps() {
  return useQuery({ queryKey: ['machine-apps'], queryFn: fetchMachineApps, staleTime: 5 * 60_000 });
}
