import type { AdminCustomer } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@kabuto/shared/api';
import { apiPost } from '../../../lib/api-client';
import type { FormOf, RequestOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

export type CustomerRestrictions = Omit<
  RequestOf<(typeof adminStaffContracts)['customers/status']>,
  'reason'
>;

/** The customer (in the path) and the body; the reason is required here: it is audited. */
export type UpdateCustomerStatusInput = FormOf<
  (typeof adminStaffContracts)['customers/status'],
  'login_banned' | 'funds_frozen' | 'trade_barred' | 'reason'
> & { account: string };

export function updateCustomerStatus({
  account,
  ...body
}: UpdateCustomerStatusInput): Promise<Envelope<AdminCustomer>> {
  return apiPost<AdminCustomer>(`customers/${encodeURIComponent(account)}/status`, body);
}

export function useUpdateCustomerStatus() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: updateCustomerStatus });
}
