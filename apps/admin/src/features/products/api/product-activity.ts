/**
 * A product's issuer orders and closes, read from the audit log (GET /api/admin/audit, target
 * `product:<id>`): the back office has no list of a product's positions, and every issuer order
 * and close is audited with the position it opened or closed.
 */
import type { AuditEntry } from '@kabuto/shared/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@kabuto/shared/api';
import { apiGet } from '../../../lib/api-client';

export interface IssuerPosition {
  positionId: number;
  orderNo: string;
  code: string;
  direction: string;
  num: number;
  fillPrice: string | null;
  orderStatus: string;
  openedAt: string;
  actor: string;
  /** When staff closed it from here; null while open (as far as the log tells). */
  closedAt: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

async function getActivity(id: number, signal?: AbortSignal): Promise<IssuerPosition[]> {
  const { data } = await apiGet<{ items: AuditEntry[] }>(
    'audit',
    { target: `product:${id}`, page: 1, size: PAGE_SIZE_MAX },
    signal,
  );
  const items = [...(data.items ?? [])].reverse();
  const positions = new Map<number, IssuerPosition>();
  for (const entry of items) {
    const after = record(entry.after);
    const positionId = typeof after.position_id === 'number' ? after.position_id : null;
    if (positionId === null) continue;
    if (entry.action === 'product.order') {
      positions.set(positionId, {
        positionId,
        orderNo: String(after.order_no ?? ''),
        code: String(after.code ?? ''),
        direction: String(after.direction ?? ''),
        num: Number(after.num ?? 0),
        fillPrice: typeof after.fill_price === 'string' ? after.fill_price : null,
        orderStatus: String(after.status ?? ''),
        openedAt: entry.at,
        actor: entry.actor,
        closedAt: null,
      });
    } else if (entry.action === 'product.close') {
      const open = positions.get(positionId);
      if (open && after.status === 2) open.closedAt = entry.at;
    }
  }
  return [...positions.values()].reverse();
}

export function useProductActivity(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'activity', id],
      queryFn: ({ signal }) => getActivity(id ?? 0, signal),
      enabled: id !== null,
    }),
  );
}
