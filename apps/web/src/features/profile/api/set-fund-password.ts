/** user/fundpassword: sets the six-digit fund password, or changes it with the old one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';

export interface FundPasswordInput {
  /** Only when one is set already. */
  oldpassword?: string;
  password: string;
  repassword: string;
}

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
