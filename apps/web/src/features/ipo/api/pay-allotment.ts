/** trade/newstockpay: pays for a won pay-after-win allotment before its deadline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { refreshIpo } from './refresh-ipo';

export function payAllotment(id: number) {
  return apiData<{ id: number }>('trade/newstockpay', { id });
}

export function usePayAllotment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payAllotment, onSuccess: () => refreshIpo(queryClient) });
}
