/** user/loan: applies for a credit loan, which staff review before it is paid out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { Loan } from '@kabuto/shared/contracts/loans';
import { refreshCredit } from './refresh-credit';

export interface LoanApplication {
  type: MarketType;
  money: string;
  /** Idempotency key: a retried application is the same application. */
  nonce: string;
}

export function applyLoan(input: LoanApplication): Promise<Loan> {
  return apiData<Loan>('user/loan', { ...input });
}

export function useApplyLoan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyLoan, onSuccess: () => refreshCredit(queryClient) });
}
