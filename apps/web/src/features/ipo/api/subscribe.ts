/** trade/newstockbuy: subscribes to an offering for a number of lots, once per offering. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { refreshIpo } from './refresh-ipo';

export interface SubscribeInput {
  id: number;
  /** Lots. */
  num: string;
}

export function subscribe(input: SubscribeInput) {
  return apiData<{ id: number }>('trade/newstockbuy', { ...input });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: subscribe, onSuccess: () => refreshIpo(queryClient) });
}
