/**
 * trade/newstocklottery: what anyone needs to recompute an offering's draw — the method, the
 * seed's hash (published when the offering opened), the seed (after the draw) and every
 * application with its lots.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { LotteryRecord } from '@kabuto/shared/contracts/ipo';

export async function getLottery(id: number): Promise<LotteryRecord> {
  return apiData<LotteryRecord>('trade/newstocklottery', { id });
}

export const lotteryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['trade', 'newstocklottery', id],
    queryFn: () => getLottery(id),
    enabled: id > 0,
  });

export function useLottery(id: number) {
  return useQuery(lotteryQueryOptions(id));
}
