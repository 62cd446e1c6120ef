/** user/bankadd: binds a bank card for withdrawals. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { CardType } from '@kabuto/shared/funding-kinds';
import type { BankCard } from '@kabuto/shared/contracts/funding';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

export type NewBankCard = FormOf<
  (typeof fundingContracts)['user/bankadd'],
  'name' | 'card' | 'bank' | 'branch' | 'branch_code'
> & { card_type: CardType };

export async function addBankCard(input: NewBankCard): Promise<{ card: BankCard; msg: string }> {
  const envelope = await apiRequest<BankCard>('user/bankadd', { ...input });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return { card: envelope.data, msg: envelope.msg };
}

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    // The withdrawal checklist asks whether a card is bound: it is asked again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user', 'banklist'] }),
        queryClient.invalidateQueries({ queryKey: ['user', 'withdrawcheck'] }),
      ]),
  });
}
