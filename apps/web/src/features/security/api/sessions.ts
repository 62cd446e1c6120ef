/** user/sessions, user/sessionend: the customer's signed-in sessions (API.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '@kabuto/shared/contracts/customers';
import { apiData } from '@/lib/api-client';

export const SESSIONS_KEY = ['user', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await apiData<SessionList>('user/sessions')).sessions,
  });
}

/** Ends one session by id, or every other one (`others`). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<null>('user/sessionend', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
