/** trade/setexit: a held position's stop-loss and take-profit (empty clears one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionDetail } from '@kabuto/shared/contracts/trading';
import { ApiError, apiRequest } from '@/lib/api-client';

export interface ExitInput {
  id: number;
  stop_loss: string;
  take_profit: string;
}

export async function setExit(input: ExitInput): Promise<PositionDetail> {
  const envelope = await apiRequest<PositionDetail>('trade/setexit', {
    id: String(input.id),
    stop_loss: input.stop_loss.trim(),
    take_profit: input.take_profit.trim(),
  });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.data;
}

export function useSetExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['positions'] }),
  });
}
