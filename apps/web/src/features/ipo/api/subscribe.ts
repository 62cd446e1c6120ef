/** trade/newstockbuy: subscribes to an offering for a number of lots, once per offering. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { refreshIpo } from './refresh-ipo';
import type { FormOf } from '@kabuto/shared/contract';
import type { ipoContracts } from '@kabuto/shared/contracts/ipo';

/** `num` in lots. */
export type SubscribeInput = FormOf<(typeof ipoContracts)['trade/newstockbuy'], 'id' | 'num'>;

export function subscribe(input: SubscribeInput) {
  return apiData<{ id: number }>('trade/newstockbuy', { ...input });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: subscribe, onSuccess: () => refreshIpo(queryClient) });
}
