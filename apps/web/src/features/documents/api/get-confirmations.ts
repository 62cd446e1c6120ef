/** trade/confirmations: the customer's trade confirmations with their figures, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TradeConfirmation } from '@kabuto/shared/contracts/statements';
import { apiData } from '@/lib/api-client';

export function getConfirmations(page: number): Promise<TradeConfirmation[]> {
  return apiData<TradeConfirmation[]>('trade/confirmations', { page });
}

export const confirmationsQueryOptions = (language: string) =>
  queryOptions({
    // Instrument names are in the reader's language.
    queryKey: ['trade', 'confirmations', language],
    queryFn: () => getConfirmations(1),
  });

export function useConfirmations(language: string, enabled: boolean) {
  return useQuery({ ...confirmationsQueryOptions(language), enabled });
}
