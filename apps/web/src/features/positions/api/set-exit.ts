/** trade/setexit: a held position's stop-loss and take-profit (empty clears one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormOf } from '@kabuto/shared/contract';
import type { PositionDetail, tradingContracts } from '@kabuto/shared/contracts/trading';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The position (by id) and its two exit prices as typed: the contract's form fields. */
export type ExitInput = FormOf<
  (typeof tradingContracts)['trade/setexit'],
  'stop_loss' | 'take_profit'
> & { id: number };

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
