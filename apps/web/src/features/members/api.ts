import type { PlatformMember } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/request';

/** Silent: the page shows a failed load itself. */
export async function fetchMembers(): Promise<PlatformMember[]> {
  return (await request.get<PlatformMember[]>('/api/portalWeb/member/list', undefined, { silent: true }))
    .data;
}

export function useMembers() {
  return useQuery({ queryKey: ['platform-members'], queryFn: fetchMembers, staleTime: 5 * 60_000 });
}
