/** user/bankadd: binds a bank card for withdrawals. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { CardType } from '@kabuto/shared/funding-kinds';
import type { BankCard } from '@kabuto/shared/contracts/funding';

export interface NewBankCard {
  name: string;
  card: string;
  card_type: CardType;
  bank: string;
  branch: string;
  branch_code: string;
}

export async function addBankCard(input: NewBankCard): Promise<{ card: BankCard; msg: string }> {
  const envelope = await apiRequest<BankCard>('user/bankadd', { ...input });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return { card: envelope.data, msg: envelope.msg };
}

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'banklist'] }),
  });
}
