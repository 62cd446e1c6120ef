/**
 * A product's issuer orders and closes, read from the audit log (GET /api/admin/audit, target
 * `product:<id>`): the back office has no list of a product's positions, and every issuer order
 * and close is audited with the position it opened or closed.
 */
import type { AuditEntry } from '@kabuto/shared/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@kabuto/shared/api';
import { apiGet } from '../../../lib/api-client';
import { issuerPositions, type IssuerPosition } from '../utils/issuer-positions';

async function getActivity(id: number, signal?: AbortSignal): Promise<IssuerPosition[]> {
  const { data } = await apiGet<{ items: AuditEntry[] }>(
    'audit',
    { target: `product:${id}`, page: 1, size: PAGE_SIZE_MAX },
    signal,
  );
  return issuerPositions(data.items ?? []);
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
