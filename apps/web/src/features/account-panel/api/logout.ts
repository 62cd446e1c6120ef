/** user/logout: ends the session on the server (API.md). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signOut } from '@/lib/sign-out';

/**
 * Logs out. The session ends on this device whatever the server answers, so a customer can
 * always leave; resolves to the message key to show.
 */
export async function logout(): Promise<string> {
  let msg = 'logout_success';
  try {
    const envelope = await apiRequest<null>('user/logout', {}, { quiet: true });
    if (envelope.status === 1) msg = envelope.msg;
  } catch {
    // Already told by the client (network or HTTP failure); leave anyway.
  }
  signOut('session');
  return msg;
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
