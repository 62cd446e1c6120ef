import type { AdminCustomer } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiResult } from '../../../lib/api-client';

export interface CustomerRestrictions {
  login_banned: boolean;
  funds_frozen: boolean;
  trade_barred: boolean;
}

export interface UpdateCustomerStatusInput extends CustomerRestrictions {
  account: string;
  /** Required: recorded in the audit log. */
  reason: string;
}

export function updateCustomerStatus({
  account,
  ...body
}: UpdateCustomerStatusInput): Promise<ApiResult<AdminCustomer>> {
  return apiPost<AdminCustomer>(`customers/${encodeURIComponent(account)}/status`, body);
}

export function useUpdateCustomerStatus() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: updateCustomerStatus });
}
