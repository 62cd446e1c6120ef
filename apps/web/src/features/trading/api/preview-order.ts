/** trade/preview: cost, margin, fees, stamp duty and liquidation price before ordering. */
import { useMutation } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { OrderPreview } from '@kabuto/shared/contracts/trading';
import type { OrderRequest } from '../types';

export async function previewOrder(order: OrderRequest): Promise<OrderPreview> {
  return apiData<OrderPreview>('trade/preview', { ...order });
}

export function usePreviewOrder() {
  return useMutation({ mutationFn: previewOrder });
}
