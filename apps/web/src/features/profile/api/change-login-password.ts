/** user/loginpassword: changes the login password (the original is checked). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

export type PasswordChange = FormOf<
  (typeof fundingContracts)['user/loginpassword'],
  'oldpassword' | 'password' | 'repassword'
>;

export async function changeLoginPassword(input: PasswordChange): Promise<string> {
  const envelope = await apiRequest<null>('user/loginpassword', { ...input });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

export function useChangeLoginPassword() {
  return useMutation({ mutationFn: changeLoginPassword });
}
