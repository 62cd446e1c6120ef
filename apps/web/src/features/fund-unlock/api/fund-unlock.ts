/** user/unlock, user/lock, user/unlockstatus: the session's fund-password unlock. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundUnlock } from '@kabuto/shared/contracts/customers';
import { apiData, apiRequest } from '@/lib/api-client';
import { configValue, useSiteConfig } from '@/lib/site-config';

export const UNLOCK_STATUS_KEY = ['user', 'unlockstatus'] as const;

export const unlockStatusQueryOptions = () =>
  queryOptions({
    queryKey: UNLOCK_STATUS_KEY,
    queryFn: () => apiData<FundUnlock>('user/unlockstatus'),
    // The unlock runs out on its own: look again now and then while it is shown.
    refetchInterval: 30_000,
  });

export function useUnlockStatus() {
  return useQuery(unlockStatusQueryOptions());
}

/** Minutes an unlock lasts (setting fund_unlock_minutes, public), 15 until it is known. */
export function useUnlockMinutes(): number {
  const config = useSiteConfig();
  return Number(configValue(config.data, 'fund_unlock_minutes')) || 15;
}

/** Enters the fund password; a wrong one is told (toast) and leaves the session locked. */
export function useUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fundPassword: string) => {
      const envelope = await apiRequest<FundUnlock>('user/unlock', {
        fund_password: fundPassword,
      });
      return envelope.status === 1 ? envelope.data : null;
    },
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(UNLOCK_STATUS_KEY, data);
    },
  });
}

export function useLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiData<FundUnlock>('user/lock'),
    onSuccess: (data) => queryClient.setQueryData(UNLOCK_STATUS_KEY, data),
  });
}
