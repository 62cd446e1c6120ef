/** user/loaninfo: the credit score with its factors, limits and the disclosed daily interest. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export type ScoreFactorKey = 'identity' | 'account_age' | 'deposits' | 'trading' | 'collateral';

export interface ScoreFactor {
  key: ScoreFactorKey;
  points: number;
  max: number;
}

export type LoanStatus = 'pending' | 'active' | 'repaid' | 'rejected';

export interface Loan {
  id: number;
  order_no: string;
  currency: string;
  /** The principal borrowed. */
  money: string;
  daily_interest_bps: number;
  status: LoanStatus;
  reason: string | null;
  created_at: string;
  approved_at: string | null;
  closed_at: string | null;
}

export interface LoanInfo {
  currency: string;
  score: number;
  max_score: number;
  factors: ScoreFactor[];
  /** What may be borrowed now, in this currency. */
  loanable: string;
  /** Owed in this currency: principal and the interest added so far. */
  outstanding: string;
  collateral: string;
  daily_interest_bps: number;
  /** The one loan under review or being repaid, in whichever currency. */
  current: Loan | null;
}

export async function getLoanInfo(type: MarketType): Promise<LoanInfo> {
  return apiData<LoanInfo>('user/loaninfo', { type });
}

export const loanInfoQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['user', 'loaninfo', type], queryFn: () => getLoanInfo(type) });

export function useLoanInfo(type: MarketType) {
  return useQuery(loanInfoQueryOptions(type));
}
