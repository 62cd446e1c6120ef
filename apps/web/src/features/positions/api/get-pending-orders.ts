/** trade/orders (status pending): limit orders waiting for their price. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@kabuto/shared/contracts/trading';
import { apiData } from '@/lib/api-client';

/** A pending order may fill at any tick: look again this often. */
export const PENDING_REFRESH_MS = 5_000;

export async function getPendingOrders(): Promise<Order[]> {
  return apiData<Order[]>('trade/orders', { status: 'pending' });
}

export const pendingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['positions', 'orders', 'pending'],
    queryFn: getPendingOrders,
    refetchInterval: PENDING_REFRESH_MS,
  });

export function usePendingOrders() {
  return useQuery(pendingOrdersQueryOptions());
}
