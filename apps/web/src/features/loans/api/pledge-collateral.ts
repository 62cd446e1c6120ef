/**
 * user/credittopup pledges cash (a positive whole amount) as collateral, raising the loanable
 * amount; user/creditrelease gives it back when nothing is owed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import { refreshCredit } from './refresh-credit';

export function creditTopUp(input: { type: MarketType; money: string }) {
  return apiData<{ collateral: string }>('user/credittopup', { ...input });
}

export function releaseCollateral(type: MarketType) {
  return apiData<{ released: string }>('user/creditrelease', { type });
}

export function useCreditTopUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: creditTopUp, onSuccess: () => refreshCredit(queryClient) });
}

export function useReleaseCollateral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseCollateral,
    onSuccess: () => refreshCredit(queryClient),
  });
}
