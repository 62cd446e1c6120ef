import type { AuditPage } from '@kabuto/shared/contracts/admin-staff';
import { PAGE_SIZE_DEFAULT } from '@kabuto/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = PAGE_SIZE_DEFAULT;

export const auditKeys = {
  all: ['audit'] as const,
  page: (page: number) => ['audit', 'page', page] as const,
};

export async function getAudit(page: number, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await apiGet<AuditPage>('audit', { page, size: AUDIT_PAGE_SIZE }, signal);
  return { items: data.items ?? [], total: data.total ?? 0 };
}

export function auditQueryOptions(page: number) {
  return queryOptions({
    queryKey: auditKeys.page(page),
    queryFn: ({ signal }) => getAudit(page, signal),
  });
}

export function useAudit(page: number) {
  return useQuery({ ...auditQueryOptions(page), placeholderData: keepPreviousData });
}
