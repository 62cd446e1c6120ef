import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@kabuto/shared/api';
import { apiPost } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

export function logout(): Promise<Envelope<unknown>> {
  return apiPost<unknown>('logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { refreshesData: false },
    mutationFn: logout,
    // Sign out locally even when the server cannot be reached: the token is dropped either way.
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
