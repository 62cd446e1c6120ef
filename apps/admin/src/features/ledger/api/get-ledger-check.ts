import type { LedgerCheck } from '@kabuto/shared/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const ledgerKeys = {
  check: ['ledger', 'check'] as const,
};

export async function getLedgerCheck(signal?: AbortSignal): Promise<LedgerCheck> {
  const { data } = await apiGet<LedgerCheck>('ledger/check', undefined, signal);
  return { ...data, problems: data.problems ?? [], totals: data.totals ?? [] };
}

export function ledgerCheckQueryOptions() {
  return queryOptions({
    queryKey: ledgerKeys.check,
    queryFn: ({ signal }) => getLedgerCheck(signal),
    // Each visit runs the check afresh: it is the point of the screen.
    staleTime: 0,
  });
}

export function useLedgerCheck() {
  return useQuery(ledgerCheckQueryOptions());
}
