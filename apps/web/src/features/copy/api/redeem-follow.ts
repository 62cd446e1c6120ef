/** trade/productredeem: redeems a follow's units at today's NAV, once its lock-up is over. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { refreshCopy } from './refresh-copy';
import type { RedeemResult } from '@kabuto/shared/contracts/copy';

export function redeemFollow(id: number): Promise<RedeemResult> {
  return apiData<RedeemResult>('trade/productredeem', { id });
}

export function useRedeemFollow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeemFollow, onSuccess: () => refreshCopy(queryClient) });
}
