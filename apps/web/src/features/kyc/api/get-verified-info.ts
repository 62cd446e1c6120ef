/** user/verifiedinfo: the customer's verification state and their latest application. */
import type { KycState } from '@kabuto/shared/contracts/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export async function getVerifiedInfo(): Promise<KycState> {
  return apiData<KycState>('user/verifiedinfo');
}

export const verifiedInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'verifiedinfo'], queryFn: getVerifiedInfo });

export function useVerifiedInfo() {
  return useQuery(verifiedInfoQueryOptions());
}
