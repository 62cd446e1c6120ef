/** trade/dzbuy: buys part of a block; its cost is frozen until the block is allocated. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';

export interface BlockPurchase {
  id: number;
  /** Lots (shares). */
  num: string;
  /** The offer's access key, when it has one. */
  key: string;
  fund_password: string;
  /** Idempotency key: a retried purchase is the same purchase. */
  nonce: string;
}

export function buyBlock(input: BlockPurchase): Promise<BlockPurchaseResult> {
  return apiData<BlockPurchaseResult>('trade/dzbuy', { ...input });
}

export function useBuyBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyBlock,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['trade'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}
