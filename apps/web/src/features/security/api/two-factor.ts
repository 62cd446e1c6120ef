/** user/totpsetup, user/totpenable, user/totpdisable: two-factor sign-in (API.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpSetupData } from '@kabuto/shared/contracts/customers';
import type { FormOf } from '@kabuto/shared/contract';
import type { customerContracts } from '@kabuto/shared/contracts/customers';
import { apiData } from '@/lib/api-client';

export type TotpDisableInput = FormOf<
  (typeof customerContracts)['user/totpdisable'],
  'code' | 'fund_password'
>;

/** Every cached answer that shows whether two-factor is on (user/getUserinfo) is read again. */
function useForgetUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useTotpSetup() {
  return useMutation({ mutationFn: () => apiData<TotpSetupData>('user/totpsetup') });
}

export function useTotpEnable() {
  const forget = useForgetUser();
  return useMutation({
    mutationFn: (code: string) =>
      apiData<{ recovery_codes: string[] }>('user/totpenable', { code }),
    onSuccess: forget,
  });
}

export function useTotpDisable() {
  const forget = useForgetUser();
  return useMutation({
    mutationFn: (input: TotpDisableInput) => apiData<null>('user/totpdisable', { ...input }),
    onSuccess: forget,
  });
}
