/** user/loan: applies for a credit loan, which staff review before it is paid out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { Loan } from '@kabuto/shared/contracts/loans';
import { refreshCredit } from './refresh-credit';
import type { FormOf } from '@kabuto/shared/contract';
import type { loanContracts } from '@kabuto/shared/contracts/loans';

/** `nonce`: a retried application is the same application. */
export type LoanApplication = FormOf<
  (typeof loanContracts)['user/loan'],
  'type' | 'money' | 'nonce'
>;

export function applyLoan(input: LoanApplication): Promise<Loan> {
  return apiData<Loan>('user/loan', { ...input });
}

export function useApplyLoan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyLoan, onSuccess: () => refreshCredit(queryClient) });
}
