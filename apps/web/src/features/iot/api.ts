import { MACHINE_PAGE_APP_NAMES } from '@portal/shared/constants';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

/** The apps the /machine page shows, by name (002 §7.2: names '冷机物联网,冷柜物联网'). Silent: the page says it. */
export function fetchMachineApps() {
  return call(
    firstScreenAddresses.appsByName,
    { query: { names: MACHINE_PAGE_APP_NAMES.join(',') } },
    { silent: true },
  );
}

export function useMachineApps() {
  return useQuery({ queryKey: ['machine-apps'], queryFn: fetchMachineApps, staleTime: 5 * 60_000 });
}
