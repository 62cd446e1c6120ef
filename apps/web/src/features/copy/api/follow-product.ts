/** trade/productbuy: follows a product, buying units at today's NAV. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { refreshCopy } from './refresh-copy';
import type { FollowResult } from '@kabuto/shared/contracts/copy';

export function followProduct(input: { id: number; money: string }): Promise<FollowResult> {
  return apiData<FollowResult>('trade/productbuy', { ...input });
}

export function useFollowProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followProduct, onSuccess: () => refreshCopy(queryClient) });
}
