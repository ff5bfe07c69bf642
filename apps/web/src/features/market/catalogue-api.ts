import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

/**
 * Every market query key starts with MARKET_KEY, so a subscription or an order refreshes all of
 * them at once (api.ts). The reads of /Microservice and /Mechanism go by their addresses alone,
 * so those first screens load no schemas (the app market's: app-market-api.ts).
 */
export const MARKET_KEY = 'market';

// A failed load is only logged (spec 000 §7): pages show their own error state instead of a toast.
export const quiet = { silent: true } as const;

export function useMicroGroups() {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro-groups'],
    queryFn: () => call(firstScreenAddresses.microGroups, { body: {} }, quiet),
  });
}

/** Published models grouped by sort, newest 6 of each (spec 000 §2.8: page size 6, sort desc). */
export function useModelGroups() {
  return useQuery({
    queryKey: [MARKET_KEY, 'model-groups'],
    queryFn: () => call(firstScreenAddresses.modelGroups, {}, quiet),
  });
}
