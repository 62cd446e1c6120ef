/** user/login: account and password for a session token (API.md). */
import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@kabuto/shared/contracts/customers';
import { apiRequest, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';
import type { FormOf } from '@kabuto/shared/contract';
import type { customerContracts } from '@kabuto/shared/contracts/customers';

export type LoginInput = FormOf<(typeof customerContracts)['user/login'], 'account' | 'password'>;

/** Logs in and starts the session; resolves to the success message key. */
export async function login(input: LoginInput): Promise<string> {
  const envelope = await apiRequest<LoginResult>('user/login', { ...input });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  // Nothing cached for a previous customer may show through.
  queryClient.clear();
  useSessionStore.getState().signIn(envelope.data.token, envelope.data.account);
  return envelope.msg;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
