/** user/depositaccount: the broker's receiving account and the customer's transfer reference. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export interface DepositAccount {
  currency: string;
  name: string;
  number: string;
  bank: string;
  branch: string;
  reference: string;
  /** Largest deposit, whole currency units. */
  max: string;
  /** `HH:MM-HH:MM`. */
  hours: string;
  /** `working` or `all`. */
  days: string;
}

export function getDepositAccount(type: MarketType): Promise<DepositAccount> {
  return apiData<DepositAccount>('user/depositaccount', { type });
}

export const depositAccountQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'depositaccount', type],
    queryFn: () => getDepositAccount(type),
  });

export function useDepositAccount(type: MarketType) {
  return useQuery(depositAccountQueryOptions(type));
}
