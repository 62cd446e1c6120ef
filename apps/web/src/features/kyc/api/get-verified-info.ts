/** user/verifiedinfo: the customer's verification state and their latest application. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export type KycStatus = 'none' | 'pending' | 'passed' | 'rejected';
export type IdType = 'jp_mynumber' | 'cn_resident' | 'passport';

export interface KycApplication {
  name: string;
  id_type: IdType;
  /** Masked by the server: only the last four characters are ever shown again. */
  id_number: string;
  status: KycStatus;
  /** Why staff rejected it (shown to the customer). */
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface KycState {
  status: KycStatus;
  application: KycApplication | null;
}

export async function getVerifiedInfo(): Promise<KycState> {
  return apiData<KycState>('user/verifiedinfo');
}

export const verifiedInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'verifiedinfo'], queryFn: getVerifiedInfo });

export function useVerifiedInfo() {
  return useQuery(verifiedInfoQueryOptions());
}
