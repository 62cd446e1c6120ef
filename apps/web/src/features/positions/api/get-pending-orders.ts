/** trade/orders (status pending): limit orders waiting for their price. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData, asRows } from '@/lib/api-client';
import type { PendingOrder } from '../types';

/** A pending order may fill at any tick: look again this often. */
export const PENDING_REFRESH_MS = 5_000;

export async function getPendingOrders(): Promise<PendingOrder[]> {
  return asRows<PendingOrder>(await apiData<unknown>('trade/orders', { status: 'pending' }));
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
