import type { StaffLogin } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@kabuto/shared/api';
import { apiPost } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import type { FormOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

export type LoginInput = FormOf<
  (typeof adminStaffContracts)['login'],
  'username' | 'password' | 'otp'
>;

export function login(input: LoginInput): Promise<Envelope<StaffLogin>> {
  return apiPost<StaffLogin>('login', input);
}

export function useLogin() {
  return useMutation({
    meta: { refreshesData: false },
    mutationFn: login,
    onSuccess: ({ data }) => {
      startSession({
        token: data.token,
        username: data.username,
        roles: data.roles ?? [],
        setupOnly: data.setup_only,
      });
    },
  });
}
