/** trade/dzbuy: buys part of a block; its cost is frozen until the block is allocated. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import type { FormOf } from '@kabuto/shared/contract';
import type { blockContracts } from '@kabuto/shared/contracts/blocks';

/** `num` in lots (shares); `key` when the offer has one; `nonce`: a retried purchase is the same purchase. */
export type BlockPurchase = FormOf<
  (typeof blockContracts)['trade/dzbuy'],
  'id' | 'num' | 'key' | 'fund_password' | 'nonce'
>;

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
