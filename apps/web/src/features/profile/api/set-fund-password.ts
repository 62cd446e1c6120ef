/** user/fundpassword: sets the six-digit fund password, or changes it with the old one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { FormOf, RequestOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

/** `oldpassword` only when one is set already. */
export type FundPasswordInput = FormOf<
  (typeof fundingContracts)['user/fundpassword'],
  'password' | 'repassword'
> &
  Pick<RequestOf<(typeof fundingContracts)['user/fundpassword']>, 'oldpassword'>;

export async function setFundPassword(
  input: FundPasswordInput,
): Promise<{ outcome: 'set' | 'changed'; msg: string }> {
  const envelope = await apiRequest<{ outcome: 'set' | 'changed' }>('user/fundpassword', {
    ...input,
  });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return { outcome: envelope.data.outcome, msg: envelope.msg };
}

export function useSetFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFundPassword,
    // User info says whether a fund password is set.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'getUserinfo'] }),
  });
}
