/** user/recharge: a quick recharge through a payment channel (`sim` confirms at once). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { RechargeRecord } from '@kabuto/shared/contracts/funding';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

/** The simulation channel: confirms at once with simulated money. */
export const SIMULATION_CHANNEL = 'sim';

export type QuickRechargeInput = FormOf<
  (typeof fundingContracts)['user/recharge'],
  'type' | 'money' | 'nonce'
>;

export function quickRecharge(input: QuickRechargeInput): Promise<RechargeRecord> {
  return apiData<RechargeRecord>('user/recharge', { ...input, channel: SIMULATION_CHANNEL });
}

export function useQuickRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickRecharge,
    // Cash, wallets and records all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
