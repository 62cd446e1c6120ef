import type { CustomerPage } from '@kabuto/shared/contracts/admin-staff';
import { PAGE_SIZE_DEFAULT } from '@kabuto/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

/** `q`: account prefix, empty lists everyone; `page` from 1. */
export type CustomerSearch = FormOf<(typeof adminStaffContracts)['customers'], 'q' | 'page'>;

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
