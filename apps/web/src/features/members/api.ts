import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import type { PlatformMember } from '@portal/shared/site';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

/** Silent: the page shows a failed load itself. */
export async function fetchMembers(): Promise<PlatformMember[]> {
  return call(firstScreenAddresses.members, {}, { silent: true });
}

export function useMembers() {
  return useQuery({ queryKey: ['platform-members'], queryFn: fetchMembers, staleTime: 5 * 60_000 });
}
