import type { CustomerPage } from '@kabuto/shared/contracts/admin-staff';
import { PAGE_SIZE_DEFAULT } from '@kabuto/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface CustomerSearch {
  /** Account prefix; empty lists everyone. */
  q: string;
  /** From 1. */
  page: number;
}

export const CUSTOMERS_PAGE_SIZE = PAGE_SIZE_DEFAULT;

export const customerKeys = {
  all: ['customers'] as const,
  list: (search: CustomerSearch) => ['customers', 'list', search.q, search.page] as const,
};

export async function getCustomers(
  search: CustomerSearch,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const { data } = await apiGet<CustomerPage>(
    'customers',
    { q: search.q, page: search.page, size: CUSTOMERS_PAGE_SIZE },
    signal,
  );
  return { items: data.items ?? [], total: data.total ?? 0 };
}

export function customersQueryOptions(search: CustomerSearch) {
  return queryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ signal }) => getCustomers(search, signal),
  });
}

export function useCustomers(search: CustomerSearch) {
  return useQuery({ ...customersQueryOptions(search), placeholderData: keepPreviousData });
}
