/** trade/rnjyapply: applies for day trading; the amount is frozen until staff decide. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { IntradayApplication } from '@kabuto/shared/contracts/intraday';

export function applyIntraday(input: {
  type: MarketType;
  money: string;
}): Promise<IntradayApplication> {
  return apiData<IntradayApplication>('trade/rnjyapply', { ...input });
}

export function useApplyIntraday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyIntraday,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['trade'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}
