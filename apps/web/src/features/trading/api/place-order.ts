/** trade/buy: places the order; the nonce makes a repeated confirmation a no-op. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { Envelope } from '@kabuto/shared/api';
import type { Order } from '@kabuto/shared/contracts/trading';
import type { OrderRequest } from '../types';

/** The placed order and the message key to show (purchase_success). */
export type PlaceOrderResult = Pick<Envelope<Order>, 'data' | 'msg'>;

export async function placeOrder(
  order: OrderRequest & { nonce: string },
): Promise<PlaceOrderResult> {
  const envelope = await apiRequest<Order>('trade/buy', { ...order });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return { data: envelope.data, msg: envelope.msg };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Cash, positions and orders all moved: every list that shows them reloads.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['trade'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['positions'] }),
      ]);
    },
  });
}
