/** user/withdrawallist: the customer's withdrawals of one currency, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalRow } from '@kabuto/shared/contracts/account';
import type { MarketType } from '@kabuto/shared/money';
import { apiData, asRows } from '@/lib/api-client';

/** A row with what the server may add beyond the panel's fields. */
export interface WithdrawalRecord extends WithdrawalRow {
  order_no?: string;
  reason?: string | null;
}

export async function getWithdrawalRecords(type: MarketType): Promise<WithdrawalRecord[]> {
  return asRows<WithdrawalRecord>(await apiData<unknown>('user/withdrawallist', { type }));
}

// The same key as the account panel's call: one cached answer for both.
export const withdrawalRecordsQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'withdrawallist', type],
    queryFn: () => getWithdrawalRecords(type),
  });

export function useWithdrawalRecords(type: MarketType) {
  return useQuery(withdrawalRecordsQueryOptions(type));
}
