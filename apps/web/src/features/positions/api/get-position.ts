/** trade/position: one position with every figure of the detail screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';
import type { PositionDetail } from '@kabuto/shared/contracts/trading';

export async function getPosition(id: number): Promise<PositionDetail> {
  return apiData<PositionDetail>('trade/position', { id });
}

export const positionQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['positions', 'detail', id, language],
    queryFn: () => getPosition(id),
    enabled: id > 0,
  });

export function usePosition(id: number, language: Language) {
  return useQuery(positionQueryOptions(id, language));
}
