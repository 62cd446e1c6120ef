/** user/rechargelist: quick recharges and bank deposits, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

/** SPEC §4: submitted (0), passed (1), rejected (2). */
export interface RechargeRecord {
  id: number;
  order_no: string;
  currency: string;
  money: string;
  kind: 'quick' | 'bank';
  channel: string;
  simulated: boolean;
  status: number;
  reference: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  /** The transfer screenshot of a bank deposit, when the server names it. */
  proof_upload_id?: number | null;
}

export async function getRechargeList(type: MarketType): Promise<RechargeRecord[]> {
  return asRows<RechargeRecord>(await apiData<unknown>('user/rechargelist', { type }));
}

export const rechargeListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'rechargelist', type],
    queryFn: () => getRechargeList(type),
  });

export function useRechargeList(type: MarketType) {
  return useQuery(rechargeListQueryOptions(type));
}
