import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiResult } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

export function logout(): Promise<ApiResult<unknown>> {
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
