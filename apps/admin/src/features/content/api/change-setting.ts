/** POST /api/admin/settings/:name: changes a setting, with a reason (admin only; audited). */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface SettingChange {
  name: string;
  value: string;
  /** Required: recorded in the audit log. */
  reason: string;
}

export function changeSetting({ name, ...body }: SettingChange) {
  return apiPost<null>(`settings/${encodeURIComponent(name)}`, body);
}

export function useChangeSetting() {
  return useMutation({ mutationFn: changeSetting });
}
