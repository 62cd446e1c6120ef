/**
 * Copy-trading products: GET/POST /api/admin/products, the issuer's orders through the trading
 * engine (POST /products/:id/order), closing one of the product's positions
 * (POST /products/:id/close) and the shelf (POST /products/:id/shelf).
 */
import type {
  AdminProduct,
  IssuerOrder,
  ProductDraft,
} from '@kabuto/shared/contracts/admin-products';
import type { CloseResult, Order } from '@kabuto/shared/contracts/trading';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const copyKeys = { all: ['products', 'copy'] as const };

async function getProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  const { data } = await apiGet<AdminProduct[]>('products', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function useProducts() {
  return useQuery(
    queryOptions({ queryKey: copyKeys.all, queryFn: ({ signal }) => getProducts(signal) }),
  );
}

export function useCreateProduct() {
  return useMutation({
    mutationFn: (draft: ProductDraft) => apiPost<AdminProduct>('products', draft),
  });
}

export function usePlaceIssuerOrder() {
  return useMutation({
    mutationFn: ({ id, order }: { id: number; order: IssuerOrder }) =>
      apiPost<Order>(`products/${id}/order`, order),
  });
}

export function useCloseProductPosition() {
  return useMutation({
    mutationFn: ({ id, positionId }: { id: number; positionId: number }) =>
      apiPost<CloseResult>(`products/${id}/close`, { position_id: positionId }),
  });
}

export function useSetProductShelf() {
  return useMutation({
    mutationFn: ({ id, onShelf, reason }: { id: number; onShelf: boolean; reason: string }) =>
      apiPost<null>(`products/${id}/shelf`, { on_shelf: onShelf, reason }),
  });
}
