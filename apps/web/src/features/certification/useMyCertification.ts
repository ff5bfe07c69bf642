import type { Certification } from '@portal/shared/certification';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storage } from '../../shared/api/storage';
import { storeRegistrationStatus } from '../../shared/session/session-store';
import { useSession } from '../../shared/session/useSession';
import { certificationKeys, fetchMyCertification, fetchTenantUser } from './api';

/**
 * The signed-in user's certification. A user without one of their own (spec 001 §2.6: the
 * tenant user is not found) is sent home. The stored session follows the status the server
 * reports, so an approval opens the rest of the portal at once.
 */
export function useMyCertification(): { certification: Certification | undefined; loading: boolean } {
  const { user } = useSession();
  const navigate = useNavigate();
  const userId = user?.userId ?? 0;
  const query = useQuery({
    queryKey: certificationKeys.mine(userId),
    queryFn: async () => {
      await fetchTenantUser(userId);
      return fetchMyCertification(userId);
    },
    enabled: userId > 0,
    retry: false,
  });

  useEffect(() => {
    if (query.isError) void navigate('/', { replace: true });
  }, [query.isError, navigate]);

  const status = query.data?.status;
  useEffect(() => {
    if (status !== undefined) storeRegistrationStatus(storage, status);
  }, [status]);

  return { certification: query.data, loading: query.isPending };
}
