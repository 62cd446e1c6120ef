/** user/repay: repays part or all of a loan from cash, never more than is owed. */
import type { RepaymentResult } from '@kabuto/shared/contracts/loans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { refreshCredit } from './refresh-credit';
import type { FormOf } from '@kabuto/shared/contract';
import type { loanContracts } from '@kabuto/shared/contracts/loans';

export type Repayment = FormOf<(typeof loanContracts)['user/repay'], 'id' | 'money'>;

export function repayLoan(input: Repayment): Promise<RepaymentResult> {
  return apiData<RepaymentResult>('user/repay', { ...input });
}

export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: repayLoan, onSuccess: () => refreshCredit(queryClient) });
}
