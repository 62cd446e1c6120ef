/**
 * Staff two-factor setup (issue 16): POST totp/setup answers a new secret with its otpauth URI and
 * QR code; POST totp/enable confirms it with a first code and answers ten recovery codes, once.
 * Both work with the setup-only session sign-in gives a staff member without two-factor.
 */
import type { StaffTotpSetup } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function useStartTotp() {
  return useMutation({
    meta: { refreshesData: false },
    mutationFn: () => apiPost<StaffTotpSetup>('totp/setup', {}),
  });
}

export function useEnableTotp() {
  return useMutation({
    meta: { refreshesData: false },
    mutationFn: (code: string) => apiPost<{ recovery_codes: string[] }>('totp/enable', { code }),
  });
}
