/** user/register: opens an account (API.md). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { customerContracts } from '@kabuto/shared/contracts/customers';

/** The form's fields; `agree` is the ticked box, sent as 1 or 0. */
export type RegisterInput = FormOf<
  (typeof customerContracts)['user/register'],
  'account' | 'password' | 'repassword' | 'invite'
> & { agree: boolean };

/** Registers; resolves to the success message key. */
export async function register(input: RegisterInput): Promise<string> {
  const envelope = await apiRequest<null>('user/register', {
    account: input.account,
    password: input.password,
    repassword: input.repassword,
    invite: input.invite.trim() === '' ? undefined : input.invite.trim(),
    agree: input.agree ? 1 : 0,
  });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
