/** user/deposit: a bank-transfer deposit with its screenshot, as a multipart form. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiUpload, ApiError } from '@/lib/api-client';
import type { RechargeRecord } from '@kabuto/shared/contracts/funding';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

/** The proof is a file here; the contract describes it as a binary multipart field. */
export type BankDepositInput = FormOf<
  (typeof fundingContracts)['user/deposit'],
  'money' | 'nonce'
> & {
  type: MarketType;
  proof: File;
};

export async function bankDeposit(input: BankDepositInput): Promise<RechargeRecord> {
  const form = new FormData();
  form.append('type', input.type);
  form.append('money', input.money);
  form.append('nonce', input.nonce);
  form.append('proof', input.proof, input.proof.name);
  const envelope = await apiUpload<RechargeRecord>('user/deposit', form);
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.data;
}

export function useBankDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bankDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'rechargelist'] }),
  });
}
