/** user/login: account and password for a session token (API.md). */
import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@kabuto/shared/contracts/customers';
import { apiRequest, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';
import { useTwoFactorOffer } from '@/lib/two-factor-offer';
import type { FormOf } from '@kabuto/shared/contract';
import type { customerContracts } from '@kabuto/shared/contracts/customers';

export type LoginInput = FormOf<
  (typeof customerContracts)['user/login'],
  'account' | 'password'
> & {
  /** A code from the authenticator app or a recovery code, once the server asked for it. */
  otp?: string;
};

/**
 * Logs in and starts the session; resolves to the success message key. With two-factor on and no
 * code, rejects with ApiError `otp_required` (toasted), and the screen asks for the code.
 */
export async function login(input: LoginInput): Promise<string> {
  const envelope = await apiRequest<LoginResult>('user/login', { ...input });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  // Nothing cached for a previous customer may show through.
  queryClient.clear();
  useSessionStore.getState().signIn(envelope.data.token, envelope.data.account);
  useTwoFactorOffer.getState().offer(envelope.data.offer_two_factor);
  return envelope.msg;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
