/**
 * trade/lend lends shares of a held long position into the pool for the daily fee;
 * trade/recall takes them back at any time.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { ShareLoan } from '@kabuto/shared/contracts/lending';

export function lendShares(input: { id: number; num: string }): Promise<ShareLoan> {
  return apiData<ShareLoan>('trade/lend', { ...input });
}

export function recallShares(id: number): Promise<ShareLoan> {
  return apiData<ShareLoan>('trade/recall', { id });
}

function reload(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['trade', 'lendlist'] });
}

export function useLendShares() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: lendShares, onSuccess: () => reload(queryClient) });
}

export function useRecallShares() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recallShares, onSuccess: () => reload(queryClient) });
}
