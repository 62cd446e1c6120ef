/** trade/sell (close a position) and trade/cancel (cancel a pending order). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CloseResult, Order } from '@kabuto/shared/contracts/trading';
import { ApiError, apiRequest } from '@/lib/api-client';

export async function closePosition(id: number): Promise<{ result: CloseResult; msg: string }> {
  const envelope = await apiRequest<CloseResult>('trade/sell', { id });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return { result: envelope.data, msg: envelope.msg };
}

export async function cancelOrder(id: number): Promise<string> {
  const envelope = await apiRequest<Order>('trade/cancel', { id });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

/** Cash, positions and orders moved: every list that shows them reloads. */
async function reloadAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['positions'] }),
    queryClient.invalidateQueries({ queryKey: ['trade'] }),
    queryClient.invalidateQueries({ queryKey: ['user'] }),
  ]);
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closePosition, onSettled: () => reloadAccount(queryClient) });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => reloadAccount(queryClient) });
}
