/** POST /api/admin/settings/:name: changes a setting, with a reason (admin only; audited). */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { adminContentContracts } from '@kabuto/shared/contracts/admin-content';

/** The setting's name (in the path) and the body; the reason is required here: it is audited. */
export type SettingChange = FormOf<
  (typeof adminContentContracts)['settings/change'],
  'value' | 'reason'
> & {
  name: string;
};

export function changeSetting({ name, ...body }: SettingChange) {
  return apiPost<null>(`settings/${encodeURIComponent(name)}`, body);
}

export function useChangeSetting() {
  return useMutation({ mutationFn: changeSetting });
}
