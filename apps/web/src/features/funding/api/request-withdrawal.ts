/** user/withdraw: requests a withdrawal; the amount is frozen until staff pay or return it. */
import type { WithdrawalReceipt } from '@kabuto/shared/contracts/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageParams } from '@kabuto/shared/catalogue';
import { apiRequest } from '@/lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

/** `bank_id` is the chosen card's id (the contract reads it as text: a missing card has its own message). */
export type WithdrawalInput = FormOf<
  (typeof fundingContracts)['user/withdraw'],
  'type' | 'money' | 'fund_password' | 'nonce'
> & { bank_id: number };

/** Refused: the catalogue key and its parameters, for the screen to explain. */
export class WithdrawalRefused extends Error {
  constructor(
    readonly msg: string,
    readonly params: MessageParams | undefined,
  ) {
    super(msg);
    this.name = 'WithdrawalRefused';
  }
}

/** Each refusal is left to the screen (quiet), which links the ones the customer can fix. */
export async function requestWithdrawal(input: WithdrawalInput): Promise<WithdrawalReceipt> {
  const envelope = await apiRequest<WithdrawalReceipt>(
    'user/withdraw',
    { ...input },
    { quiet: true },
  );
  if (envelope.status !== 1) throw new WithdrawalRefused(envelope.msg, envelope.params);
  return envelope.data;
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
