/** trade/orders: the order history, newest first, of one status or all, a page at a time. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@kabuto/shared/contracts/trading';
import { apiData } from '@/lib/api-client';

/** Orders on the screen at once; "show more" asks for this many more. */
export const ORDERS_PAGE_SIZE = 50;
/** Waiting orders may fill or be decided at the open: look again this often. */
const ORDERS_REFRESH_MS = 5_000;

export async function getOrders(status: OrderStatus | null, size: number): Promise<Order[]> {
  return apiData<Order[]>('trade/orders', { status: status ?? undefined, page: 1, size });
}

export const ordersQueryOptions = (status: OrderStatus | null, size: number) =>
  queryOptions({
    queryKey: ['positions', 'orders', 'history', status ?? 'all', size],
    queryFn: () => getOrders(status, size),
    refetchInterval: ORDERS_REFRESH_MS,
  });

export function useOrders(status: OrderStatus | null, size: number) {
  return useQuery(ordersQueryOptions(status, size));
}
