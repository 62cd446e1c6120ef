/** GET /api/admin/demo: in demo mode, the demo staff users' credentials and two-factor secrets. */
import type { AnswerOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

type DemoStaff = AnswerOf<(typeof adminStaffContracts)['demo']>;

export function useDemoStaff() {
  return useQuery(
    queryOptions({
      queryKey: ['demo-staff'] as const,
      queryFn: async ({ signal }) => {
        const { data } = await apiGet<DemoStaff>('demo', undefined, signal);
        return Array.isArray(data) ? data : [];
      },
      staleTime: Infinity,
    }),
  );
}
